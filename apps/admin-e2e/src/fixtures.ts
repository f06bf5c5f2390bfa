import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page, type TestInfo } from '@playwright/test';

// Every journey imports `test` and `expect` from here. After the journey has passed, an
// automatic fixture checks the page as it stands:
// - axe-core (WCAG 2.0 / 2.1, levels A and AA): any serious or critical violation fails the test;
// - Content-Security-Policy: any `securitypolicyviolation` seen in the page or its frames during
//   the journey fails the test.
// A journey that already failed is not checked again: its own failure is the one to read.

export { expect };
export type { Locator, Page, Request, Route } from '@playwright/test';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The annotation a journey adds (`test.info().annotations.push({ type: EXPECTED_CSP_VIOLATION,
 * description: 'script-src-attr' })`) when the policy blocking something is what it tests.
 */
export const EXPECTED_CSP_VIOLATION = 'expected-csp-violation';

/**
 * Checks a row's checkbox (a visually hidden input) by clicking the input itself rather than the
 * point where it stood when found: the top bar can still grow (a new-order badge arriving) as the
 * rows show, and a click at the old point lands on something else.
 */
export async function checkRow(checkbox: Locator): Promise<void> {
  await checkbox.dispatchEvent('click');
  await expect(checkbox).toBeChecked();
}

/**
 * Clicks a dropdown's item itself rather than the point where it stood when found: the menu can
 * still be placed under its button, or move with the top bar, as the page draws, and a click at
 * the old point landed on the page beneath (the publish and log-out journeys each failed so in a
 * clean CI run).
 */
export async function clickMenuItem(page: Page, name: string | RegExp): Promise<void> {
  const item = page.getByRole('menuitem', { name });
  await expect(item).toBeVisible();
  // The pointer goes down on the item and then clicks it, as a person's does; the item acts on
  // the click (the menu's own select would act on its highlight, which can lag behind).
  await item.dispatchEvent('pointerdown', { pointerType: 'mouse', isPrimary: true, button: 0 });
  await item.dispatchEvent('click');
}

const FAILING_IMPACTS = new Set(['serious', 'critical']);

interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
  documentUrl: string;
}

declare global {
  interface Window {
    __e2eReportCspViolation?: (violation: CspViolation) => void;
  }
}

async function watchCspViolations(page: Page): Promise<CspViolation[]> {
  const seen: CspViolation[] = [];
  await page.exposeFunction('__e2eReportCspViolation', (violation: CspViolation) => {
    seen.push(violation);
  });
  // An init script runs in every document the page loads (frames included), before its own code.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__e2eReportCspViolation?.({
        directive: event.effectiveDirective || event.violatedDirective,
        blocked: event.blockedURI,
        source: event.sourceFile ? `${event.sourceFile}:${event.lineNumber}` : '',
        documentUrl: event.documentURI,
      });
    });
  });
  return seen;
}

/**
 * Waits for finite animations (a panel sliding in, a toast fading) to finish, so axe reads the
 * final colours and the final tree, and a journey measures where things came to rest; endless
 * ones (spinners) are not waited for.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.race([
      Promise.allSettled(finite.map((animation) => animation.finished)),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]);
  });
  // A dialog that is opening hides the page behind it before it is fully shown itself (Playwright
  // counts a fading dialog as visible, axe does not): wait for it, so axe reads the open dialog.
  await page
    .waitForFunction(
      () => {
        if (document.getElementById('root')?.getAttribute('aria-hidden') !== 'true') return true;
        const shown = (element: Element | null): boolean =>
          element === null ||
          (getComputedStyle(element).opacity === '1' && shown(element.parentElement));
        return Array.from(document.querySelectorAll('[role="dialog"], [role="alertdialog"]')).some(
          (dialog) => {
            const box = dialog.getBoundingClientRect();
            return box.width > 0 && box.left < window.innerWidth && box.right > 0 && shown(dialog);
          },
        );
      },
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
}

/**
 * The serious and critical violations axe finds on the page as it stands, one line each. The
 * fixture calls it after every journey; a journey that visits many screens may call it on each.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page })
    // Label in name (WCAG 2.5.3) is still marked experimental in axe: run it too. (`options`
    // replaces every option, so it comes before `withTags`, which adds the tags to them.) Only
    // violations are read: axe lists every node of the other results too, and sending them out of
    // the page cost about a fifth of each check.
    .options({
      rules: { 'label-content-name-mismatch': { enabled: true } },
      resultTypes: ['violations'],
    })
    .withTags(AXE_TAGS)
    // One run in the page, reaching its same-origin frames (the older pages) by messages. The
    // default opened a blank page per check to merge the frames' results: a renderer started
    // after every journey, about 0.5 s each on two cores. Cross-origin frames (a video) are
    // not ours to check.
    .setLegacyMode()
    .analyze();
  return results.violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${
            node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help
          }`,
      ),
    );
}

export const test = base.extend<{ pageChecks: undefined }>({
  pageChecks: [
    async ({ page }, use, testInfo) => {
      const cspViolations = await watchCspViolations(page);
      await use(undefined);
      try {
        await checkPage(page, testInfo, cspViolations);
      } finally {
        // A route handler still fetching when the journey ends (a call the page makes on its own,
        // such as the dashboard's account reload) must not fail the run once the page closes.
        if (!page.isClosed()) await page.unrouteAll({ behavior: 'ignoreErrors' });
      }
    },
    { auto: true },
  ],
});

async function checkPage(
  page: Page,
  testInfo: TestInfo,
  cspViolations: Awaited<ReturnType<typeof watchCspViolations>>,
): Promise<void> {
  if (testInfo.status !== testInfo.expectedStatus || page.isClosed()) return;
  // A journey that feeds hostile content on purpose names the directive it expects to block.
  const expected = new Set(
    testInfo.annotations
      .filter((annotation) => annotation.type === EXPECTED_CSP_VIOLATION)
      .map((annotation) => annotation.description),
  );
  expect(
    cspViolations
      .filter((v) => !expected.has(v.directive))
      .map(
        (v) => `${v.directive} blocked ${v.blocked || '(inline)'} ${v.source} in ${v.documentUrl}`,
      ),
    'Content-Security-Policy violations during the journey',
  ).toEqual([]);
  // A journey that drove only pages of its own (another context) left this one blank.
  if (page.url() === 'about:blank') return;
  expect(
    await seriousAxeViolations(page),
    `serious or critical accessibility violations on ${page.url()}`,
  ).toEqual([]);
}
