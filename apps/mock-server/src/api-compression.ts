// The API's JSON replies compressed as a production server sends them (nginx's `gzip on` with
// `gzip_types application/json`, or Brotli): an order list of 50 rows is 11 kB as it is, about 2
// compressed.
import type http from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Smaller replies go as they are: compressing them saves less than its own headers. */
export const COMPRESS_FROM_BYTES = 1024;

type Encoding = 'br' | 'gzip';

/** The encodings the client accepts (`Accept-Encoding`), without those it refuses by `q=0`. */
function accepted(header: string | string[] | undefined): Set<string> {
  const names = new Set<string>();
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    if (name && !refused) names.add(name);
  }
  return names;
}

/** Brotli when the client accepts it, else gzip, else none. */
export function replyEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const names = accepted(acceptEncoding);
  if (names.has('br')) return 'br';
  if (names.has('gzip')) return 'gzip';
  return null;
}

/**
 * Sends a JSON reply: compressed by the client's `Accept-Encoding` when it is large enough to
 * gain by it. `headers` are the reply's own (a length in them is replaced).
 */
export function sendJson(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  status: number,
  headers: http.OutgoingHttpHeaders,
  body: string | Buffer,
): void {
  const plain = typeof body === 'string' ? Buffer.from(body) : body;
  const encoding =
    plain.length >= COMPRESS_FROM_BYTES ? replyEncoding(req.headers['accept-encoding']) : null;
  const sent =
    encoding === 'br'
      ? // A middle quality, as servers compress per reply: Brotli's highest is for files built once.
        brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : encoding === 'gzip'
        ? gzipSync(plain, { level: 6 })
        : plain;
  const own = { ...headers };
  delete own['content-length'];
  delete own['content-encoding'];
  res.writeHead(status, {
    ...own,
    ...(encoding ? { 'content-encoding': encoding } : {}),
    'content-length': String(sent.length),
    vary: 'X-Requested-With, Accept-Encoding',
  });
  res.end(sent);
}
