// The mock answers per record: a request whose path names a record (`/48213/shop/orders/10482`,
// `/48213/blog/7/comments/5531/approve`) gets the example named after that id when the
// operation has one, so a record opened from a list shows that record. A bulk action
// (`/48213/content/redirects/bulk?action=permanent&ids=318,317`) gets the example named after its
// action, so each action answers as itself. Everything else gets the document's first example of
// the lowest success reply, as written in the document.
import {
  createResolver,
  findOperation,
  isParameter,
  readOperations,
  segmentsOf,
  type Located,
  type Resolver,
} from './document';

interface IndexedOperation {
  method: string;
  segments: string[];
  /** Example name → the status code and media type of the reply that holds it. */
  examples: Map<string, NamedExample>;
  /** The reply Prism picks when no code is asked for (the lowest 2xx). */
  defaultCode: string | undefined;
  /**
   * Set when Prism would not pick the document's first example of that reply by itself: it reads
   * the examples as a JavaScript object, where names that are numbers ('10482') come first.
   */
  documentDefault: string | undefined;
}

interface NamedExample {
  code: string;
  mediaType: string;
}

export interface ExampleIndex {
  operations: IndexedOperation[];
}

/** Each reply's examples (name and media type) in the document's order, by status code. */
function examplesByCode(
  responses: Located,
  { at, entries }: Resolver,
): Map<string, { name: string; mediaType: string }[]> {
  const byCode = new Map<string, { name: string; mediaType: string }[]>();
  for (const [code, response] of entries(responses)) {
    const named = entries(at(response, 'content')).flatMap(([mediaType, media]) =>
      entries(at(media, 'examples')).map(([name]) => ({ name, mediaType })),
    );
    if (named.length > 0) byCode.set(code, named);
  }
  return byCode;
}

/** The first of these names as Prism orders them (a JavaScript object's key order). */
function prismFirst(names: string[]): string | undefined {
  return Object.keys(Object.fromEntries(names.map((name) => [name, true])))[0];
}

/** Reads the document once: every operation's path template and its named examples. */
export function loadExampleIndex(specPath: string): ExampleIndex {
  const resolver = createResolver();
  const operations = readOperations(specPath, resolver).flatMap(
    ({ method, segments, responses }) => {
      const byCode = examplesByCode(responses, resolver);
      if (byCode.size === 0) return [];
      const examples = new Map<string, NamedExample>();
      for (const [code, named] of byCode)
        for (const { name, mediaType } of named)
          if (!examples.has(name)) examples.set(name, { code, mediaType });
      const defaultCode = [...byCode.keys()].filter((code) => /^2\d\d$/.test(code)).sort()[0];
      // Prism answers the first media type of that reply the request accepts; its examples first.
      const defaultNamed = defaultCode ? (byCode.get(defaultCode) ?? []) : [];
      const firstMedia = defaultNamed[0]?.mediaType;
      const defaults = defaultNamed
        .filter(({ mediaType }) => mediaType === firstMedia)
        .map(({ name }) => name);
      const first = defaults[0];
      const documentDefault = first !== prismFirst(defaults) ? first : undefined;
      return [{ method, segments, examples, defaultCode, documentDefault }];
    },
  );
  return { operations };
}

function decode(segment: string | undefined): string | undefined {
  if (segment === undefined) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** A name that fits in the header (Prism splits its preferences at commas and spaces). */
const isPlainName = (name: string | null | undefined): name is string =>
  typeof name === 'string' && /^[\w.@-]+$/.test(name);

/** The id the path names: its last segment, or the one before a trailing action. */
function recordId(operation: IndexedOperation, segments: string[]): string | undefined {
  const last = operation.segments.length - 1;
  const position = [last, last - 1].find((i) => i >= 0 && isParameter(operation.segments[i] ?? ''));
  if (position === undefined) return undefined;
  const id = decode(segments[position]);
  return isPlainName(id) ? id : undefined;
}

/** The `Prefer` header for the operation's example of this name, or null when it has none. */
function preferExample(operation: IndexedOperation, name: string | undefined): string | null {
  const code = name === undefined ? undefined : operation.examples.get(name)?.code;
  if (name === undefined || code === undefined || !/^\d{3}$/.test(code)) return null;
  return code === operation.defaultCode ? `example=${name}` : `code=${code}, example=${name}`;
}

/**
 * The `Prefer` header for a request that sent none: the example named after the record the path
 * names, else the one named after the bulk action the query names (`…/bulk?action=permanent`),
 * else the document's default where Prism would pick another; null leaves Prism to choose.
 */
export function preferForRequest(index: ExampleIndex, method: string, url: string): string | null {
  const { pathname, searchParams } = new URL(url, 'http://mock.local');
  const operation = findOperation(index.operations, method, pathname);
  if (!operation) return null;
  const action = searchParams.get('action');
  return (
    preferExample(operation, recordId(operation, segmentsOf(pathname))) ??
    preferExample(operation, isPlainName(action) ? action : undefined) ??
    (operation.documentDefault ? `example=${operation.documentDefault}` : null)
  );
}

/**
 * The media type of the example a `Prefer` header names, or null. Prism looks an example up only
 * in the media type the `Accept` header picks; the real backend chooses its reply's form itself
 * (a bulk action answers the text Deleted or a JSON object to the same Accept), so the mock lets
 * the named example choose.
 */
export function mediaTypeOfPreferredExample(
  index: ExampleIndex,
  method: string,
  url: string,
  prefer: string,
): string | null {
  const name = /(?:^|[,;\s])example=([^,;\s]+)/.exec(prefer)?.[1];
  if (!name) return null;
  const pathname = new URL(url, 'http://mock.local').pathname;
  return findOperation(index.operations, method, pathname)?.examples.get(name)?.mediaType ?? null;
}
