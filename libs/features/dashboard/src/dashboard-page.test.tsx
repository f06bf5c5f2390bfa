import { screen } from '@testing-library/react';
import {
  activeShopAccount,
  http,
  renderRoutes,
  server,
  setupMockNetwork,
} from '@site-admin/testing';
import { describe, expect, it } from 'vitest';
import { DashboardPage } from './dashboard-page';

setupMockNetwork();

const routes = [{ path: '/:siteid/dashboard', element: <DashboardPage /> }];

describe('DashboardPage', () => {
  it('shows the site at a glance', async () => {
    server.use(
      http.get('/authstatus/details', ({ response }) => response(200).json(activeShopAccount)),
    );
    renderRoutes(routes, '/48213/dashboard');

    expect(await screen.findByRole('heading', { name: 'Hartley & Finch Ceramics' })).toBeVisible();
    expect(screen.getByText('Welcome back, Eleanor')).toBeVisible();
    expect(screen.getByText('Active')).toBeVisible();
    expect(screen.getByText('Business')).toBeVisible();
    expect(screen.getByRole('link', { name: 'hartleyandfinch.co.uk' })).toHaveAttribute(
      'href',
      'https://hartleyandfinch.co.uk',
    );
    expect(screen.getByText('18th November 2026 at 16:42:09')).toBeVisible();
    expect(screen.getByText('£180.00 · March 2, 2027')).toBeVisible();
    expect(screen.getByText('Priya Shah')).toBeVisible();
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
          cam: null,
        }),
      ),
    );
    renderRoutes(routes, '/48213/dashboard');

    expect(await screen.findByText('Trial')).toBeVisible();
    expect(screen.getByText('No domain connected yet')).toBeVisible();
    expect(screen.getByText('Not published yet')).toBeVisible();
    expect(screen.getByText('No payment due')).toBeVisible();
    expect(screen.queryByText('Your account manager')).not.toBeInTheDocument();
  });

  it('shows the error with a retry when the account cannot load', async () => {
    server.use(
      http.get('/authstatus/details', ({ response }) =>
        response(503).json({ message: 'We are updating the site builder.' }),
      ),
    );
    renderRoutes(routes, '/48213/dashboard');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We are updating the site builder.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
