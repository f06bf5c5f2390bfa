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

/**
 * A browser: opens a page, keeps the cookies it is given (the session and the CSRF token) and
 * sends the token back with its calls, as the app does.
 */
async function newBrowser() {
  const page = await fetch(`${server.url}/48213/dashboard`, { headers: { Accept: 'text/html' } });
  const pairs = page.headers.getSetCookie().map((header) => header.split(';')[0] ?? '');
  const session = pairs.find((pair) => pair.startsWith('site_admin_session='));
  expect(session).toMatch(/^site_admin_session=.+/);
  const token = pairs.find((pair) => pair.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length);
  const cookie = pairs.join('; ');
  return {
    cookie: session ?? '',
    call: (address: string, init: RequestInit = {}) =>
      fetch(`${server.url}${address}`, {
        ...init,
        redirect: 'manual',
        headers: {
          ...xhr,
          'Content-Type': 'application/json',
          cookie,
          ...(token ? { 'X-XSRF-TOKEN': decodeURIComponent(token) } : {}),
          ...init.headers,
        },
      }),
  };
}

describe('the mock session', () => {
  it('gives each browser its own session, whose site changes when another site is chosen', async () => {
    const tabs = await newBrowser();
    const other = await newBrowser();
    expect(tabs.cookie).not.toBe(other.cookie);

    const chosen = await tabs.call('/sites', {
      method: 'POST',
      body: JSON.stringify({ site_id: 48990 }),
    });
    expect(chosen.status).toBe(200);

    expect(await (await tabs.call('/authstatus/details')).json()).toMatchObject({
      siteid: 48990,
      site_name: 'Hartley Pottery Classes',
    });
    expect(await (await tabs.call('/authstatus')).json()).toMatchObject({ siteid: 48990 });
    // Another browser, and a call without a session of its own, keep the example site.
    expect(await (await other.call('/authstatus/details')).json()).toMatchObject({
      siteid: 48213,
    });
    const plain = await fetch(`${server.url}/authstatus/details`, { headers: xhr });
    expect(await plain.json()).toMatchObject({ siteid: 48213 });
  });

  it('signs out: calls answer 401, pages go to the sign-in page, signing in ends it', async () => {
    const browser = await newBrowser();
    const out = await browser.call('/logout', { method: 'POST' });
    expect(out.status).toBe(204);

    expect((await browser.call('/authstatus/details')).status).toBe(401);
    const page = await fetch(`${server.url}/48213/shop/orders?page=2`, {
      redirect: 'manual',
      headers: { Accept: 'text/html', cookie: browser.cookie },
    });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe(
      `/login?redirect=${encodeURIComponent('/48213/shop/orders?page=2')}`,
    );
    const login = await fetch(`${server.url}/login`, {
      headers: { Accept: 'text/html', cookie: browser.cookie },
    });
    expect(login.status).toBe(200);

    const signIn = await browser.call('/login', {
      method: 'POST',
      body: JSON.stringify({
        username: 'eleanor@hartleyfinch.co.uk',
        password: 'kiln-fired-1987',
        siteid: 48213,
      }),
    });
    expect(signIn.status).toBe(200);
    expect((await browser.call('/authstatus/details')).status).toBe(200);
  });

  it("signs out at the backend's own /logout address too", async () => {
    const browser = await newBrowser();
    const page = await fetch(`${server.url}/logout`, {
      redirect: 'manual',
      headers: { Accept: 'text/html', cookie: browser.cookie },
    });
    expect(page.headers.get('location')).toBe('/login');
    expect((await browser.call('/authstatus/details')).status).toBe(401);
  });
});
