// The backend team's loop, tested against the mock server standing in for a backend and a tiny
// stand-in on loopback that answers one call off-contract.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMockServer, type RunningMockServer } from '@site-admin/mock-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  contractViolations,
  describeViolations,
  readViolations,
  startContractProxy,
} from './contract-proxy';
import { describeFailures, parseArgs, verifyBackend } from './contract-verify';

/** A backend like `target` except that GET /authstatus/details answers off the contract. */
function startOffContractBackend(target: string): Promise<{ url: string; close(): void }> {
  const server = http.createServer((req, res) => {
    if (req.url === '/authstatus/details' && !req.headers['prefer']) {
      // A staging backend's session cookie names its own domain.
      res.setHeader('set-cookie', [
        'session=abc; Domain=.staging.example.com; Path=/; Expires=Tue, 02 Mar 2027 10:00:00 GMT; HttpOnly',
        'XSRF-TOKEN=t0k3n; path=/; domain=staging.example.com',
      ]);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ siteid: 'forty-eight', firstname: 'Eleanor' }));
      return;
    }
    const call = http.request(
      new URL(req.url ?? '/', target),
      { method: req.method, headers: req.headers },
      (reply) => {
        res.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(res);
      },
    );
    req.pipe(call);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => {
          server.close();
          server.closeAllConnections();
        },
      });
    }),
  );
}

const matcher = (match: string) => ({ combine: 'AND', matchers: [{ match }] });

/** Two interactions as the consumer tests write them (Pact specification 3). */
const pact = {
  consumer: { name: 'site-admin' },
  provider: { name: 'site-admin-api' },
  interactions: [
    {
      description: 'a keep-alive ping',
      providerStates: [{ name: 'an active shop owner is signed in' }],
      request: { method: 'GET', path: '/ping', headers: { 'X-Requested-With': 'XMLHttpRequest' } },
      response: { status: 204 },
    },
    {
      description: 'a request for the account details',
      providerStates: [{ name: 'an active shop owner is signed in' }],
      request: {
        method: 'GET',
        path: '/authstatus/details',
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
      },
      response: {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
        body: { siteid: 48213, firstname: 'Eleanor' },
        matchingRules: {
          body: { '$.siteid': matcher('integer'), '$.firstname': matcher('type') },
        },
      },
    },
  ],
  metadata: { pactSpecification: { version: '3.0.0' } },
};

let mock: RunningMockServer;
let offContract: { url: string; close(): void };
let pactDir: string;

beforeAll(async () => {
  process.env['PACT_DO_NOT_TRACK'] = 'true';
  pactDir = mkdtempSync(path.join(tmpdir(), 'pacts-'));
  writeFileSync(path.join(pactDir, 'site-admin-site-admin-api.json'), JSON.stringify(pact));
  mock = await startMockServer({ staticDir: null });
  offContract = await startOffContractBackend(mock.url);
});

afterAll(async () => {
  offContract.close();
  await mock.close();
  rmSync(pactDir, { recursive: true, force: true });
});

describe('npm run contract:verify -- <base-url>', () => {
  it('reads the base address, headers and pact folder, and refuses what it cannot use', () => {
    expect(parseArgs(['https://staging.example.com/', '--header', 'Cookie: s=1'], {})).toEqual({
      baseUrl: 'https://staging.example.com',
      headers: ['Cookie: s=1'],
      pactDir: expect.stringMatching(/pacts$/),
    });
    expect(parseArgs([], {})).toMatch(/^Usage/);
    expect(parseArgs(['ftp://example.com'], {})).toMatch(/Not an http\(s\) address/);
    expect(parseArgs(['http://x', '--header', 'nonsense'], {})).toMatch(/Not a header/);
  });

  it('passes against the mock server', async () => {
    await expect(verifyBackend({ baseUrl: mock.url, pactDir, headers: [] })).resolves.toBe(true);
  });

  it('prints the call, its provider state and each mismatch of a reply off the contract', async () => {
    const printed: string[] = [];
    const error = vi.spyOn(console, 'error').mockImplementation((line: unknown) => {
      printed.push(String(line));
    });
    try {
      await expect(verifyBackend({ baseUrl: offContract.url, pactDir, headers: [] })).resolves.toBe(
        false,
      );
    } finally {
      error.mockRestore();
    }
    const report = printed.join('\n');
    expect(report).toContain(`1 interaction(s) did not match at ${offContract.url}`);
    expect(report).toContain('✗ GET /authstatus/details: a request for the account details');
    expect(report).toContain('given an active shop owner is signed in');
    expect(report).toContain("$.siteid: Expected 'forty-eight' (String) to be an integer");
    expect(report).not.toContain('/ping');
  });

  it('as a command: exits 0 when all match, 1 with the mismatches printed, 2 when the backend is unreachable', async () => {
    const script = fileURLToPath(new URL('./contract-verify.ts', import.meta.url));
    const run = (...args: string[]) =>
      new Promise<{ code: number; output: string }>((resolve) => {
        execFile(
          process.execPath,
          ['--import', 'tsx', script, ...args, '--pact-dir', pactDir],
          { env: { ...process.env, PACT_DO_NOT_TRACK: 'true' } },
          (error, stdout, stderr) => {
            const code = error && typeof error.code === 'number' ? error.code : error ? -1 : 0;
            resolve({ code, output: `${stdout}${stderr}` });
          },
        );
      });
    // A port nothing listens on any more.
    const closed = await new Promise<number>((resolve) => {
      const server = http.createServer().listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });

    expect((await run(mock.url)).code).toBe(0);
    const wrong = await run(offContract.url);
    expect(wrong.code).toBe(1);
    expect(wrong.output).toContain('✗ GET /authstatus/details: a request for the account details');
    expect(wrong.output).toContain("$.siteid: Expected 'forty-eight' (String) to be an integer");
    const unreachable = await run(`http://127.0.0.1:${closed}`);
    expect(unreachable.code).toBe(2);
    expect(unreachable.output).toContain(`Cannot reach the backend at http://127.0.0.1:${closed}`);
  });

  it('says so when the verifier fails without a list of mismatches', () => {
    expect(describeFailures('connection refused', [], 'http://127.0.0.1:9')).toBe(
      'The pacts could not be replayed against http://127.0.0.1:9: connection refused',
    );
  });
});

describe('npm run proxy -- <base-url>', () => {
  it('passes every reply on and logs each one that breaks the contract', async () => {
    const logged: string[] = [];
    const proxy = await startContractProxy({
      upstream: offContract.url,
      staticDir: null,
      log: (entry) => logged.push(entry),
    });
    try {
      const xhr = { headers: { 'X-Requested-With': 'XMLHttpRequest' } };
      const orders = await fetch(`${proxy.url}/48213/shop/orders`, xhr);
      expect(orders.status).toBe(200);
      expect(await orders.json()).toMatchObject({ layout: 'list' });
      expect(logged).toEqual([]);

      const account = await fetch(`${proxy.url}/authstatus/details`, xhr);
      // The reply reaches the app as the backend sent it.
      expect(await account.json()).toEqual({ siteid: 'forty-eight', firstname: 'Eleanor' });
      // Its cookies lose their domain, so the browser keeps the session for the proxy's address.
      expect(account.headers.getSetCookie()).toEqual([
        'session=abc; Path=/; Expires=Tue, 02 Mar 2027 10:00:00 GMT; HttpOnly',
        'XSRF-TOKEN=t0k3n; path=/',
      ]);
      expect(logged).toHaveLength(1);
      expect(logged[0]).toContain('✗ GET /authstatus/details → 200 breaks the contract:');
      expect(logged[0]).toContain(
        'response.body.siteid: Response body property siteid must be integer',
      );
      expect(logged[0]).toContain("must have required property 'lastname'");
      expect(proxy.violations()).toBe(1);

      // Pages the backend answers itself go straight to it.
      const page = await fetch(`${proxy.url}/edit/dispatch_note.php?id=10452`);
      expect(page.status).toBe(200);
      expect(logged).toHaveLength(1);
    } finally {
      await proxy.close();
    }
  });

  it('logs nothing for the mock server, which keeps the contract', async () => {
    const logged: string[] = [];
    const proxy = await startContractProxy({
      upstream: mock.url,
      staticDir: null,
      log: (entry) => logged.push(entry),
    });
    try {
      const xhr = { headers: { 'X-Requested-With': 'XMLHttpRequest' } };
      for (const call of ['/authstatus/details', '/48213/sidebar', '/48213/shop/orders/10452']) {
        expect((await fetch(`${proxy.url}${call}`, xhr)).status).toBe(200);
      }
      expect(logged).toEqual([]);
    } finally {
      await proxy.close();
    }
  });

  it('reads Prism’s violations header and leaves a missing session to the backend', () => {
    const violations = readViolations(
      JSON.stringify([
        { location: ['request'], severity: 'Error', message: 'Invalid security scheme used' },
        { location: ['response', 'body'], severity: 'Error', message: 'must be integer' },
      ]),
    );
    expect(contractViolations(violations)).toHaveLength(1);
    expect(describeViolations('GET', '/ping', 200, contractViolations(violations))).toBe(
      '✗ GET /ping → 200 breaks the contract:\n  [Error] response.body: must be integer',
    );
    expect(readViolations(undefined)).toEqual([]);
  });
});
