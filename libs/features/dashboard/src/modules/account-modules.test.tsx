import { fireEvent, screen, waitFor } from '@testing-library/react';
import { activeShopAccount, http, server, setupMockNetwork } from '@site-admin/testing';
import { describe, expect, it } from 'vitest';
import { fakeShell, renderModule } from '../test/render-module';
import { CamModule } from './cam-module';
import { CancelPlanModule } from './cancel-plan-module';
import { CreditModule } from './credit-module';
import { StoragePlanModule } from './storage-plan-module';
import { SubscriptionInfoModule } from './subscription-info-module';

setupMockNetwork();

const account = (over: Partial<typeof activeShopAccount> = {}) =>
  server.use(
    http.get('/authstatus/details', ({ response }) =>
      response(200).json({ ...activeShopAccount, ...over }),
    ),
  );

describe('SubscriptionInfoModule', () => {
  it('shows the price with Yearly, or Monthly', async () => {
    account();
    renderModule(SubscriptionInfoModule, { type: 'subscription-info' });
    expect(await screen.findByText('£180.00 Yearly')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Manage subscription' })).toHaveAttribute(
      'href',
      '/48213/account/payment',
    );
  });

  it('shows Free without a price, and a trial upgrades through the shell', async () => {
    account({ subscription_price: null, annual_subscription: false, sitestatus: 'T' });
    const shell = fakeShell();
    renderModule(SubscriptionInfoModule, { type: 'subscription-info' }, { shell });
    expect(await screen.findByText('Free')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(shell.openSubscription).toHaveBeenCalled();
  });

  it('shows Monthly for a monthly plan', async () => {
    account({ subscription_price: 18, annual_subscription: false });
    renderModule(SubscriptionInfoModule, { type: 'subscription-info' });
    expect(await screen.findByText('£18.00 Monthly')).toBeVisible();
  });
});

describe('CamModule', () => {
  it('shows the account manager with their contact', async () => {
    account();
    renderModule(CamModule, {
      type: 'cam',
      properties: { name: 'Priya Shah', email: 'priya@example.com', phone: '0117 496 0321' },
    });
    expect(await screen.findByText('Priya Shah')).toBeVisible();
    expect(screen.getByRole('link', { name: 'priya@example.com' })).toHaveAttribute(
      'href',
      'mailto:priya@example.com',
    );
    expect(screen.getByRole('link', { name: '0117 496 0321' })).toHaveAttribute(
      'href',
      'tel:01174960321',
    );
  });

  it('shows the default helper name when the account has none', async () => {
    account({ cam: null });
    renderModule(CamModule, { type: 'cam', properties: { name: null } });
    expect(await screen.findByRole('heading', { name: 'Your account manager' })).toBeVisible();
    expect(await screen.findByText('The Customer Success Team')).toBeVisible();
  });
});

describe('StoragePlanModule', () => {
  it('shows the space used and prices without a trailing .00', async () => {
    renderModule(StoragePlanModule, {
      type: 'storage-plan',
      properties: {
        usedMb: 1830,
        limitMb: 2048,
        pricing: { monthlyPrice: '2.00', annualPrice: '19.50', currency: 'GBP' },
      },
    });
    expect(await screen.findByText('1.8 GB of 2 GB used')).toBeVisible();
    expect(screen.getByText('£2 a month · £19.50 a year')).toBeVisible();
  });
});

describe('CreditModule', () => {
  it('draws the referral icon the server names', async () => {
    renderModule(CreditModule, {
      type: 'credit-total',
      properties: { value: 20, currency: 'GBP', raf_title: 'Recommend a friend', raf_icon: 'bolt' },
    });
    const box = await screen.findByTestId('referral-box');
    await waitFor(() => expect(box.querySelector('svg[data-icon="bolt"]')).not.toBeNull());
  });

  it('shows the credit and opens the referral modal from the referral box', async () => {
    const { router } = renderModule(CreditModule, {
      type: 'credit-total',
      properties: {
        value: 20,
        currency: 'GBP',
        nextPaymentDate: '2027-03-02',
        raf_title: 'Recommend a friend',
        raf_message: 'Your friend gets 10% off.',
        raf_button_text: 'Get your referral code',
      },
    });
    expect(await screen.findByText('£20.00')).toBeVisible();
    expect(screen.getByText('Taken off your payment on 2 March 2027')).toBeVisible();
    // No raf_icon: the referral's gift.
    const box = screen.getByTestId('referral-box');
    await waitFor(() => expect(box.querySelector('svg[data-icon="gift"]')).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Get your referral code' }));
    expect(router.state.location.pathname).toBe('/48213/dashboard/raf-popup');
  });

  it('shows the credit used this month with its change', async () => {
    renderModule(CreditModule, {
      type: 'credit-usage',
      properties: { value: 5, currency: 'GBP', monthOnMonth: 'down', percentage: 50 },
    });
    expect(await screen.findByRole('heading', { name: 'Credit used this month' })).toBeVisible();
    expect(screen.getByLabelText('Down 50% on last month (worse)')).toBeVisible();
    expect(screen.queryByTestId('referral-box')).not.toBeInTheDocument();
  });
});

describe('CancelPlanModule', () => {
  it('says when the plan ends while a cancellation stands', async () => {
    renderModule(CancelPlanModule, {
      type: 'cancel-plan',
      properties: {
        nextPaymentDate: '2026-12-12',
        cancellationRequest: { textStatus: 'pending', datestamp: '2026-11-28T17:05:00Z' },
      },
    });
    expect(await screen.findByText('Your plan ends on 11th December 2026.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Keep my website' })).toHaveAttribute(
      'href',
      '/48213/account/cancel',
    );
  });

  it('says the plan renews without an active request', async () => {
    renderModule(CancelPlanModule, {
      type: 'cancel-plan',
      properties: { cancellationRequest: { textStatus: 'withdrawn', datestamp: '2026-11-28' } },
    });
    expect(await screen.findByText('Your plan renews as normal.')).toBeVisible();
  });

  it('without a request, links to the cancellation page its data names', async () => {
    // The contract's example (the mock's default account: no request yet), with another site's
    // link, so the one drawn is the data's.
    renderModule(
      CancelPlanModule,
      { type: 'cancel-plan', properties: { title: 'Thinking of leaving?' } },
      {
        data: {
          text: 'Talk to Priya first, she can often help with what is not working for you.',
          link: '/51877/account/cancel',
          nextPaymentDate: '2027-03-02',
          cancellationRequest: null,
        },
      },
    );
    expect(await screen.findByText('Your plan renews as normal.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Cancel your plan' })).toHaveAttribute(
      'href',
      '/51877/account/cancel',
    );
    expect(screen.queryByRole('link', { name: 'Keep my website' })).not.toBeInTheDocument();
  });
});
