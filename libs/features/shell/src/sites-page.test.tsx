import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteGroups } from '@site-admin/api-client';
import { http, renderRoutes, server, setupMockNetwork } from '@site-admin/testing';
import { describe, expect, it, vi } from 'vitest';
import { SitesPage } from './sites-page';

setupMockNetwork();

const groups: SiteGroups = {
  owned: [
    { ID: 48213, site_name: 'Hartley & Finch Ceramics', status: 'Y', plan: { name: 'Business' } },
    { ID: 48990, site_name: 'Hartley Pottery Classes', status: 'T', plan: { name: 'Trial' } },
  ],
  other: [{ ID: 50112, site_name: 'Finch Family Bakery', status: 'Y', plan: { name: 'Standard' } }],
  expired: [{ ID: 39877, site_name: 'Old Kiln Studio', status: 'X', plan: { name: 'Trial' } }],
};

function renderSites(reply: SiteGroups = groups, go = vi.fn()) {
  server.use(
    http.get('/sites', ({ response }) => response(200).json(reply)),
    http.get('/authstatus', ({ response }) =>
      response(200).json({
        username: 'eleanor@hartleyfinch.co.uk',
        siteid: 48213,
        site_name: 'Hartley & Finch Ceramics',
      }),
    ),
  );
  renderRoutes([{ path: '/sites', element: <SitesPage go={go} /> }], '/sites');
  return go;
}

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('SitesPage', () => {
  it('marks the site the session is on, and offers no sign-in to it', async () => {
    renderSites();
    await screen.findByRole('button', { name: 'Sign in to Hartley Pottery Classes' });
    const current = await screen.findByText('Current site');
    expect(current.closest('tr')).toHaveAttribute('aria-current', 'true');
    expect(current.closest('tr')).toHaveTextContent('Hartley & Finch Ceramics');
    expect(
      screen.queryByRole('button', { name: 'Sign in to Hartley & Finch Ceramics' }),
    ).not.toBeInTheDocument();
  });

  it('shows each site as a card with its sign-in on a phone', async () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    renderSites();
    const card = (await screen.findByText('Hartley Pottery Classes')).closest('li');
    expect(card).not.toBeNull();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(
      within(card as HTMLElement).getByRole('button', {
        name: 'Sign in to Hartley Pottery Classes',
      }),
    ).toBeVisible();
    vi.unstubAllGlobals();
  });

  it('shows a tab per non-empty group, the first open, sorted by name descending', async () => {
    renderSites();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'My Sites',
      'Shared With Me',
      'Expired Trials',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(names()).toEqual(['Hartley Pottery Classes', 'Hartley & Finch Ceramics']);
    expect(screen.getByText('Trial', { selector: 'span' })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: /Site Name/ }));
    expect(names()).toEqual(['Hartley & Finch Ceramics', 'Hartley Pottery Classes']);

    await userEvent.click(screen.getByRole('tab', { name: 'Expired Trials' }));
    expect(names()).toEqual(['Old Kiln Studio']);
  });

  it('shows no tab strip when only one group has sites', async () => {
    renderSites({ owned: groups.owned, other: [], expired: [] });
    expect(await screen.findByText('Hartley & Finch Ceramics')).toBeVisible();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('opens the first non-empty group first', async () => {
    renderSites({ owned: [], other: groups.other, expired: groups.expired });
    expect(await screen.findByRole('tab', { name: 'Shared With Me' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.queryByRole('tab', { name: 'My Sites' })).not.toBeInTheDocument();
  });

  it('signs in to a site and goes to its dashboard, or to the redirect the server gives', async () => {
    const chosen: unknown[] = [];
    server.use(
      http.post('/sites', async ({ request, response }) => {
        const body = await request.json();
        chosen.push(body);
        return body.site_id === 39877
          ? response(200).json({ result: 'success', redirect: '/39877/subscribe' })
          : response(200).json({ result: 'success' });
      }),
    );
    const go = renderSites();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Sign in to Hartley Pottery Classes' }),
    );
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('/48990/dashboard'));

    await userEvent.click(screen.getByRole('tab', { name: 'Expired Trials' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in to Old Kiln Studio' }));
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('/39877/subscribe'));
    expect(chosen).toEqual([{ site_id: 48990 }, { site_id: 39877 }]);
  });

  it('keeps the list usable and says so when switching fails, with the focus back on Sign in', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('/sites', async ({ response }) => {
        await answered;
        return response(403).json({ message: "You don't have access to this website." });
      }),
    );
    const go = renderSites();
    const signIn = await screen.findByRole('button', {
      name: 'Sign in to Hartley Pottery Classes',
    });
    await userEvent.click(signIn);
    await waitFor(() => expect(signIn).toBeDisabled());
    // A browser drops the focus of a button that becomes disabled to the page; jsdom keeps it.
    const spare = document.body.appendChild(document.createElement('button'));
    spare.focus();
    spare.remove();
    expect(signIn).not.toHaveFocus();
    answer();
    expect(
      await screen.findByText('We could not switch to Hartley Pottery Classes'),
    ).toBeInTheDocument();
    expect(go).not.toHaveBeenCalled();
    expect(signIn).toBeEnabled();
    // The owner carries on from the button they pressed.
    await waitFor(() => expect(signIn).toHaveFocus());
  });

  it('adds no notice of its own to a server failure the app already told', async () => {
    let calls = 0;
    server.use(
      http.post('/sites', ({ response }) => {
        calls += 1;
        return response(500).json({ message: 'Server Error' });
      }),
    );
    renderSites();
    // (A site no other test fails to switch to: the notices region outlives a test.)
    await userEvent.click(await screen.findByRole('tab', { name: 'Expired Trials' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in to Old Kiln Studio' }));
    await vi.waitFor(() => expect(calls).toBe(1), { timeout: 10_000 });
    await vi.waitFor(
      () =>
        expect(screen.getByRole('button', { name: 'Sign in to Old Kiln Studio' })).toBeEnabled(),
      { timeout: 10_000 },
    );
    // Notices are drawn a moment after they are asked for: give one the time to appear.
    await expect(
      screen.findByText('We could not switch to Old Kiln Studio', undefined, { timeout: 2000 }),
    ).rejects.toThrow();
    expect(screen.queryByText('Server Error')).toBeNull();
  });

  it('says the session expired, with no Try again, when the list answers 419', async () => {
    server.use(
      http.get('/sites', ({ response }) => response(419).json({ message: 'CSRF token mismatch.' })),
    );
    renderRoutes([{ path: '/sites', element: <SitesPage go={vi.fn()} /> }], '/sites');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Your session has expired due to inactivity. Please reload the page and try again.',
    );
    expect(alert).not.toHaveTextContent('CSRF token mismatch.');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows the error with a retry when the list cannot load', async () => {
    server.use(
      http.get('/sites', ({ response }) => response(500).json({ message: 'Server Error' })),
    );
    renderRoutes([{ path: '/sites', element: <SitesPage go={vi.fn()} /> }], '/sites');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your websites');
    expect(alert).toHaveTextContent('A server error has occurred');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
