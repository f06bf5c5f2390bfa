import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Account } from '@site-admin/api-client';
import {
  activeShopAccount,
  http,
  renderRoutes,
  server,
  setupMockNetwork,
  shopSidebar,
} from '@site-admin/testing';
import { describe, expect, it } from 'vitest';
import { ShellLayout } from './shell-layout';

setupMockNetwork();

function renderAs(account: Account) {
  server.use(
    http.get('/authstatus/details', ({ response }) => response(200).json(account)),
    http.get('/{siteid}/sidebar', ({ response }) => response(200).json(shopSidebar)),
    http.get('/ping', ({ response }) => response(204).empty()),
  );
  return renderRoutes(
    [
      {
        path: '/:siteid',
        element: <ShellLayout />,
        children: [
          { path: 'dashboard', element: <p>Dashboard page</p>, handle: { section: 'dashboard' } },
          { path: 'subscribe', element: <p>Plans page</p> },
        ],
      },
    ],
    `/${account.siteid}/dashboard`,
  );
}

const trial: Account = {
  ...activeShopAccount,
  sitestatus: 'T',
  account_age: 4,
  primary_domain: null,
  last_publish_date: null,
};

describe('the top bar', () => {
  it('shows the trial bar with the days left, and upgrading opens the plans', async () => {
    const { router } = renderAs(trial);
    const bar = await screen.findByRole('region', { name: 'Your trial' });
    expect(bar).toHaveTextContent('Your free trial ends in 10 days.');
    await userEvent.click(within(bar).getByRole('button', { name: 'Upgrade Now' }));
    expect(router.state.location.pathname).toBe('/48213/subscribe');
  });

  it('shows no trial bar, and a referral offer, for an active site', async () => {
    renderAs(activeShopAccount);
    await screen.findByTestId('site-name');
    expect(screen.queryByRole('region', { name: 'Your trial' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /your account/i }));
    expect(await screen.findByTestId('referral-offer')).toHaveTextContent(
      'Your referral code: RAF48213',
    );
    expect(screen.getByRole('menuitem', { name: 'Manage subscription' })).toHaveAttribute(
      'href',
      '/48213/account/payment',
    );
  });

  it('offers an upgrade and no referral to a trial site', async () => {
    renderAs(trial);
    await screen.findByTestId('site-name');
    await userEvent.click(screen.getByRole('button', { name: /your account/i }));
    expect(await screen.findByRole('menuitem', { name: 'Upgrade Now' })).toBeInTheDocument();
    expect(screen.queryByTestId('referral-offer')).not.toBeInTheDocument();
  });

  it('acts on an account menu item tapped before the menu highlighted it', async () => {
    // A tap sends no hover, and its click can come before the menu has drawn the item it
    // highlighted on the finger going down: the item acts on the click itself.
    const { router } = renderAs(trial);
    await screen.findByTestId('site-name');
    await userEvent.click(screen.getByRole('button', { name: /your account/i }));
    const upgrade = await screen.findByRole('menuitem', { name: 'Upgrade Now' });
    expect(upgrade).not.toHaveAttribute('data-highlighted');
    fireEvent.click(upgrade);
    await waitFor(() => expect(router.state.location.pathname).toBe('/48213/subscribe'));
  });

  it.each([
    ['A', 'AWAITING PAYMENT'],
    ['S', 'ACCOUNT SUSPENDED'],
  ] as const)('tells an admin the status %s as %s', async (sitestatus, label) => {
    renderAs({ ...activeShopAccount, admin: true, sitestatus });
    // Beside the site name from 769 px, on a row of its own on a phone (e2e checks which shows).
    expect(await screen.findAllByText(label)).toHaveLength(2);
  });

  it('does not show the status label to an owner who is not an admin', async () => {
    renderAs({ ...activeShopAccount, sitestatus: 'S' });
    await screen.findByTestId('site-name');
    expect(screen.queryByText('ACCOUNT SUSPENDED')).not.toBeInTheDocument();
  });

  it('shows the publish menu with the last publish date and the live site', async () => {
    renderAs(activeShopAccount);
    await screen.findByTestId('site-name');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByTestId('last-published')).toHaveTextContent(
      'Last published 18th November 2026 at 16:42:09',
    );
    expect(screen.getByRole('menuitem', { name: 'Publish Your Site' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Preview' })).toHaveAttribute(
      'href',
      '/48213/livesite',
    );
    expect(screen.getByRole('menuitem', { name: 'View Live Site' })).toHaveAttribute(
      'href',
      'https://hartleyandfinch.co.uk',
    );
  });

  it('shows a plain tile when the screenshot cannot load', async () => {
    renderAs({ ...activeShopAccount, screenshot: 'https://shots.example/hartley.png' });
    await screen.findByTestId('site-name');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const picture = await screen.findByAltText('How Hartley & Finch Ceramics looks now');
    fireEvent.error(picture);
    expect(await screen.findByTestId('preview-tile')).toHaveTextContent('No preview yet');
    expect(screen.queryByAltText(/looks now/)).not.toBeInTheDocument();
  });

  it('disables the live site before the site has a domain and was published', async () => {
    renderAs(trial);
    await screen.findByTestId('site-name');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Not published yet')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'View Live Site' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('opens a menu from the keyboard with its first item highlighted, and Escape closes it', async () => {
    renderAs(activeShopAccount);
    await screen.findByTestId('site-name');
    const publish = screen.getByRole('button', { name: 'Publish' });
    expect(publish).toHaveAttribute('aria-expanded', 'false');
    publish.focus();
    await userEvent.keyboard('{ArrowDown}');
    const item = await screen.findByRole('menuitem', { name: 'Publish Your Site' });
    await waitFor(() => expect(item).toHaveAttribute('data-highlighted'));
    // Focus reaches the menu a frame after it opens; Escape is pressed there, as a person would.
    await waitFor(() => expect(screen.getByRole('menu')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Publish' })).toHaveAttribute(
        'aria-expanded',
        'false',
      ),
    );
  });
});
