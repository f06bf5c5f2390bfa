import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalCertificate, type LocalCertificate } from './local-certificate';
import { startMockServer, type RunningMockServer } from './mock-server';

let server: RunningMockServer;
let pages: string;
const script = 'export const answer = 42;\n'.repeat(50);

beforeAll(async () => {
  pages = mkdtempSync(path.join(tmpdir(), 'site-admin-compressed-'));
  mkdirSync(path.join(pages, 'assets'));
  writeFileSync(path.join(pages, 'index.html'), '<!doctype html><title>site-admin</title>');
  const asset = path.join(pages, 'assets/index-Ab12Cd34.js');
  writeFileSync(asset, script);
  writeFileSync(`${asset}.br`, brotliCompressSync(script));
  writeFileSync(`${asset}.gz`, gzipSync(script));
  server = await startMockServer({ staticDir: pages });
});

afterAll(async () => {
  await server.close();
  rmSync(pages, { recursive: true, force: true });
});

const get = (url: string, encoding: string) =>
  fetch(`${server.url}${url}`, { headers: { 'Accept-Encoding': encoding, Accept: 'text/html' } });

describe('delivering the build', () => {
  it('sends the Brotli copy of a hashed file to a browser that accepts it, cached for a year', async () => {
    const reply = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(reply.headers.get('content-encoding')).toBe('br');
    expect(reply.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(reply.headers.get('vary')).toContain('Accept-Encoding');
    expect(await reply.text()).toBe(script);
  });

  it('sends the gzip copy when Brotli is not accepted, and the file as it is otherwise', async () => {
    const gzip = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(script);
    const plain = await get('/assets/index-Ab12Cd34.js', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('has the page revalidated each time, at any route', async () => {
    for (const route of ['/', '/48213/dashboard']) {
      const reply = await get(route, 'br');
      expect(reply.headers.get('cache-control')).toBe('no-cache');
      expect(reply.headers.get('vary')).toContain('X-Requested-With');
      expect(await reply.text()).toContain('<title>site-admin</title>');
    }
  });
});

describe("the API's replies", () => {
  const call = (url: string, encoding?: string) =>
    fetch(`${server.url}${url}`, {
      headers: {
        'X-Requested-With': 'XMLHttpRequest',
        Accept: 'application/json',
        ...(encoding === undefined ? {} : { 'Accept-Encoding': encoding }),
      },
    });

  it('come compressed by what the browser accepts, as a production server sends JSON', async () => {
    const brotli = await call('/48213/shop/orders', 'gzip, deflate, br');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toContain('Accept-Encoding');
    const orders = (await brotli.json()) as { model: unknown[] };
    expect(orders.model.length).toBeGreaterThan(0);
    const gzip = await call('/48213/shop/orders', 'gzip;q=1, br;q=0');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.json()).toEqual(orders);
  });

  it('come as they are when the browser accepts no compression or the reply is small', async () => {
    const plain = await call('/48213/shop/orders', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(((await plain.json()) as { model: unknown[] }).model.length).toBeGreaterThan(0);
    const small = await call('/48213/shop/orders/new-count?since=10472', 'br');
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toHaveProperty('count');
  });
});

describe('delivering the build over HTTPS', () => {
  let secure: RunningMockServer;
  let certificate: LocalCertificate;

  beforeAll(async () => {
    certificate = await createLocalCertificate();
    secure = await startMockServer({ staticDir: pages, tls: certificate });
  });

  afterAll(async () => {
    await secure.close();
  });

  /** One request by HTTP/2, trusting only the throwaway certificate. */
  const request = (url: string, headers: http2.OutgoingHttpHeaders) =>
    new Promise<{ headers: http2.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const session = http2.connect(secure.url, { ca: certificate.cert });
      session.on('error', reject);
      const stream = session.request({ ':path': url, ...headers });
      const chunks: Buffer[] = [];
      let replyHeaders: http2.IncomingHttpHeaders = {};
      stream.on('response', (received) => (replyHeaders = received));
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        session.close();
        resolve({ headers: replyHeaders, body: Buffer.concat(chunks) });
      });
      stream.on('error', reject);
    });

  it('sends the Brotli copy of a hashed file by HTTP/2, cached for a year', async () => {
    expect(secure.url).toMatch(/^https:/);
    const reply = await request('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'br' });
    expect(reply.headers[':status']).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(reply.body).toString()).toBe(script);
  });

  it('answers the app calls by HTTP/2 from the contract, as over HTTP/1.1', async () => {
    const reply = await request('/authstatus/details', {
      'x-requested-with': 'XMLHttpRequest',
      accept: 'application/json',
    });
    expect(reply.headers[':status']).toBe(200);
    expect(JSON.parse(reply.body.toString())).toHaveProperty(
      'site_name',
      'Hartley & Finch Ceramics',
    );
  });
});
