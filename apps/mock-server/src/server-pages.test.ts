import { describe, expect, it } from 'vitest';
import { serverPage } from './server-pages';

const at = (address: string) => new URL(address, 'http://mock.local');

describe('serverPage', () => {
  it('signs out to the sign-in page', () => {
    expect(serverPage(at('/logout'))).toMatchObject({
      status: 302,
      headers: { location: '/login' },
    });
  });

  it("serves the live site's preview", () => {
    const page = serverPage(at('/48213/livesite'));
    expect(page?.status).toBe(200);
    expect(page?.body).toContain('Hartley &amp; Finch Ceramics');
  });

  it("leaves the app's pages alone", () => {
    expect(serverPage(at('/48213/dashboard'))).toBeNull();
    expect(serverPage(at('/48213/publish'))).toBeNull();
  });
});
