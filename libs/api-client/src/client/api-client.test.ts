import { describe, expect, it } from 'vitest';
import { createApiClient, unwrap } from './api-client';
import { ApiError } from './api-error';

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
  });
});
