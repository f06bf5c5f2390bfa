// What the server of `npm start` guarantees about security: the Content-Security-Policy as a
// header (framing forbidden), the CSRF token (cookie set with the page, 419 without it on every
// state-changing call) and no source maps served.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSP_DIRECTIVES, IMAGE_HOSTS } from './content-security-policy';
import { defaultSpecPath, startMockServer, type RunningMockServer } from './mock-server';

const xhr = { 'X-Requested-With': 'XMLHttpRequest' };
const json = { ...xhr, 'Content-Type': 'application/json' };
let server: RunningMockServer;
let pages: string;

beforeAll(async () => {
  pages = mkdtempSync(path.join(tmpdir(), 'site-admin-pages-'));
  writeFileSync(path.join(pages, 'index.html'), '<!doctype html><title>site-admin</title>');
  mkdirSync(path.join(pages, 'assets'));
  writeFileSync(path.join(pages, 'assets/index-abc123.js'), 'console.log(1);');
  writeFileSync(path.join(pages, 'assets/index-abc123.js.map'), '{"version":3}');
  server = await startMockServer({ staticDir: pages });
});

afterAll(async () => {
  await server.close();
  rmSync(pages, { recursive: true, force: true });
});

/** The directives of a policy by name. */
function directives(policy: string): Map<string, string> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}

const statusUpdate = {
  orders: [10452],
  status: '4.0',
  sendToAllToggle: false,
  sendEmailToggle: false,
  restockToggle: false,
};

describe('the Content-Security-Policy header', () => {
  it("is sent with the app's page and forbids framing, plugins and base rewriting", async () => {
    const reply = await fetch(`${server.url}/48213/dashboard`, {
      headers: { Accept: 'text/html' },
    });
    const policy = directives(reply.headers.get('content-security-policy') ?? '');
    expect(policy.get('frame-ancestors')).toBe("'self'");
    expect(policy.get('object-src')).toBe("'none'");
    expect(policy.get('base-uri')).toBe("'none'");
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('img-src')?.split(' ')).not.toContain('https:');
  });

  it("agrees with the page's meta tag in every directive a meta tag can carry", () => {
    const html = readFileSync(path.resolve(defaultSpecPath, '../../apps/admin/index.html'), 'utf8');
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1];
    const header = directives(CSP_DIRECTIVES.join('; '));
    header.delete('frame-ancestors');
    expect(directives(meta ?? '')).toEqual(header);
  });

  it('lets in the images of every host the contract names, and no other', () => {
    const examples = path.resolve(defaultSpecPath, '../examples');
    const hosts = new Set<string>();
    for (const file of readdirSync(examples)) {
      const text = readFileSync(path.join(examples, file), 'utf8');
      for (const [url] of text.matchAll(/https:\/\/[^\s'"]+\.(?:png|jpe?g|svg|gif|webp)\b/g))
        hosts.add(new URL(url).origin);
    }
    expect(hosts.size).toBeGreaterThan(0);
    const allowed = (origin: string) =>
      IMAGE_HOSTS.some((host) =>
        host.includes('*')
          ? new URL(origin).hostname.endsWith(host.replace('https://*', ''))
          : host === origin,
      );
    expect([...hosts].filter((origin) => !allowed(origin))).toEqual([]);
  });
});

describe('no source maps', () => {
  it('serves the built code but not its source map', async () => {
    expect((await fetch(`${server.url}/assets/index-abc123.js`)).status).toBe(200);
    expect((await fetch(`${server.url}/assets/index-abc123.js.map`)).status).toBe(404);
  });
});

describe('the CSRF token', () => {
  it("comes with the app's page as the XSRF-TOKEN cookie, readable by the app's scripts", async () => {
    const reply = await fetch(`${server.url}/48213/dashboard`, {
      headers: { Accept: 'text/html' },
    });
    const cookie = reply.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='));
    expect(cookie).toMatch(/^XSRF-TOKEN=[\w-]{20,};/);
    expect(cookie).not.toMatch(/HttpOnly/i);
  });

  it('is required on a state-changing call: 419 without it, the reply with it', async () => {
    const url = `${server.url}/48213/shop/orders/statusUpdate/`;
    const body = JSON.stringify(statusUpdate);
    const without = await fetch(url, { method: 'POST', headers: json, body });
    expect(without.status).toBe(419);
    expect(await without.json()).toEqual({ message: 'CSRF token mismatch.' });
    const withToken = await fetch(url, {
      method: 'POST',
      headers: { ...json, 'X-XSRF-TOKEN': 'token-1' },
      body,
    });
    expect(withToken.status).toBe(200);
  });

  it.each([
    ['approve', '/48213/blog/7/comments/309/approve'],
    ['not spam', '/48213/blog/7/comments/314/not-spam'],
    ['a bulk action', '/48213/blog/7/comments/bulk?action=approve&ids=309'],
    ['a publish chunk', '/publish/publish_chunked.php?mode=live'],
  ])('is required on a GET that changes state (%s)', async (_name, address) => {
    expect((await fetch(`${server.url}${address}`, { headers: xhr })).status).toBe(419);
  });

  it('is not required to read', async () => {
    expect((await fetch(`${server.url}/authstatus/details`, { headers: xhr })).status).toBe(200);
  });

  it("answers 419 when the header is not the cookie's token", async () => {
    const reply = await fetch(`${server.url}/48213/dashboard/tasks`, {
      method: 'POST',
      headers: { ...json, Cookie: 'XSRF-TOKEN=the-real-one', 'X-XSRF-TOKEN': 'a-forged-one' },
      body: JSON.stringify({ id: 1, action: 'complete' }),
    });
    expect(reply.status).toBe(419);
  });

  it('is renewed by a sign-in', async () => {
    const reply = await fetch(`${server.url}/login`, {
      method: 'POST',
      headers: { ...json, 'X-XSRF-TOKEN': 'before-sign-in' },
      body: JSON.stringify({ username: 'eleanor@hartleyfinch.co.uk', password: 'kiln-fired-1987' }),
    });
    const cookie = reply.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='));
    expect(cookie).toBeDefined();
    expect(cookie).not.toContain('before-sign-in');
  });
});
