import { fireEvent, screen } from '@testing-library/react';
import { activeShopAccount, http, server, setupMockNetwork } from '@site-admin/testing';
import { describe, expect, it } from 'vitest';
import { renderModule } from '../test/render-module';
import { AccountInfoModule } from './account-info-module';

setupMockNetwork();

const module = { type: 'account-info', properties: { title: 'Your website' } } as const;

describe('AccountInfoModule', () => {
  it('shows the site at a glance', async () => {
    server.use(
      http.get('/authstatus/details', ({ response }) => response(200).json(activeShopAccount)),
    );
    renderModule(AccountInfoModule, module);

    expect(await screen.findByRole('heading', { name: 'Hartley & Finch Ceramics' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Your website' })).toBeVisible();
    expect(screen.getByText('Welcome back, Eleanor')).toBeVisible();
    expect(screen.getByText('Active')).toBeVisible();
    expect(screen.getByText('Business')).toBeVisible();
    expect(screen.getByRole('link', { name: 'hartleyandfinch.co.uk' })).toHaveAttribute(
      'href',
      'https://hartleyandfinch.co.uk',
    );
    expect(screen.getByText('18th November 2026 at 16:42:09')).toBeVisible();
    expect(screen.getByText('£180.00 · 2 March 2027')).toBeVisible();
  });

  it('says what is missing on a new trial site', async () => {
    server.use(
      http.get('/authstatus/details', ({ response }) =>
        response(200).json({
          ...activeShopAccount,
          sitestatus: 'T',
          primary_domain: null,
          last_publish_date: null,
          next_payment_date: null,
          subscription_price: null,
        }),
      ),
    );
    renderModule(AccountInfoModule, module);

    expect(await screen.findByText('Trial')).toBeVisible();
    expect(screen.getByText('No domain connected yet')).toBeVisible();
    expect(screen.getByText('Not published yet')).toBeVisible();
    expect(screen.getByText('No payment due')).toBeVisible();
  });

  it('shows the loading state, then the error with a retry that recovers', async () => {
    let fail = true;
    server.use(
      http.get('/authstatus/details', ({ response }) =>
        fail
          ? response(503).json({ message: 'We are updating the site builder.' })
          : response(200).json(activeShopAccount),
      ),
    );
    renderModule(AccountInfoModule, module);
    expect(screen.getByText('Loading your account…')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We are updating the site builder.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Welcome back, Eleanor')).toBeVisible();
  });
});
