import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  activeShopAccount,
  http,
  renderRoutes,
  server,
  setupMockNetwork,
  shopSidebar,
} from '@site-admin/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { broadcastSiteChanged } from './broadcast';
import { ShellLayout } from './shell-layout';

setupMockNetwork();
afterEach(() => vi.restoreAllMocks());

const page = (text: string, section: string) => ({
  element: <p>{text}</p>,
  handle: { section },
});
const routes = [
  {
    path: '/:siteid',
    element: <ShellLayout />,
    children: [
      { path: 'dashboard', ...page('Dashboard page', 'dashboard') },
      { path: 'shop', ...page('Shop page', 'shop') },
      { path: 'shop/orders/*', ...page('Orders page', 'shop') },
    ],
  },
];

/** The account as the server has it; `siteid` changes when another tab switches site. */
function serveSession(account = { siteid: activeShopAccount.siteid }) {
  server.use(
    http.get('/authstatus/details', ({ response }) =>
      response(200).json({ ...activeShopAccount, siteid: account.siteid }),
    ),
    http.get('/{siteid}/sidebar', ({ response }) => response(200).json(shopSidebar)),
    http.get('/ping', ({ response }) => response(204).empty()),
    http.get('/sites', ({ response }) =>
      response(200).json({
        owned: [
          {
            ID: 48213,
            site_name: 'Hartley & Finch Ceramics',
            status: 'Y',
            plan: { name: 'Business' },
          },
          { ID: 48990, site_name: 'Hartley Pottery Classes', status: 'T', plan: { name: 'Trial' } },
        ],
        other: [],
        expired: [],
      }),
    ),
  );
  return account;
}

const currentLinks = (nav: HTMLElement) =>
  within(nav)
    .queryAllByRole('link', { hidden: true })
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

describe('the sidebar', () => {
  it.each([
    ['/48213/shop?i=delivery', ['Delivery']],
    ['/48213/shop?i=gateways', ['Settings']],
    ['/48213/shop', ['Settings']],
    ['/48213/shop/orders/10452', ['Orders']],
  ])('at %s marks one item current: %s', async (address, current) => {
    serveSession();
    renderRoutes(routes, address);
    const nav = await screen.findByRole('navigation', { name: 'Shop menu', hidden: true });
    expect(currentLinks(nav)).toEqual(current);
  });
});

describe('a site switch in another tab', () => {
  const notice = () =>
    screen.findByRole('alertdialog', { name: 'You are working on another website' });

  it('opens the site-change modal as soon as the other tab says so', async () => {
    const account = serveSession();
    renderRoutes(routes, '/48213/dashboard');
    await screen.findByTestId('site-name');
    account.siteid = 48990;
    broadcastSiteChanged(48990);
    expect(await notice()).toHaveTextContent('Hartley & Finch Ceramics');
  });

  it('is noticed when the tab comes back into focus', async () => {
    const account = serveSession();
    renderRoutes(routes, '/48213/dashboard');
    await screen.findByTestId('site-name');
    account.siteid = 48990;
    window.dispatchEvent(new Event('focus'));
    const modal = await notice();
    expect(
      await within(modal).findByRole('button', {
        name: 'Switch back to Hartley & Finch Ceramics',
      }),
    ).toBeInTheDocument();
  });

  it('is noticed when the tab becomes visible again', async () => {
    const account = serveSession();
    renderRoutes(routes, '/48213/dashboard');
    await screen.findByTestId('site-name');
    account.siteid = 48990;
    // The owner comes back to the tab (another tab was in front): no focus event, only this.
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await notice()).toHaveTextContent('in another browser tab');
  });
});

describe('keyboard', () => {
  it('moves between the section menus with the arrow keys', async () => {
    serveSession();
    renderRoutes(routes, '/48213/dashboard');
    await screen.findByTestId('site-name');
    const sections = screen.getByLabelText('Sections');
    const button = (name: string) => within(sections).getByRole('button', { name, hidden: true });
    // The test site has two sections: Dashboard, then Shop; the arrows go round.
    button('Dashboard').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(button('Shop')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(button('Dashboard')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(button('Shop')).toHaveFocus();
  });

  it('takes the owner to a page picked from a section menu, with focus in that page', async () => {
    serveSession();
    renderRoutes(routes, '/48213/dashboard');
    await screen.findByTestId('site-name');
    const sections = screen.getByLabelText('Sections');
    within(sections).getByRole('button', { name: 'Shop', hidden: true }).focus();
    await userEvent.keyboard('{Enter}');
    // Enter opens the menu on its first item, Orders; Enter again picks it.
    const orders = await screen.findByRole('menuitem', { name: /Orders/ });
    await waitFor(() => expect(orders).toHaveAttribute('data-highlighted'));
    // The menu takes focus a frame after it opens (its button is drawn anew with the menu's
    // code): the next key goes to the menu, not to the page, only from then on.
    await waitFor(() => expect(screen.getByRole('menu')).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Orders page')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it('offers a skip link first, which moves focus to the page', async () => {
    serveSession();
    renderRoutes(routes, '/48213/dashboard');
    await screen.findByTestId('site-name');
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });
});
