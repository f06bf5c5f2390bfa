// The mock answers per record: a request whose path names a record (`/48213/shop/orders/10482`,
// `/48213/blog/7/comments/5531/approve`) gets the example named after that id when the
// operation has one, so a record opened from a list shows that record. Everything else gets the
// document's first example of the lowest success reply, as written in the document.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

interface IndexedOperation {
  method: string;
  /** The path template split into segments, `{…}` marking a parameter. */
  segments: string[];
  /** Example name → the status code of the reply that holds it. */
  examples: Map<string, string>;
  /** The reply Prism picks when no code is asked for (the lowest 2xx). */
  defaultCode: string | undefined;
  /**
   * Set when Prism would not pick the document's first example of that reply by itself: it reads
   * the examples as a JavaScript object, where names that are numbers ('10482') come first.
   */
  documentDefault: string | undefined;
}

export interface ExampleIndex {
  operations: IndexedOperation[];
}

/** The document is parsed with its maps as `Map`s, so the examples keep the document's order. */
type Node = Map<unknown, unknown>;

const isNode = (value: unknown): value is Node => value instanceof Map;
const segmentsOf = (pathname: string) => pathname.split('/').filter((segment) => segment !== '');
const isParameter = (segment: string) => segment.startsWith('{') && segment.endsWith('}');

interface Located {
  node: unknown;
  file: string;
}

/** Reads YAML files once each and follows `$ref`s (relative file + JSON pointer) between them. */
function createResolver() {
  const files = new Map<string, unknown>();
  const load = (file: string): unknown => {
    if (!files.has(file))
      files.set(file, parse(readFileSync(file, 'utf8'), { mapAsMap: true, maxAliasCount: -1 }));
    return files.get(file);
  };
  const walk = (root: unknown, pointer: string): unknown =>
    pointer
      .split('/')
      .filter((part) => part !== '')
      .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((node, key) => (isNode(node) ? child(node, key) : undefined), root);

  /** The node itself, or what its `$ref` chain points at, with the file it lives in. */
  const resolve = ({ node, file }: Located, depth = 0): Located => {
    const ref = isNode(node) ? node.get('$ref') : undefined;
    if (typeof ref !== 'string' || depth > 20) return { node, file };
    const [target = '', pointer = ''] = ref.split('#');
    const targetFile = target === '' ? file : path.resolve(path.dirname(file), target);
    return resolve({ node: walk(load(targetFile), pointer), file: targetFile }, depth + 1);
  };
  /** A resolved child of a resolved map. */
  const at = (parent: Located, key: string): Located =>
    isNode(parent.node) ? resolve({ node: child(parent.node, key), file: parent.file }) : parent;
  const entries = (parent: Located): [string, Located][] =>
    isNode(parent.node)
      ? [...parent.node.entries()].map(([key, node]) => [
          String(key),
          resolve({ node, file: parent.file }),
        ])
      : [];
  return { load, resolve, at, entries };
}

/** Keys written as numbers (`200:`) are numbers in the parsed map. */
function child(node: Node, key: string): unknown {
  return node.has(key) ? node.get(key) : node.get(Number(key));
}

type Resolver = ReturnType<typeof createResolver>;

/** Each reply's example names in the document's order, by status code. */
function examplesByCode(responses: Located, { at, entries }: Resolver): Map<string, string[]> {
  const byCode = new Map<string, string[]>();
  for (const [code, response] of entries(responses)) {
    const names = entries(at(response, 'content')).flatMap(([, media]) =>
      entries(at(media, 'examples')).map(([name]) => name),
    );
    if (names.length > 0) byCode.set(code, names);
  }
  return byCode;
}

/** The first of these names as Prism orders them (a JavaScript object's key order). */
function prismFirst(names: string[]): string | undefined {
  return Object.keys(Object.fromEntries(names.map((name) => [name, true])))[0];
}

function indexOperation(method: string, template: string, byCode: Map<string, string[]>) {
  const examples = new Map<string, string>();
  for (const [code, names] of byCode)
    for (const name of names) if (!examples.has(name)) examples.set(name, code);
  const defaultCode = [...byCode.keys()].filter((code) => /^2\d\d$/.test(code)).sort()[0];
  const defaults = defaultCode ? (byCode.get(defaultCode) ?? []) : [];
  const first = defaults[0];
  return {
    method,
    segments: segmentsOf(template),
    examples,
    defaultCode,
    documentDefault: first !== prismFirst(defaults) ? first : undefined,
  };
}

/** Reads the document once: every operation's path template and its named examples. */
export function loadExampleIndex(specPath: string): ExampleIndex {
  const resolver = createResolver();
  const root: Located = { node: resolver.load(specPath), file: specPath };
  const operations: IndexedOperation[] = [];
  for (const [template, item] of resolver.entries(resolver.at(root, 'paths'))) {
    for (const method of METHODS) {
      const operation = resolver.at(item, method);
      if (!isNode(operation.node)) continue;
      const byCode = examplesByCode(resolver.at(operation, 'responses'), resolver);
      if (byCode.size > 0) operations.push(indexOperation(method, template, byCode));
    }
  }
  return { operations };
}

/** The operation whose template fits the path, literal segments winning over parameters. */
function matchOperation(index: ExampleIndex, method: string, segments: string[]) {
  let best: { operation: IndexedOperation; literals: number } | undefined;
  for (const operation of index.operations) {
    if (operation.method !== method || operation.segments.length !== segments.length) continue;
    let literals = 0;
    const fits = operation.segments.every((segment, i) => {
      if (isParameter(segment)) return true;
      literals += 1;
      return segment === segments[i];
    });
    if (fits && (!best || literals > best.literals)) best = { operation, literals };
  }
  return best?.operation;
}

function decode(segment: string | undefined): string | undefined {
  if (segment === undefined) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** The id the path names: its last segment, or the one before a trailing action. */
function recordId(operation: IndexedOperation, segments: string[]): string | undefined {
  const last = operation.segments.length - 1;
  const position = [last, last - 1].find((i) => i >= 0 && isParameter(operation.segments[i] ?? ''));
  if (position === undefined) return undefined;
  const id = decode(segments[position]);
  // Only a plain name fits in the header (Prism splits its preferences at commas and spaces).
  return id && /^[\w.@-]+$/.test(id) ? id : undefined;
}

/**
 * The `Prefer` header for a request that sent none: the example named after the record the path
 * names, else the document's default where Prism would pick another; null leaves Prism to choose.
 */
export function preferForRequest(index: ExampleIndex, method: string, url: string): string | null {
  const segments = segmentsOf(new URL(url, 'http://mock.local').pathname);
  const operation = matchOperation(index, method.toLowerCase(), segments);
  if (!operation) return null;
  const id = recordId(operation, segments);
  const code = id === undefined ? undefined : operation.examples.get(id);
  if (id !== undefined && code !== undefined && /^\d{3}$/.test(code))
    return code === operation.defaultCode ? `example=${id}` : `code=${code}, example=${id}`;
  return operation.documentDefault ? `example=${operation.documentDefault}` : null;
}
