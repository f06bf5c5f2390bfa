// Prints the gzip size of the JS and CSS the browser loads for /{siteid}/dashboard, read from the
// production build's manifest, and fails when either is over its budget.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * Budgets in kB of gzip. Measured 239.0 kB JS with the shell (React 68, Chakra with its menu,
 * toast and dialog machines about 90, react-router 30, i18next 18, TanStack Query 10, app code):
 * pages and modals the dashboard does not show at once are loaded lazily to stay inside it.
 * 248 since the forms and the card index: seven Chakra recipes they use (tag, segment group,
 * popover, carousel, textarea, separator, input addon) must sit in the app's theme, about 2.4 kB.
 */
export const BUDGET_KB = { js: 248, css: 30, form: 160 };

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.env['BUDGET_DIST'] ?? path.join(root, 'apps/admin/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error('No build found: run `npx nx run @site-admin/admin:build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;

/**
 * The entry and everything it imports statically, plus the chunks of the dashboard route: the
 * server page, the dashboard layout and the dashboard's modules (the example dashboard holds
 * every module type), with what they import.
 */
function dashboardChunks(): Set<string> {
  const keys = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || keys.has(key)) return;
    keys.add(key);
    chunk.imports?.forEach(visit);
  };
  Object.entries(manifest)
    .filter(
      ([key, chunk]) =>
        chunk.isEntry ||
        /dashboard/i.test(chunk.src ?? key) ||
        key.endsWith('page-engine/src/list-routes.tsx'),
    )
    .forEach(([key]) => visit(key));
  return keys;
}

const gzipKb = (file: string) =>
  gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1000;

const files = { js: new Set<string>(), css: new Set<string>() };
for (const key of dashboardChunks()) {
  const chunk = manifest[key];
  if (!chunk) continue;
  files.js.add(chunk.file);
  chunk.css?.forEach((css) => files.css.add(css));
}

let over = false;
for (const kind of ['js', 'css'] as const) {
  const sizes = [...files[kind]].map((file) => ({ file, kb: gzipKb(file) }));
  const total = sizes.reduce((sum, { kb }) => sum + kb, 0);
  for (const { file, kb } of sizes)
    console.log(`  ${kind.padEnd(3)} ${kb.toFixed(1).padStart(7)} kB  ${file}`);
  const verdict = total > BUDGET_KB[kind] ? 'OVER BUDGET' : 'ok';
  console.log(
    `${kind.toUpperCase()} loaded by /{siteid}/dashboard: ${total.toFixed(1)} kB gzip (budget ${BUDGET_KB[kind]} kB) ${verdict}`,
  );
  if (total > BUDGET_KB[kind]) over = true;
}
// The form chunk (RJSF, ajv and the widgets): what opening the first form adds to a list page
// that is already shown (the dashboard's and the page engine's chunks are loaded by then).
const loaded = new Set(files.js);
const markLoaded = (key: string) => {
  const chunk = manifest[key];
  if (!chunk || loaded.has(chunk.file)) return;
  loaded.add(chunk.file);
  chunk.imports?.forEach(markLoaded);
};
Object.keys(manifest)
  .filter((key) => key.endsWith('page-engine/src/built-in/list-layout.tsx'))
  .forEach(markLoaded);
const formKey = Object.keys(manifest).find((key) => key.endsWith('form/form-view.tsx'));
if (formKey) {
  const formFiles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || formFiles.has(chunk.file) || loaded.has(chunk.file)) return;
    formFiles.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(formKey);
  const total = [...formFiles].reduce((sum, file) => sum + gzipKb(file), 0);
  const verdict = total > BUDGET_KB.form ? 'OVER BUDGET' : 'ok';
  console.log(
    `JS the first form adds: ${total.toFixed(1)} kB gzip (budget ${BUDGET_KB.form} kB) ${verdict}`,
  );
  if (total > BUDGET_KB.form) over = true;
}
process.exit(over ? 1 : 0);
