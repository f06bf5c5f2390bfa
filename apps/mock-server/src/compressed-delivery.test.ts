import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
