import { describe, expect, it } from 'vitest';
import { createApiClient, unwrap } from './api-client';
import { ApiError, UNEXPECTED_REPLY_MESSAGE } from './api-error';
import { xsrfTokenFromCookies } from './xsrf';

function fakeFetch(reply: () => Response) {
  const seen: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push(new Request(input, init));
    return reply();
  };
  return { fetch, seen };
}

const json = (body: unknown, status = 200, statusText = 'OK') =>
  new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'content-type': 'application/json' },
  });

describe('createApiClient', () => {
  it('marks every request as XMLHttpRequest so the backend answers with JSON', async () => {
    const { fetch, seen } = fakeFetch(() => json({ username: 'a', siteid: 1, site_name: 'A' }));
    const client = createApiClient({ baseUrl: 'http://backend.test', fetch });
    await client.GET('/authstatus');
    await client.POST('/login', { body: { username: 'a', password: 'b' } });
    expect(seen.map((r) => r.headers.get('X-Requested-With'))).toEqual([
      'XMLHttpRequest',
      'XMLHttpRequest',
    ]);
  });

  it('fills path parameters', async () => {
    const { fetch, seen } = fakeFetch(() => json([]));
    const client = createApiClient({ baseUrl: 'http://backend.test', fetch });
    await client.GET('/{siteid}/sidebar', { params: { path: { siteid: 48213 } } });
    expect(seen[0]?.url).toBe('http://backend.test/48213/sidebar');
  });
});

describe('the CSRF token', () => {
  it('sends X-XSRF-TOKEN from the cookie on state-changing calls and on GETs that change state', async () => {
    const { fetch, seen } = fakeFetch(() => json({ result: 'success' }));
    const client = createApiClient({
      baseUrl: 'http://backend.test',
      fetch,
      xsrfToken: () => 'token-1',
    });
    await client.POST('/{siteid}/shop/orders/statusUpdate/', {
      params: { path: { siteid: 48213 } },
      body: {
        orders: [10452],
        status: '4.0',
        sendToAllToggle: false,
        sendEmailToggle: false,
        restockToggle: false,
      },
    });
    await client.DELETE('/{siteid}/shop/orders/{id}', {
      params: { path: { siteid: 48213, id: 10452 } },
    });
    await client.GET('/{siteid}/blog/{pageid}/comments/{id}/approve', {
      params: { path: { siteid: 48213, pageid: 7, id: 309 } },
    });
    await client.GET('/publish/publish_chunked.php', { params: { query: { mode: 'live' } } });
    expect(seen.map((r) => r.headers.get('X-XSRF-TOKEN'))).toEqual([
      'token-1',
      'token-1',
      'token-1',
      'token-1',
    ]);
  });

  it('reads the cookie afresh for every request (a sign-in replaces it)', async () => {
    const { fetch, seen } = fakeFetch(() => json({ result: 'success' }));
    let token = 'before';
    const client = createApiClient({
      baseUrl: 'http://backend.test',
      fetch,
      xsrfToken: () => token,
    });
    await client.GET('/ping');
    token = 'after';
    await client.GET('/ping');
    expect(seen.map((r) => r.headers.get('X-XSRF-TOKEN'))).toEqual(['before', 'after']);
  });

  it('leaves the header out when there is no cookie', async () => {
    const { fetch, seen } = fakeFetch(() => json({ result: 'success' }));
    const client = createApiClient({
      baseUrl: 'http://backend.test',
      fetch,
      xsrfToken: () => null,
    });
    await client.GET('/ping');
    expect(seen[0]?.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('reads the token from the cookies, URL-decoded', () => {
    expect(xsrfTokenFromCookies('a=1; XSRF-TOKEN=eyJpdiI6%3D%3D; b=2')).toBe('eyJpdiI6==');
    expect(xsrfTokenFromCookies('XSRF-TOKEN-OLD=x; b=2')).toBeNull();
    expect(xsrfTokenFromCookies('')).toBeNull();
  });
});

describe('the API origin', () => {
  it.each([['.evil.example/steal'], [':8080/admin']])(
    'refuses a server-supplied path that resolves to another origin (%s), sending nothing',
    async (path) => {
      const { fetch, seen } = fakeFetch(() => json({}));
      const client = createApiClient({
        baseUrl: 'http://backend.test',
        fetch,
        xsrfToken: () => 't',
      });
      const error = await unwrap(
        client.GET(path as '/{siteid}/content/redirects', { params: { path: { siteid: 0 } } }),
      ).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).isNetworkError).toBe(false);
      expect(seen).toHaveLength(0);
    },
  );

  it('never sends a path that would put the API origin in front of credentials (@evil.example)', async () => {
    const { fetch, seen } = fakeFetch(() => json({}));
    const client = createApiClient({ baseUrl: 'http://backend.test', fetch });
    await expect(
      unwrap(
        client.GET('@evil.example/steal' as '/{siteid}/content/redirects', {
          params: { path: { siteid: 0 } },
        }),
      ),
    ).rejects.toBeInstanceOf(ApiError);
    expect(seen).toHaveLength(0);
  });

  it('sends a server-supplied path on the API origin', async () => {
    const { fetch, seen } = fakeFetch(() => json({ result: 'success' }));
    const client = createApiClient({ baseUrl: 'http://backend.test', fetch });
    await client.GET(
      '/48213/blog/7/comments/bulk?action=approve&ids=309' as '/{siteid}/content/redirects',
      {
        params: { path: { siteid: 0 } },
      },
    );
    expect(seen[0]?.url).toBe(
      'http://backend.test/48213/blog/7/comments/bulk?action=approve&ids=309',
    );
  });
});

describe('unwrap', () => {
  const client = (reply: () => Response) =>
    createApiClient({ baseUrl: 'http://backend.test', fetch: fakeFetch(reply).fetch });

  it('returns the data of a successful reply', async () => {
    const data = await unwrap(
      client(() => json({ username: 'u', siteid: 7, site_name: 'S' })).GET('/authstatus'),
    );
    expect(data.siteid).toBe(7);
  });

  it('uses the message of a failed reply', async () => {
    const call = unwrap(client(() => json({ message: 'Server Error' }, 500)).GET('/authstatus'));
    await expect(call).rejects.toMatchObject({ status: 500, message: 'Server Error' });
  });

  it('falls back to the status and status text when the reply has no message', async () => {
    const call = unwrap(
      client(() => new Response('<html>', { status: 502, statusText: 'Bad Gateway' })).GET(
        '/authstatus',
      ),
    );
    await expect(call).rejects.toMatchObject({ status: 502, message: '502 Bad Gateway' });
  });

  it('turns a result "error" body into an application error with the server message', async () => {
    const call = unwrap(
      client(() => json({ result: 'error', message: 'Site locked' })).GET('/authstatus'),
    );
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ status: 200, message: 'Site locked' });
  });

  it('reports a network failure as status 0', async () => {
    const offline = createApiClient({
      baseUrl: 'http://backend.test',
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const error = await unwrap(offline.GET('/authstatus')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isNetworkError).toBe(true);
    expect((error as ApiError).message).toBe(
      'You appear to be offline. Check your connection and try again.',
    );
  });

  it('never says 200 OK for a result "error" reply: its error text, else a plain sentence', async () => {
    const withError = unwrap(
      client(() => json({ result: 'error', error: 'That blog no longer exists.' })).GET(
        '/authstatus',
      ),
    );
    await expect(withError).rejects.toMatchObject({ message: 'That blog no longer exists.' });
    const bare = unwrap(client(() => json({ result: 'error' })).GET('/authstatus'));
    await expect(bare).rejects.toMatchObject({
      message: 'Something went wrong. Please try again.',
    });
  });

  describe('a reply that is not the JSON the contract promises', () => {
    const replies: [string, () => Response][] = [
      [
        'an HTML page',
        () =>
          new Response('<!doctype html><title>Sign in</title>', {
            headers: { 'content-type': 'text/html' },
          }),
      ],
      [
        'broken JSON',
        () => new Response('{"siteid": 7,', { headers: { 'content-type': 'application/json' } }),
      ],
      [
        'an empty body',
        () => new Response('', { headers: { 'content-type': 'application/json' } }),
      ],
      [
        'an empty body with a length of 0',
        () =>
          new Response(null, {
            headers: { 'content-type': 'application/json', 'content-length': '0' },
          }),
      ],
    ];

    it.each(replies)('is an unexpected reply for %s, not offline', async (_name, reply) => {
      const error = await unwrap(client(reply).GET('/authstatus')).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        isUnexpectedReply: true,
        isNetworkError: false,
        message: UNEXPECTED_REPLY_MESSAGE,
      });
      expect((error as ApiError).message).not.toMatch(/token|JSON/);
    });

    it('keeps a reply with no content (204) as a success', async () => {
      const data = await unwrap(client(() => new Response(null, { status: 204 })).GET('/ping'));
      expect(data).toBeUndefined();
    });

    it('still names the status of a failed reply whose body is an HTML page', async () => {
      const call = unwrap(
        client(() => new Response('<html>', { status: 404, statusText: 'Not Found' })).GET(
          '/authstatus',
        ),
      );
      await expect(call).rejects.toMatchObject({ status: 404, isUnexpectedReply: false });
    });
  });
});
