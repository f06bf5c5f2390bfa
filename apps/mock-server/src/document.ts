// Reads the OpenAPI document as written (its files joined by `$ref`s, maps in the document's
// order) and finds the operation a request path belongs to, as Prism routes it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/** The document's maps are parsed as `Map`s, so their keys keep the document's order. */
type Node = Map<unknown, unknown>;

const isNode = (value: unknown): value is Node => value instanceof Map;

/** A node of the document and the file it was read from (its `$ref`s are relative to it). */
export interface Located {
  node: unknown;
  file: string;
}

/** Keys written as numbers (`200:`) are numbers in the parsed map. */
function child(node: Node, key: string): unknown {
  return node.has(key) ? node.get(key) : node.get(Number(key));
}

/** Reads YAML files once each and follows `$ref`s (relative file + JSON pointer) between them. */
export function createResolver() {
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
  /** A child of a map, its `$ref`s followed. */
  const at = (parent: Located, key: string): Located =>
    resolve({
      node: isNode(parent.node) ? child(parent.node, key) : undefined,
      file: parent.file,
    });
  /** A map's entries in the document's order, their `$ref`s followed. */
  const entries = (parent: Located): [string, Located][] =>
    isNode(parent.node)
      ? [...parent.node.entries()].map(([key, node]) => [
          String(key),
          resolve({ node, file: parent.file }),
        ])
      : [];
  return { load, at, entries };
}

export type Resolver = ReturnType<typeof createResolver>;

export const segmentsOf = (pathname: string) =>
  pathname.split('/').filter((segment) => segment !== '');
export const isParameter = (segment: string) => segment.startsWith('{') && segment.endsWith('}');

export interface DocumentOperation {
  method: string;
  template: string;
  /** The template split into segments, `{…}` marking a parameter. */
  segments: string[];
  operationId: string;
  responses: Located;
}

/** Every operation of the document, in its order. */
export function readOperations(
  specPath: string,
  resolver: Resolver = createResolver(),
): DocumentOperation[] {
  const root: Located = { node: resolver.load(specPath), file: specPath };
  return resolver.entries(resolver.at(root, 'paths')).flatMap(([template, item]) =>
    METHODS.flatMap((method) => {
      const operation = resolver.at(item, method);
      if (!isNode(operation.node)) return [];
      const operationId = operation.node.get('operationId');
      return [
        {
          method,
          template,
          segments: segmentsOf(template),
          operationId: typeof operationId === 'string' ? operationId : `${method} ${template}`,
          responses: resolver.at(operation, 'responses'),
        },
      ];
    }),
  );
}

/** The operation a request path belongs to: literal segments win over parameters. */
export function findOperation<T extends { method: string; segments: string[] }>(
  operations: T[],
  method: string,
  pathname: string,
): T | undefined {
  const segments = segmentsOf(pathname);
  let best: { operation: T; literals: number } | undefined;
  for (const operation of operations) {
    if (operation.method !== method.toLowerCase()) continue;
    if (operation.segments.length !== segments.length) continue;
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
