import { describe, expect, it, vi } from 'vitest';
import { createApiClient, unwrap } from './api-client';
import { createSessionMiddleware, type SessionHandlers } from './session-middleware';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

function handlers(overrides: Partial<SessionHandlers> = {}): SessionHandlers {
  return {
    reauthenticate: vi.fn(() => Promise.resolve()),
    sessionExpired: vi.fn(),
    maintenance: vi.fn(),
    serverError: vi.fn(),
    offline: vi.fn(),
    versionSeen: vi.fn(),
    ...overrides,
  };
}

/** A backend whose replies come from a list, recording what it was sent. */
function backend(...replies: (() => Response)[]) {
  const seen: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    seen.push(request);
    const next = replies.shift();
    if (!next) throw new Error(`unexpected request ${request.url}`);
    return next();
  };
  return { fetch, seen };
}

/** A client of the test backend with the session middleware over `session`'s handlers. */
const sessionClient = (session: SessionHandlers, fetch: typeof globalThis.fetch) =>
  createApiClient({
    baseUrl: 'http://backend.test',
    fetch,
    middleware: [createSessionMiddleware(session)],
  });

const status = {
  username: 'eleanor@hartleyfinch.co.uk',
  siteid: 48213,
  site_name: 'Hartley & Finch Ceramics',
};

describe('session middleware', () => {
  it('waits for the login dialog on a 401, then sends the same request again', async () => {
    const session = handlers();
    const { fetch, seen } = backend(
      () => json({ message: 'Unauthenticated.' }, 401),
      () => json(status),
    );
    const client = sessionClient(session, fetch);

    await expect(unwrap(client.GET('/authstatus'))).resolves.toEqual(status);
    expect(session.reauthenticate).toHaveBeenCalledTimes(1);
    expect(seen.map((r) => r.url)).toEqual([
      'http://backend.test/authstatus',
      'http://backend.test/authstatus',
    ]);
    expect(seen[1]?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('opens one dialog for several 401s at once and retries them all', async () => {
    let signIn: () => void = () => undefined;
    const session = handlers({
      reauthenticate: vi.fn(() => new Promise<void>((resolve) => (signIn = resolve))),
    });
    const { fetch, seen } = backend(
      () => json({ message: 'Unauthenticated.' }, 401),
      () => json({ message: 'Unauthenticated.' }, 401),
      () => json(status),
      () => json(status),
    );
    const client = sessionClient(session, fetch);

    const both = Promise.all([
      unwrap(client.GET('/authstatus')),
      unwrap(client.GET('/authstatus')),
    ]);
    await vi.waitFor(() => expect(session.reauthenticate).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    signIn();
    await expect(both).resolves.toEqual([status, status]);
    expect(session.reauthenticate).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(4);
  });

  it('sends a form again with its body, calling fetch unbound as the browser requires', async () => {
    const { fetch: record, seen } = backend(
      () => json({ message: 'Unauthenticated.' }, 401),
      () => json({ message: 'Holding page saved' }),
    );
    // The browser's fetch throws 'Illegal invocation' when called as a method of another object.
    function browserFetch(this: unknown, input: RequestInfo | URL, init?: RequestInit) {
      if (this !== undefined && this !== globalThis) throw new TypeError('Illegal invocation');
      return record(input, init);
    }
    const client = createApiClient({
      baseUrl: 'http://backend.test',
      fetch: browserFetch,
      middleware: [createSessionMiddleware(handlers())],
    });
    const body = { heading: 'Opening soon' };
    await expect(
      unwrap(
        client.PUT('/{siteid}/content/holding-page/{holding_page}/edit', {
          params: { path: { siteid: 48213, holding_page: 1 } },
          body,
        }),
      ),
    ).resolves.toEqual({ message: 'Holding page saved' });
    expect(seen).toHaveLength(2);
    expect(await seen[1]?.json()).toEqual(body);
  });

  it('gives the 401 back when the user closes the dialog without signing in', async () => {
    const session = handlers({
      reauthenticate: vi.fn(() => Promise.reject(new Error('cancelled'))),
    });
    const { fetch } = backend(() => json({ message: 'Unauthenticated.' }, 401));
    const client = sessionClient(session, fetch);
    await expect(unwrap(client.GET('/authstatus'))).rejects.toMatchObject({ status: 401 });
  });

  it('sends the request again with the token of the new session', async () => {
    let token = 'old-session-token';
    const session = handlers({
      reauthenticate: vi.fn(() => {
        // Signing in gives the session a new XSRF-TOKEN cookie.
        token = 'new-session-token';
        return Promise.resolve();
      }),
    });
    const { fetch, seen } = backend(
      () => json({ message: 'Unauthenticated.' }, 401),
      () => json({ result: 'success' }),
    );
    const xsrfToken = () => token;
    const client = createApiClient({
      baseUrl: 'http://backend.test',
      fetch,
      xsrfToken,
      middleware: [createSessionMiddleware(session, { xsrfToken })],
    });
    await client.GET('/{siteid}/blog/{pageid}/comments/{id}/approve', {
      params: { path: { siteid: 48213, pageid: 7, id: 309 } },
    });
    expect(seen.map((r) => r.headers.get('X-XSRF-TOKEN'))).toEqual([
      'old-session-token',
      'new-session-token',
    ]);
  });

  it.each([
    [419, { message: 'CSRF token mismatch.' }, 'sessionExpired'],
    [503, { message: 'We are updating the site builder.' }, 'maintenance'],
    [500, { message: 'Server Error' }, 'serverError'],
  ] as const)(
    'handles a %i to the request sent again after signing in (%s)',
    async (code, body, handler) => {
      const session = handlers();
      const { fetch } = backend(
        () => json({ message: 'Unauthenticated.' }, 401),
        () => json(body, code),
      );
      const client = sessionClient(session, fetch);
      await expect(unwrap(client.GET('/authstatus'))).rejects.toMatchObject({ status: code });
      expect(session[handler]).toHaveBeenCalledTimes(1);
    },
  );

  it('tells nothing when a background call (the new-order count) fails or gets no reply', async () => {
    const session = handlers();
    const { fetch } = backend(
      () => json({ message: 'Server Error' }, 500),
      () => json({ message: 'Server Error' }, 500),
    );
    const client = sessionClient(session, fetch);
    const newCount = () =>
      client.GET('/{siteid}/shop/orders/new-count', { params: { path: { siteid: 48213 } } });
    await expect(unwrap(newCount())).rejects.toMatchObject({ status: 500 });
    const offline = sessionClient(session, () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(
      offline.GET('/{siteid}/shop/orders/new-count', { params: { path: { siteid: 48213 } } }),
    ).rejects.toThrow();
    expect(session.serverError).not.toHaveBeenCalled();
    expect(session.offline).not.toHaveBeenCalled();
    // The owner's own calls still tell it.
    await expect(unwrap(client.GET('/authstatus'))).rejects.toMatchObject({ status: 500 });
    expect(session.serverError).toHaveBeenCalledTimes(1);
  });

  it('gives back a second 401 to the request sent again, without another dialog', async () => {
    const session = handlers();
    const { fetch, seen } = backend(
      () => json({ message: 'Unauthenticated.' }, 401),
      () => json({ message: 'Unauthenticated.' }, 401),
    );
    const client = sessionClient(session, fetch);
    await expect(unwrap(client.GET('/authstatus'))).rejects.toMatchObject({ status: 401 });
    expect(session.reauthenticate).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(2);
  });

  it('lets a 401 that arrives just after the sign-in ended join it, not open a second dialog', async () => {
    const session = handlers();
    let lateReply: (response: Response) => void = () => undefined;
    const seen: Request[] = [];
    const replies: (() => Response | Promise<Response>)[] = [
      // The first request: its 401 opens the dialog at once.
      () => json({ message: 'Unauthenticated.' }, 401),
      // The second request left at the same time; its 401 comes after the sign-in.
      () => new Promise<Response>((resolve) => (lateReply = resolve)),
      () => json(status),
      () => json(status),
    ];
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Request(input, init));
      const next = replies.shift();
      if (!next) throw new Error('unexpected request');
      return next();
    };
    const client = sessionClient(session, fetch);
    const first = unwrap(client.GET('/authstatus'));
    const second = unwrap(client.GET('/authstatus'));
    await expect(first).resolves.toEqual(status);
    lateReply(json({ message: 'Unauthenticated.' }, 401));
    await expect(second).resolves.toEqual(status);
    expect(session.reauthenticate).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(4);
  });

  it('gives a late 401 back when the user closed the dialog, without opening it again', async () => {
    const session = handlers({
      reauthenticate: vi.fn(() => Promise.reject(new Error('cancelled'))),
    });
    let lateReply: (response: Response) => void = () => undefined;
    const replies: (() => Response | Promise<Response>)[] = [
      () => json({ message: 'Unauthenticated.' }, 401),
      () => new Promise<Response>((resolve) => (lateReply = resolve)),
    ];
    const client = sessionClient(session, async () => {
      const next = replies.shift();
      if (!next) throw new Error('unexpected request');
      return next();
    });
    const first = unwrap(client.GET('/authstatus'));
    const second = unwrap(client.GET('/authstatus'));
    await expect(first).rejects.toMatchObject({ status: 401 });
    lateReply(json({ message: 'Unauthenticated.' }, 401));
    await expect(second).rejects.toMatchObject({ status: 401 });
    expect(session.reauthenticate).toHaveBeenCalledTimes(1);
  });

  it('opens the dialog again for a request sent after the last sign-in', async () => {
    const session = handlers();
    const { fetch } = backend(
      () => json({ message: 'Unauthenticated.' }, 401),
      () => json(status),
      () => json({ message: 'Unauthenticated.' }, 401),
      () => json(status),
    );
    const client = sessionClient(session, fetch);
    await unwrap(client.GET('/authstatus'));
    await unwrap(client.GET('/authstatus'));
    expect(session.reauthenticate).toHaveBeenCalledTimes(2);
  });

  it("tells a sign-in's server failure like any other call's, and leaves its refusals to the form", async () => {
    const session = handlers();
    const { fetch } = backend(
      () => json({ message: 'Server Error' }, 500),
      () => json({ message: 'Your password is incorrect' }, 422),
      () => json({ message: 'Too many attempts' }, 429),
    );
    const client = sessionClient(session, fetch);
    await client.POST('/login', { body: { username: 'a', password: 'b' } });
    expect(session.serverError).toHaveBeenCalledTimes(1);
    await client.POST('/login', { body: { username: 'a', password: 'b' } });
    await client.POST('/login/2fa', { body: { one_time_password: '123456' } });
    expect(session.serverError).toHaveBeenCalledTimes(1);
    expect(session.sessionExpired).not.toHaveBeenCalled();
  });

  it('never opens the dialog for the login call itself', async () => {
    const session = handlers();
    const { fetch } = backend(() => json({ message: 'Unauthenticated.' }, 401));
    const client = sessionClient(session, fetch);
    await client.POST('/login', { body: { username: 'a', password: 'b' } });
    expect(session.reauthenticate).not.toHaveBeenCalled();
  });

  it.each([
    [419, { message: 'CSRF token mismatch.' }, 'sessionExpired'],
    [503, { message: 'We are updating the site builder.' }, 'maintenance'],
    [500, { message: 'Server Error' }, 'serverError'],
    [502, {}, 'serverError'],
  ] as const)('reports a %i to %s', async (code, body, handler) => {
    const session = handlers();
    const { fetch } = backend(() => json(body, code));
    const client = sessionClient(session, fetch);
    await client.GET('/authstatus');
    expect(session[handler]).toHaveBeenCalledTimes(1);
    if (handler === 'maintenance')
      expect(session.maintenance).toHaveBeenCalledWith('We are updating the site builder.');
  });

  it('reports every x-version it sees', async () => {
    const session = handlers();
    const { fetch } = backend(() => json(status, 200, { 'x-version': '2026.11.3' }));
    const client = sessionClient(session, fetch);
    await client.GET('/authstatus');
    expect(session.versionSeen).toHaveBeenCalledWith('2026.11.3');
  });

  it('reports a request that got no reply as offline', async () => {
    const session = handlers();
    const client = sessionClient(session, () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(unwrap(client.GET('/authstatus'))).rejects.toMatchObject({ status: 0 });
    expect(session.offline).toHaveBeenCalledTimes(1);
  });

  it('does not call an HTML page in place of JSON offline', async () => {
    const session = handlers();
    const client = sessionClient(
      session,
      backend(
        () =>
          new Response('<!doctype html><p>Sign in</p>', {
            headers: { 'content-type': 'text/html' },
          }),
      ).fetch,
    );
    await expect(unwrap(client.GET('/authstatus'))).rejects.toMatchObject({
      isUnexpectedReply: true,
      isNetworkError: false,
    });
    expect(session.offline).not.toHaveBeenCalled();
    expect(session.serverError).not.toHaveBeenCalled();
  });
});
