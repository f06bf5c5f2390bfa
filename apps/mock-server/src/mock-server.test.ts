import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, type RunningMockServer } from './mock-server';

const xhr = { 'X-Requested-With': 'XMLHttpRequest' };
let server: RunningMockServer;
let pages: string;

beforeAll(async () => {
  pages = mkdtempSync(path.join(tmpdir(), 'site-admin-pages-'));
  writeFileSync(path.join(pages, 'index.html'), '<!doctype html><title>site-admin</title>');
  server = await startMockServer({ staticDir: pages });
});

afterAll(async () => {
  await server.close();
  rmSync(pages, { recursive: true, force: true });
});

describe('the mock server', () => {
  it('answers an XHR-marked request with the example account', async () => {
    const reply = await fetch(`${server.url}/authstatus/details`, { headers: xhr });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toMatchObject({
      siteid: 48213,
      site_name: 'Hartley & Finch Ceramics',
    });
  });

  it("answers the same path without the header with the app's page", async () => {
    const reply = await fetch(`${server.url}/authstatus/details`);
    expect(reply.headers.get('content-type')).toContain('text/html');
    expect(await reply.text()).toContain('<title>site-admin</title>');
  });

  it('serves the app page at any site route', async () => {
    const reply = await fetch(`${server.url}/48213/dashboard`);
    expect(await reply.text()).toContain('<title>site-admin</title>');
  });

  it('lets a Prefer header pick another named reply', async () => {
    const reply = await fetch(`${server.url}/authstatus/details`, {
      headers: { ...xhr, Prefer: 'example=trial-site' },
    });
    expect(await reply.json()).toMatchObject({ sitestatus: 'T', site_name: 'Okafor Bakes' });

    const failure = await fetch(`${server.url}/authstatus/details`, {
      headers: { ...xhr, Prefer: 'code=503' },
    });
    expect(failure.status).toBe(503);
  });

  it('rejects a call the document does not describe', async () => {
    const reply = await fetch(`${server.url}/login`, {
      method: 'POST',
      headers: { ...xhr, 'Content-Type': 'application/json', 'X-XSRF-TOKEN': 'token-1' },
      body: JSON.stringify({ username: 'eleanor@hartleyfinch.co.uk' }),
    });
    expect(reply.status).toBe(422);
    expect(reply.headers.get('sl-violations')).toContain('password');
  });
});

describe('the older pages', () => {
  it('serves a stand-in that speaks the postMessage protocol', async () => {
    const reply = await fetch(`${server.url}/edit/shop.php?i=products`);
    const html = await reply.text();
    expect(reply.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('Older page /edit/shop.php');
    expect(html).toContain('showPaymentModal');
    expect(html).toContain('unloadConfirmed');
  });

  it("serves the content builder's editor, which asks the field for its content", async () => {
    const html = await (await fetch(`${server.url}/edit/content-builder.php?page=1`)).text();
    expect(html).toContain('<h1>Content builder</h1>');
    for (const message of ['request_content', 'update_content', 'update_preview', 'close_modal'])
      expect(html).toContain(message);
  });

  it('escapes what the address puts in the page', async () => {
    const html = await (await fetch(`${server.url}/edit/x.php?<script>alert(1)</script>`)).text();
    expect(html).not.toContain('<script>alert(1)</script>');
  });
});

describe('image thumbnails', () => {
  it('answers an <img> request for a thumbnail with an image of the asked size', async () => {
    const reply = await fetch(`${server.url}/image?i=9120&w=32&h=32`);
    expect(reply.headers.get('content-type')).toBe('image/svg+xml');
    expect(await reply.text()).toContain('width="32" height="32"');
  });
});

describe('caching', () => {
  it('tells caches that the page and the data at one address differ by the XHR header', async () => {
    const page = await fetch(`${server.url}/sites`);
    const data = await fetch(`${server.url}/sites`, { headers: xhr });
    expect(page.headers.get('vary')).toContain('X-Requested-With');
    expect(data.headers.get('vary')).toContain('X-Requested-With');
  });
});

describe('routes with a dot', () => {
  it("serves the app's page at a route whose last segment has a dot", async () => {
    const reply = await fetch(`${server.url}/48213/account/domains/hartleyandfinch.co.uk`, {
      headers: { Accept: 'text/html' },
    });
    expect(reply.status).toBe(200);
    expect(await reply.text()).toContain('<title>site-admin</title>');
  });

  it('still answers a missing asset with 404', async () => {
    const reply = await fetch(`${server.url}/assets/missing.js`, { headers: { Accept: '*/*' } });
    expect(reply.status).toBe(404);
  });
});
