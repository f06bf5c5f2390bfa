import { render, screen } from '@testing-library/react';
import {
  serveEmptyDashboard,
  serveSignedInShop,
  server,
  setupMockNetwork,
} from '@site-admin/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from './app';

setupMockNetwork();

/** Each API call the app makes, as `METHOD path?query`, in order. */
function recordCalls(): string[] {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.pathname}${url.search}`);
  });
  serveSignedInShop();
  serveEmptyDashboard();
  return calls;
}

afterEach(() => {
  server.events.removeAllListeners();
  window.history.replaceState(null, '', '/');
});

describe('the app starting on a site page', () => {
  it("asks for the account, the sidebar and the page's data before React draws anything", async () => {
    const calls = recordCalls();
    window.history.replaceState(null, '', '/48213/dashboard?page=2');
    void createApp();
    await expect
      .poll(() => [...calls].sort())
      .toEqual([
        'GET /48213/dashboard?page=2&withtotals=true',
        'GET /48213/sidebar',
        'GET /authstatus/details',
      ]);
  });

  it('asks for an order opened by its address with the order list, before React draws anything', async () => {
    const calls = recordCalls();
    window.history.replaceState(null, '', '/48213/shop/orders/10452');
    void createApp();
    await expect
      .poll(() => [...calls].sort())
      .toEqual([
        'GET /48213/shop/orders/10452',
        'GET /48213/shop/orders?withtotals=true',
        'GET /48213/sidebar',
        'GET /authstatus/details',
      ]);
  });

  it('draws the page from those replies without asking again', async () => {
    const calls = recordCalls();
    window.history.replaceState(null, '', '/48213/dashboard');
    const App = await createApp();
    render(<App />);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    expect(screen.getByTestId('site-name')).toHaveTextContent('Hartley & Finch Ceramics');
    // The first calls are those three, each once; neither the page's own request nor the
    // account (which the dashboard reloads on mount when it is older) is repeated.
    expect(calls.slice(0, 3).sort()).toEqual([
      'GET /48213/dashboard?withtotals=true',
      'GET /48213/sidebar',
      'GET /authstatus/details',
    ]);
    const times = (call: string) => calls.filter((made) => made === call).length;
    expect(times('GET /48213/dashboard?withtotals=true')).toBe(1);
    expect(times('GET /48213/sidebar')).toBe(1);
    expect(times('GET /authstatus/details')).toBe(1);
  });
});
