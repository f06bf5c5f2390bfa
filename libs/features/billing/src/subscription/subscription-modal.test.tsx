import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  activeShopAccount,
  http,
  renderRoutes,
  server,
  setupMockNetwork,
} from '@site-admin/testing';
import type { Account, SubscriptionDetails } from '@site-admin/api-client';
import { describe, expect, it } from 'vitest';
import { SubscribeRoute } from '../routes/subscribe-route';
import { businessPlus, details, irishDetails, plans, summary } from '../test/fixtures';

const savedVisa = { id: 'pm_dev_7Qx2Hf48213v', card_type: 'Visa', card_digits: '4242' };

setupMockNetwork();

const routes = [
  { path: '/:siteid/subscribe', element: <SubscribeRoute /> },
  { path: '/:siteid/dashboard', element: <p>Dashboard page</p> },
];

const trial: Account = { ...activeShopAccount, sitestatus: 'T', annual_subscription: false };

function serve({
  account = trial,
  detailsReply = details,
}: { account?: Account; detailsReply?: SubscriptionDetails } = {}) {
  const seen = {
    details: [] as URLSearchParams[],
    pay: [] as { key: string | null; body: unknown }[],
  };
  server.use(
    http.get('/authstatus/details', ({ response }) => response(200).json(account)),
    http.get('/{siteid}/subscribe/plans', ({ response }) => response(200).json(plans)),
    http.get('/{siteid}/subscribe/details', ({ request, response }) => {
      seen.details.push(new URL(request.url).searchParams);
      return response(200).json(detailsReply);
    }),
    http.post('/{siteid}/subscribe/invoice', ({ response }) =>
      response(200).json({ ID: 90533, digest: 'abc123' }),
    ),
  );
  return seen;
}

async function fillCard(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: /Name on card/ }), 'Eleanor Hartley');
  await user.type(screen.getByRole('textbox', { name: /Card number/ }), '4242 4242 4242 4242');
  await user.type(screen.getByRole('textbox', { name: /Expiry/ }), '11/30');
  await user.type(screen.getByRole('textbox', { name: /Security code/ }), '123');
}

describe('SubscriptionModal', () => {
  it('lists the plans dearest first with the crown, the current tag and blocked plans', async () => {
    serve({ account: activeShopAccount });
    renderRoutes(routes, '/48213/subscribe');
    const names = (await screen.findAllByRole('article')).map((a) => a.getAttribute('aria-label'));
    const dialog = screen.getByRole('dialog');
    expect(names).toEqual(['Business Plus', 'Business', 'Standard', 'Starter']);
    const plus = within(dialog).getByRole('article', { name: 'Business Plus' });
    expect(plus).toHaveTextContent('Most popular');
    expect(within(dialog).getByRole('article', { name: 'Business' })).toHaveTextContent(
      'Current plan',
    );
    const starter = within(dialog).getByRole('article', { name: 'Starter' });
    expect(within(starter).getByRole('button', { name: 'Choose Starter' })).toBeDisabled();
    expect(starter).toHaveTextContent('Your shop has 240 products');
    expect(starter).toHaveTextContent('An earlier plan of ours');
    const standard = within(dialog).getByRole('article', { name: 'Standard' });
    expect(within(standard).getByRole('button', { name: 'Choose Standard' })).toBeDisabled();
    expect(standard).toHaveTextContent('please contact support');
  });

  it('cannot be closed by a suspended account and shows the danger notice', async () => {
    serve({ account: { ...activeShopAccount, sitestatus: 'S' } });
    renderRoutes(routes, '/48213/subscribe');
    expect(await screen.findByText(/Your account is suspended/)).toBeInTheDocument();
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('pays monthly with a new card through a 3-D Secure challenge, then thanks and the dashboard', async () => {
    const user = userEvent.setup();
    const seen = serve();
    window.dataLayer = [];
    let payments = 0;
    server.use(
      http.post('/{siteid}/subscribe/pay', async ({ request, response }) => {
        payments += 1;
        seen.pay.push({ key: request.headers.get('Idempotency-Key'), body: await request.json() });
        return payments === 1
          ? response(200).json({
              status: 'auth_requested',
              extra_data: { reference: 'tds_1', client_secret: null, amount: 36, currency: 'GBP' },
              errors: [],
            })
          : response(200).json({ status: 'success', errors: [] });
      }),
    );
    const { router } = renderRoutes(routes, '/48213/subscribe');
    await user.click(await screen.findByRole('button', { name: 'Choose Business Plus' }));
    expect(
      await screen.findByText('Next payment: £36.00 on 24th December 2026'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Your plan renews automatically until you cancel/)).toBeInTheDocument();
    expect(seen.details.at(-1)?.get('paymentInterval')).toBe('monthly');
    expect(screen.getByTestId('address-summary')).toHaveTextContent(
      'Unit 4, Marlowe Yard, 14 Tanners Lane, Stoke-on-Trent, Staffordshire, ST1 3PD',
    );
    await screen.findByTestId('development-card-form');
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('Enter the name on the card')).toBeInTheDocument();
    expect(payments).toBe(0);
    await fillCard(user);
    await user.dblClick(screen.getByRole('button', { name: 'Pay now' }));
    const challenge = await screen.findByRole('alertdialog', { name: '3-D Secure check' });
    expect(challenge).toHaveTextContent(
      'Site Builder Ltd asks your bank to confirm a payment of £36.00',
    );
    await user.click(within(challenge).getByRole('button', { name: 'Complete authentication' }));
    expect(
      await screen.findByText(/Your Business Plus subscription is active/),
    ).toBeInTheDocument();
    expect(payments).toBe(2);
    // One purchase for analytics (spec 2 section 7), however many steps the payment took.
    expect(window.dataLayer).toEqual([
      {
        event: 'purchase',
        plan_id: 14,
        plan_name: 'Business Plus',
        interval: 'monthly',
        value: summary.total,
        currency: summary.currency,
      },
    ]);
    const [first, second] = seen.pay;
    expect(first?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.key).not.toBe(first?.key);
    expect(first?.body).toMatchObject({
      invoiceId: 90533,
      digest: 'abc123',
      plan: 14,
      paymentInterval: 'monthly',
      gatewayData: { token: 'dev_tok_4242_1130_48213' },
    });
    expect(JSON.stringify(first?.body)).not.toContain('4242 4242');
    expect(second?.body).toMatchObject({
      gatewayData: { token: 'dev_tok_4242_1130_48213', authentication_reference: 'tds_1' },
    });
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/48213/dashboard'));
  });

  it('switches to annual with the saving link and keeps Monthly for an annual account disabled', async () => {
    const user = userEvent.setup();
    const seen = serve({ account: activeShopAccount });
    renderRoutes(routes, '/48213/subscribe');
    await user.click(await screen.findByRole('button', { name: /Save £60.00 \(17%\)/ }));
    await screen.findByText(/Next payment/);
    expect(seen.details.at(-1)?.get('paymentInterval')).toBe('annual');
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeDisabled();
  });

  it('sends the locked feature and the field detail that opened the flow with the payment', async () => {
    const user = userEvent.setup();
    const seen = serve();
    server.use(
      http.post('/{siteid}/subscribe/pay', async ({ request, response }) => {
        seen.pay.push({ key: null, body: await request.json() });
        return response(200).json({ status: 'success', errors: [] });
      }),
    );
    renderRoutes(
      routes,
      '/48213/subscribe?plan=14&feature=redirect_query_strings&fieldDetail=match_query',
    );
    await screen.findByTestId('development-card-form');
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(seen.pay).toHaveLength(1));
    expect(seen.pay[0]?.body).toMatchObject({
      upsell: 'redirect_query_strings',
      upsellDetail: 'match_query',
    });
  });

  it('tells analytics of an interval change (spec 2 section 7)', async () => {
    const user = userEvent.setup();
    const seen = serve();
    window.dataLayer = [];
    renderRoutes(routes, '/48213/subscribe?plan=14');
    await user.click(await screen.findByRole('radio', { name: 'Annually' }));
    await waitFor(() => expect(seen.details.at(-1)?.get('paymentInterval')).toBe('annual'));
    expect(window.dataLayer).toEqual([
      { event: 'subscription_interval_change', plan_id: 14, interval: 'annual' },
    ]);
  });

  it('redeems and removes a discount code, re-fetching the summary', async () => {
    const user = userEvent.setup();
    const seen = serve();
    renderRoutes(routes, '/48213/subscribe?plan=14');
    await user.click(await screen.findByRole('button', { name: 'Have a discount code?' }));
    const input = screen.getByRole('textbox', { name: 'Discount code' });
    expect(screen.getByRole('button', { name: 'Redeem' })).toBeDisabled();
    await user.type(input, ' kilnclub10 {Enter}');
    await waitFor(() => expect(seen.details.at(-1)?.get('discountCode')).toBe('KILNCLUB10'));
  });

  it("opens a price line's explanation from a button beside its label", async () => {
    const user = userEvent.setup();
    serve();
    renderRoutes(routes, '/48213/subscribe?plan=14');
    const about = await screen.findByRole('button', { name: 'More about VAT at 20%' });
    expect(screen.queryByText('UK VAT')).not.toBeInTheDocument();
    about.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('UK VAT')).toBeVisible();
  });

  it('shows a refused discount code under the field as it was sent, trimmed', async () => {
    const user = userEvent.setup();
    serve();
    const refused = {
      ...details,
      errors: [{ field: 'discountCode', message: 'This discount code is not valid' }],
    };
    server.use(
      http.get('/{siteid}/subscribe/details', ({ request, response }) =>
        response(200).json(
          new URL(request.url).searchParams.has('discountCode') ? refused : details,
        ),
      ),
    );
    renderRoutes(routes, '/48213/subscribe?plan=14');
    await user.click(await screen.findByRole('button', { name: 'Have a discount code?' }));
    await user.type(screen.getByRole('textbox', { name: 'Discount code' }), '  kilnclub9 {Enter}');
    expect(await screen.findByText('This discount code is not valid')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Discount code' })).toHaveValue('KILNCLUB9');
  });

  it('removes a discount code the server applied and never sends it, even when re-pricing fails', async () => {
    const user = userEvent.setup();
    const seen = serve();
    const withCode: SubscriptionDetails = {
      ...details,
      discountCode: 'KILNCLUB10',
      subscriptionSummary: {
        ...summary,
        total: 33,
        breakdown: [
          { type: 'plan', value: 30, detail: { label: 'Business Plus, billed monthly' } },
          { type: 'discount', value: -3, detail: { label: 'Discount code KILNCLUB10 (10% off)' } },
          { type: 'total', value: 33, detail: { label: 'Total to pay today' } },
        ],
      },
    };
    let failing = true;
    const invoices: unknown[] = [];
    server.use(
      // Like the backend: the site's code applies unless the query names another, or none.
      http.get('/{siteid}/subscribe/details', ({ request, response }) => {
        const query = new URL(request.url).searchParams;
        seen.details.push(query);
        if (!query.has('discountCode')) return response(200).json(withCode);
        return failing
          ? response(500).json({ message: 'Server Error' })
          : response(200).json(details);
      }),
      http.post('/{siteid}/subscribe/invoice', async ({ request, response }) => {
        invoices.push(await request.json());
        return response(200).json({ errors: [{ field: 'payment', message: 'Stopped here' }] });
      }),
    );
    renderRoutes(routes, '/48213/subscribe?plan=14');
    expect(await screen.findByText('Discount code KILNCLUB10 applied')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Sorry, the price could not be updated')).toBeInTheDocument();
    expect(seen.details.at(-1)?.get('discountCode')).toBe('');
    expect(screen.queryByText('Discount code KILNCLUB10 applied')).not.toBeInTheDocument();
    // The old summary on screen still holds the discount: paying waits for the new one.
    await fillCard(user);
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeDisabled();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByTestId('price-breakdown')).not.toHaveTextContent('KILNCLUB10'),
    );
    expect(seen.details.at(-1)?.get('discountCode')).toBe('');
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(invoices).toHaveLength(1));
    expect(invoices[0]).toMatchObject({ discountCode: null });
    expect(screen.getByRole('button', { name: 'Have a discount code?' })).toBeInTheDocument();
  });

  it('keeps a code the payment refused in its field, prices the summary without it and never sends it again', async () => {
    const user = userEvent.setup();
    const seen = serve();
    const withCode: SubscriptionDetails = {
      ...details,
      payment_method: savedVisa,
      discountCode: 'KILNCLUB10',
      subscriptionSummary: {
        ...summary,
        total: 33,
        breakdown: [
          { type: 'plan', value: 30, detail: { label: 'Business Plus, billed monthly' } },
          { type: 'discount', value: -3, detail: { label: 'Discount code KILNCLUB10 (10% off)' } },
          { type: 'total', value: 33, detail: { label: 'Total to pay today' } },
        ],
      },
    };
    const invoices: Record<string, unknown>[] = [];
    server.use(
      // Like the backend: the site's code applies unless the query names another, or none.
      http.get('/{siteid}/subscribe/details', ({ request, response }) => {
        const query = new URL(request.url).searchParams;
        seen.details.push(query);
        return response(200).json(
          query.has('discountCode') ? { ...details, payment_method: savedVisa } : withCode,
        );
      }),
      http.post('/{siteid}/subscribe/invoice', async ({ request, response }) => {
        invoices.push((await request.json()) as Record<string, unknown>);
        return response(200).json({ ID: 90533, digest: 'abc123' });
      }),
      http.post('/{siteid}/subscribe/pay', async ({ request, response }) => {
        seen.pay.push({ key: request.headers.get('Idempotency-Key'), body: await request.json() });
        return response(200).json({
          errors: [
            { field: 'discountCode', message: 'The discount code KILNCLUB10 is no longer valid.' },
          ],
        });
      }),
    );
    renderRoutes(routes, '/48213/subscribe?plan=14');
    expect(await screen.findByText('Discount code KILNCLUB10 applied')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(
      await screen.findByText('The discount code KILNCLUB10 is no longer valid.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Discount code' })).toHaveValue('KILNCLUB10');
    // Priced again without it: the total shown is what the next press charges.
    await waitFor(() => expect(seen.details.at(-1)?.get('discountCode')).toBe(''));
    await waitFor(() =>
      expect(screen.getByTestId('price-breakdown')).not.toHaveTextContent('KILNCLUB10'),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay now' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(seen.pay).toHaveLength(2));
    expect(invoices.map((body) => body['discountCode'])).toEqual(['KILNCLUB10', null]);
    expect(seen.pay.map(({ body }) => (body as Record<string, unknown>)['discountCode'])).toEqual([
      'KILNCLUB10',
      null,
    ]);
    expect(screen.getByRole('textbox', { name: 'Discount code' })).toHaveValue('KILNCLUB10');
  });

  it('moves the focus to the discount field’s place when a code is removed', async () => {
    const user = userEvent.setup();
    serve();
    server.use(
      http.get('/{siteid}/subscribe/details', ({ request, response }) =>
        response(200).json(
          new URL(request.url).searchParams.has('discountCode')
            ? details
            : {
                ...details,
                discountCode: 'KILNCLUB10',
                subscriptionSummary: {
                  ...summary,
                  breakdown: [
                    { type: 'discount', value: -3, detail: { label: 'Discount code KILNCLUB10' } },
                    ...summary.breakdown,
                  ],
                },
              },
        ),
      ),
    );
    renderRoutes(routes, '/48213/subscribe?plan=14');
    (await screen.findByRole('button', { name: 'Remove' })).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Have a discount code?' })).toHaveFocus();
  });

  it('moves the focus to the card shown when switching between the saved card and a new one', async () => {
    const user = userEvent.setup();
    serve({ detailsReply: { ...details, payment_method: savedVisa } });
    renderRoutes(routes, '/48213/subscribe?plan=14');
    (await screen.findByRole('button', { name: 'Use a different card' })).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('textbox', { name: /Name on card/ })).toHaveFocus();
    screen.getByRole('button', { name: 'Use the saved card' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('saved-card')).toBeInTheDocument();
    expect(screen.getByTestId('saved-card').parentElement).toHaveFocus();
  });

  it('moves the focus to the new step’s title at each step, so it stays in the dialog', async () => {
    const user = userEvent.setup();
    serve({ detailsReply: { ...details, payment_method: savedVisa } });
    server.use(
      http.post('/{siteid}/subscribe/pay', ({ response }) =>
        response(200).json({ status: 'success', errors: [] }),
      ),
    );
    renderRoutes(routes, '/48213/subscribe');
    (await screen.findByRole('button', { name: 'Choose Business Plus' })).focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Payment details' })).toHaveFocus();
    (await within(dialog).findAllByRole('button', { name: /Back to plans/ }))[0]?.focus();
    await user.keyboard('{Enter}');
    expect(within(dialog).getByRole('heading', { name: 'Choose your plan' })).toHaveFocus();
    (await within(dialog).findByRole('button', { name: 'Choose Business Plus' })).focus();
    await user.keyboard('{Enter}');
    (await within(dialog).findByRole('button', { name: 'Pay now' })).focus();
    await user.keyboard('{Enter}');
    await within(dialog).findByText(/Your Business Plus subscription is active/);
    // The dialog's title (the body repeats it as its own heading).
    expect(within(dialog).getByRole('heading', { name: 'Thank you!', level: 2 })).toHaveFocus();
  });

  it('says the price could not be updated without a server error’s status line', async () => {
    const user = userEvent.setup();
    serve();
    renderRoutes(routes, '/48213/subscribe?plan=14');
    await screen.findByText(/Next payment/);
    server.use(
      http.get('/{siteid}/subscribe/details', ({ response }) =>
        response.untyped(new Response(null, { status: 500, statusText: 'Internal Server Error' })),
      ),
    );
    await user.click(screen.getByRole('radio', { name: 'Annually' }));
    expect(await screen.findByText('Sorry, the price could not be updated')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText(/500 Internal Server Error/)).not.toBeInTheDocument();
  });

  it('removes the discount from the price breakdown too', async () => {
    const user = userEvent.setup();
    const seen = serve();
    server.use(
      http.get('/{siteid}/subscribe/details', ({ request, response }) => {
        const query = new URL(request.url).searchParams;
        seen.details.push(query);
        return response(200).json(
          query.has('discountCode')
            ? details
            : {
                ...details,
                discountCode: 'KILNCLUB10',
                subscriptionSummary: {
                  ...summary,
                  breakdown: [
                    { type: 'discount', value: -3, detail: { label: 'Discount code KILNCLUB10' } },
                    ...summary.breakdown,
                  ],
                },
              },
        );
      }),
    );
    renderRoutes(routes, '/48213/subscribe?plan=14');
    await user.click(await screen.findByRole('button', { name: 'Remove discount' }));
    await waitFor(() => expect(seen.details.at(-1)?.get('discountCode')).toBe(''));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Remove discount' })).not.toBeInTheDocument(),
    );
  });

  it('lets Pay wait while the summary is priced again for a new VAT number', async () => {
    const user = userEvent.setup();
    serve({ detailsReply: { ...irishDetails, payment_method: savedVisa } });
    renderRoutes(routes, '/48213/subscribe?plan=14');
    const pay = await screen.findByRole('button', { name: /^Pay / });
    expect(pay).toBeEnabled();
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get('/{siteid}/subscribe/details', async ({ response }) => {
        await held;
        return response(200).json({ ...irishDetails, vatNumber: 'IE6388047W' });
      }),
    );
    await user.type(screen.getByRole('textbox', { name: /VAT number/ }), 'IE6388047W');
    await waitFor(() => expect(screen.getByRole('button', { name: /^Pay / })).toBeDisabled());
    answer();
    await waitFor(() => expect(screen.getByRole('button', { name: /^Pay / })).toBeEnabled());
  });

  it('keeps the form and the typed card when re-pricing for a new VAT number fails, with a retry', async () => {
    const user = userEvent.setup();
    const seen = serve({ detailsReply: { ...irishDetails, payment_method: savedVisa } });
    renderRoutes(routes, '/48213/subscribe?plan=14');
    await user.click(await screen.findByRole('button', { name: 'Use a different card' }));
    await fillCard(user);
    let failing = true;
    server.use(
      http.get('/{siteid}/subscribe/details', ({ request, response }) => {
        seen.details.push(new URL(request.url).searchParams);
        return failing
          ? response(500).json({ message: 'Server Error' })
          : response(200).json({ ...irishDetails, vatNumber: 'IE6388047W' });
      }),
    );
    const asked = seen.details.length;
    await user.type(screen.getByRole('textbox', { name: /VAT number/ }), 'IE6388047W');
    expect(await screen.findByText('Sorry, the price could not be updated')).toBeInTheDocument();
    expect(seen.details.slice(asked).map((query) => query.get('vatNumber'))).toEqual([
      'IE6388047W',
    ]);
    expect(screen.getByRole('textbox', { name: /VAT number/ })).toHaveValue('IE6388047W');
    expect(screen.getByRole('textbox', { name: /Name on card/ })).toHaveValue('Eleanor Hartley');
    expect(screen.getByRole('textbox', { name: /Card number/ })).toHaveValue('4242 4242 4242 4242');
    // The price on screen is not the one for this VAT number: paying waits for it.
    const payButton = screen.getByRole('button', { name: /^Pay / });
    expect(payButton).toBeDisabled();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.queryByText('Sorry, the price could not be updated')).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: /^Pay / })).toBeEnabled();
    expect(seen.details.at(-1)?.get('vatNumber')).toBe('IE6388047W');
    expect(screen.getByRole('textbox', { name: /Name on card/ })).toHaveValue('Eleanor Hartley');
  });

  it('prices the summary again after the billing address is saved', async () => {
    const user = userEvent.setup();
    const seen = serve();
    const saved: unknown[] = [];
    server.use(
      http.post('/{siteid}/subscribe/address', async ({ request, response }) => {
        const body = await request.json();
        saved.push(body);
        return response(200).json(body);
      }),
    );
    renderRoutes(routes, '/48213/subscribe?plan=14');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /Country/ }), 'IE');
    const asked = seen.details.length;
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await waitFor(() => expect(seen.details.length).toBeGreaterThan(asked));
    expect(await screen.findByTestId('address-summary')).toHaveTextContent('Ireland');
  });

  it('holds Pay while the address form holds a change, also after its save failed, and pays with the saved one', async () => {
    const user = userEvent.setup();
    const seen = serve({ detailsReply: { ...details, payment_method: savedVisa } });
    const invoices: Record<string, unknown>[] = [];
    let saving: 'fail' | 'save' = 'fail';
    server.use(
      http.post('/{siteid}/subscribe/invoice', async ({ request, response }) => {
        invoices.push((await request.json()) as Record<string, unknown>);
        return response(200).json({ ID: 90533, digest: 'abc123' });
      }),
      http.post('/{siteid}/subscribe/pay', async ({ request, response }) => {
        seen.pay.push({ key: request.headers.get('Idempotency-Key'), body: await request.json() });
        return response(200).json({ status: 'success', errors: [] });
      }),
      http.post('/{siteid}/subscribe/address', async ({ request, response }) =>
        saving === 'fail'
          ? response(500).json({ message: 'Server Error' })
          : response(200).json(await request.json()),
      ),
    );
    renderRoutes(routes, '/48213/subscribe?plan=14');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const line1 = screen.getByRole('textbox', { name: /^Address(?! 2)/ });
    await user.clear(line1);
    await user.type(line1, '2 Kiln Row');
    // Edited, not saved: the owner sees 2 Kiln Row, so the saved address must not be charged.
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('Save or cancel your address change first.')).toBeVisible();
    expect(line1).toHaveFocus();
    // A save that failed leaves the change unsaved: still held.
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText(/Your address has not been saved/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('Save or cancel your address change first.')).toBeVisible();
    expect(invoices).toHaveLength(0);
    expect(seen.pay).toHaveLength(0);
    saving = 'save';
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByTestId('address-summary')).toHaveTextContent('2 Kiln Row');
    expect(screen.queryByText('Save or cancel your address change first.')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay now' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(
      await screen.findByText(/Your Business Plus subscription is active/),
    ).toBeInTheDocument();
    expect(invoices[0]).toMatchObject({ address_address1: '2 Kiln Row' });
    expect(seen.pay[0]?.body).toMatchObject({ address_address1: '2 Kiln Row' });
  });

  it('pays while the address form is open but unchanged, and Cancel drops a change', async () => {
    const user = userEvent.setup();
    serve({ detailsReply: { ...details, payment_method: savedVisa } });
    const invoices: Record<string, unknown>[] = [];
    server.use(
      http.post('/{siteid}/subscribe/invoice', async ({ request, response }) => {
        invoices.push((await request.json()) as Record<string, unknown>);
        return response(200).json({ errors: [{ field: 'payment', message: 'Stopped here' }] });
      }),
    );
    renderRoutes(routes, '/48213/subscribe?plan=14');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.type(screen.getByRole('textbox', { name: /^Address(?! 2)/ }), ' extra');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(invoices).toHaveLength(1));
    expect(invoices[0]).toMatchObject({ address_address1: 'Unit 4, Marlowe Yard' });
    // Open as saved: what the owner sees is what is sent.
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(invoices).toHaveLength(2));
    expect(screen.queryByText('Save or cancel your address change first.')).not.toBeInTheDocument();
  });

  it('moves the focus into the address form on Edit and back to Edit on Cancel or Save', async () => {
    const user = userEvent.setup();
    serve();
    server.use(
      http.post('/{siteid}/subscribe/address', async ({ request, response }) =>
        response(200).json(await request.json()),
      ),
    );
    renderRoutes(routes, '/48213/subscribe?plan=14');
    (await screen.findByRole('button', { name: 'Edit' })).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: /^Address(?! 2)/ })).toHaveFocus();
    screen.getByRole('button', { name: 'Cancel' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
    await user.keyboard('{Enter}');
    screen.getByRole('button', { name: 'Save address' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus());
  });

  it('blocks payment until a geo mismatch is confirmed and shows the VAT field for Ireland', async () => {
    const user = userEvent.setup();
    const seen = serve({ detailsReply: irishDetails });
    renderRoutes(routes, '/48213/subscribe?plan=14');
    const vat = await screen.findByRole('textbox', { name: /VAT number/ });
    await user.type(vat, 'nl123456789');
    expect(await screen.findByText('This VAT number is not in a valid format')).toBeInTheDocument();
    await user.clear(vat);
    await user.type(vat, 'ie6388047v');
    await waitFor(() => expect(seen.details.at(-1)?.get('vatNumber')).toBe('IE6388047V'));
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('Please confirm your location.')).toBeInTheDocument();
    expect(seen.pay).toHaveLength(0);
    await user.click(
      screen.getByRole('checkbox', { name: /I confirm my billing country is Ireland/ }),
    );
    expect(screen.queryByText('Please confirm your location.')).not.toBeInTheDocument();
    // An invalid VAT number is sent as null.
    const invoices: unknown[] = [];
    server.use(
      http.post('/{siteid}/subscribe/invoice', async ({ request, response }) => {
        invoices.push(await request.json());
        return response(200).json({ errors: [{ field: 'payment', message: 'Stopped here' }] });
      }),
    );
    await user.clear(vat);
    await user.type(vat, 'FR123');
    // The price is asked for again without a VAT number (empty: the saved one must not count).
    await waitFor(() => expect(seen.details.at(-1)?.get('vatNumber')).toBe(''));
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(invoices).toHaveLength(1));
    expect(invoices[0]).toMatchObject({
      vatNumber: null,
      geoIpConfirmation: true,
      address_country: 'IE',
    });
    expect((await screen.findAllByText('Stopped here'))[0]).toBeInTheDocument();
  });

  // The invoice comes before the card is read: without one nothing is charged, and the user
  // reads why in the payment form with everything they typed still there.
  async function fillIrishForm(user: ReturnType<typeof userEvent.setup>) {
    await user.type(await screen.findByRole('textbox', { name: /VAT number/ }), 'IE6388047V');
    await user.click(
      screen.getByRole('checkbox', { name: /I confirm my billing country is Ireland/ }),
    );
    await fillCard(user);
  }

  function expectFormKept() {
    expect(screen.getByTestId('address-summary')).toHaveTextContent('Kilkenny');
    expect(screen.getByRole('textbox', { name: /VAT number/ })).toHaveValue('IE6388047V');
    expect(
      screen.getByRole('checkbox', { name: /I confirm my billing country is Ireland/ }),
    ).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Name on card/ })).toHaveValue('Eleanor Hartley');
    expect(screen.getByRole('textbox', { name: /Card number/ })).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByRole('textbox', { name: /Expiry/ })).toHaveValue('11/30');
    expect(screen.getByRole('textbox', { name: /Security code/ })).toHaveValue('123');
  }

  const invoiceError =
    'Sorry, your payment could not be started, and your card has not been charged. Please try again.';

  it('says the payment could not start when the invoice call fails, keeps the form and lets Pay try again', async () => {
    const user = userEvent.setup();
    const seen = serve({ detailsReply: irishDetails });
    let invoices = 0;
    server.use(
      http.post('/{siteid}/subscribe/invoice', ({ response }) => {
        invoices += 1;
        return invoices === 1
          ? response.untyped(Response.json({ message: 'Not Found' }, { status: 404 }))
          : response(200).json({ id: 90534, digest: 'def456' });
      }),
      http.post('/{siteid}/subscribe/pay', async ({ request, response }) => {
        seen.pay.push({ key: request.headers.get('Idempotency-Key'), body: await request.json() });
        return response(200).json({ status: 'success', errors: [] });
      }),
    );
    renderRoutes(routes, '/48213/subscribe?plan=14');
    await fillIrishForm(user);
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    // Under the card and beside the pay button, as a failed payment shows.
    expect(await screen.findAllByText(invoiceError)).toHaveLength(2);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(invoiceError);
    expect(invoices).toBe(1);
    expect(seen.pay).toHaveLength(0);
    expectFormKept();
    const pay = screen.getByRole('button', { name: 'Pay now' });
    expect(pay).toBeEnabled();
    await user.click(pay);
    expect(
      await screen.findByText(/Your Business Plus subscription is active/),
    ).toBeInTheDocument();
    expect(seen.pay).toHaveLength(1);
    expect(seen.pay[0]?.body).toMatchObject({
      invoiceId: 90534,
      digest: 'def456',
      vatNumber: 'IE6388047V',
      geoIpConfirmation: true,
      gatewayData: { token: 'dev_tok_4242_1130_48213' },
    });
  });

  it('never sends the payment when the invoice reply has no invoice id, and says so', async () => {
    const user = userEvent.setup();
    const seen = serve({ detailsReply: irishDetails });
    server.use(
      // A 200 with a digest but neither `ID` nor `id`.
      http.post('/{siteid}/subscribe/invoice', ({ response }) =>
        response.untyped(Response.json({ digest: 'abc123' })),
      ),
      http.post('/{siteid}/subscribe/pay', async ({ request, response }) => {
        seen.pay.push({ key: request.headers.get('Idempotency-Key'), body: await request.json() });
        return response(200).json({ status: 'success', errors: [] });
      }),
    );
    renderRoutes(routes, '/48213/subscribe?plan=14');
    await fillIrishForm(user);
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findAllByText(invoiceError)).toHaveLength(2);
    expect(seen.pay).toHaveLength(0);
    expectFormKept();
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeEnabled();
  });

  it('shows the field errors of a refused invoice request, those without a field of their own as the payment error', async () => {
    const user = userEvent.setup();
    const seen = serve({ detailsReply: irishDetails });
    server.use(
      http.post('/{siteid}/subscribe/invoice', ({ response }) =>
        response(422).json({
          message: 'The given data was invalid.',
          errors: {
            vatNumber: ['The VAT number is not registered.', 'A second message'],
            address_country: ['The country field is required.'],
          },
        }),
      ),
    );
    renderRoutes(routes, '/48213/subscribe?plan=14');
    await fillIrishForm(user);
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('The VAT number is not registered.')).toBeInTheDocument();
    expect(screen.queryByText('A second message')).not.toBeInTheDocument();
    expect(screen.getAllByText('The country field is required.')).toHaveLength(2);
    expect(seen.pay).toHaveLength(0);
    expectFormKept();
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeEnabled();
  });

  it('shows the rate-limit message when the gateway refuses more attempts', async () => {
    const user = userEvent.setup();
    serve();
    server.use(
      http.post('/{siteid}/subscribe/pay', ({ response }) =>
        response(429).json({ message: 'Too many' }),
      ),
    );
    renderRoutes(routes, '/48213/subscribe?plan=14');
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(
      (
        await screen.findAllByText(
          'You have attempted to submit payment details too often. Please try again later.',
        )
      )[0],
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name on card/ })).toHaveValue('Eleanor Hartley');
  });
  it('shows the no-change panel for the current plan and interval, and the free label at 0', async () => {
    const user = userEvent.setup();
    serve({
      account: activeShopAccount,
      detailsReply: {
        ...details,
        plan: { ...businessPlus, id: 13, name: 'Business', current: true },
      },
    });
    renderRoutes(routes, '/48213/subscribe');
    await user.click(await screen.findByRole('button', { name: 'Choose Business' }));
    expect(await screen.findByText('Nothing to change')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
    await user.click(
      within(screen.getByRole('complementary')).getByRole('button', { name: /Back to plans/ }),
    );
    expect(await screen.findByRole('button', { name: 'Choose Standard' })).toBeInTheDocument();
  });

  it('labels the pay button free when nothing is charged today', async () => {
    serve({
      detailsReply: {
        ...details,
        subscriptionSummary: { ...details.subscriptionSummary, total: 0 },
      },
    });
    renderRoutes(routes, '/48213/subscribe?plan=14');
    expect(await screen.findByRole('button', { name: 'Start for free' })).toBeInTheDocument();
  });
});
