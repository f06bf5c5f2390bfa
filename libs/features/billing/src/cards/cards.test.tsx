import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  activeShopAccount,
  http,
  renderRoutes,
  server,
  setupMockNetwork,
} from '@site-admin/testing';
import { ShellActionsContext, type ShellActions } from '@site-admin/ui';
import { describe, expect, it, vi } from 'vitest';
import { AccountPaymentRoute } from '../routes/account-payment-route';
import { AddCardRoute } from '../routes/add-card-route';
import { PaymentMethodsRoute } from '../routes/payment-methods-route';
import { details, irishDetails } from '../test/fixtures';
import { CardUpdateModal } from './card-update-modal';
import { SelectPaymentMethodModal } from './select-payment-method-modal';

setupMockNetwork();

const visa = { id: 'pm_dev_7Qx2Hf48213v', card_type: 'Visa', card_digits: '4242' };
const mastercard = { id: 'pm_dev_3Lk9Mz48213m', card_type: 'Mastercard', card_digits: '5454' };

function serveUpdate() {
  const bodies: unknown[] = [];
  server.use(
    http.get('/{siteid}/subscribe/details', ({ response }) =>
      response(200).json({ ...details, payment_method: visa }),
    ),
    http.post('/{siteid}/subscribe/update-card', async ({ request, response }) => {
      bodies.push(await request.json());
      return response(200).json({ errors: [], payment_method: mastercard });
    }),
  );
  return bodies;
}

describe('CardUpdateModal', () => {
  it('keeps Update disabled until the card changes, then saves a token and thanks', async () => {
    const user = userEvent.setup();
    const bodies = serveUpdate();
    renderRoutes(
      [{ path: '/:siteid', element: <CardUpdateModal siteid={48213} onClose={vi.fn()} /> }],
      '/48213',
    );
    expect(await screen.findByTestId('saved-card')).toHaveTextContent('Visa XXXX-XXXX-XXXX-4242');
    const update = screen.getByRole('button', { name: 'Update' });
    expect(update).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Use a different card' }));
    await user.type(screen.getByRole('textbox', { name: /Name on card/ }), 'Eleanor Hartley');
    await user.type(screen.getByRole('textbox', { name: /Card number/ }), '5454545454545454');
    await user.type(screen.getByRole('textbox', { name: /Expiry/ }), '03/30');
    await user.type(screen.getByRole('textbox', { name: /Security code/ }), '321');
    expect(update).toBeEnabled();
    await user.click(update);
    expect(await screen.findByText(/Your payment details are saved/)).toBeInTheDocument();
    // The pressed Update went with the form: the thanks' title has the focus.
    expect(screen.getByRole('heading', { name: 'Card updated', level: 2 })).toHaveFocus();
    expect(bodies[0]).toMatchObject({ gatewayData: { token: 'dev_tok_5454_0330_48213' } });
  });

  it('keeps Update disabled while the different card is still empty, and again back on the saved one', async () => {
    const user = userEvent.setup();
    const bodies = serveUpdate();
    renderRoutes(
      [{ path: '/:siteid', element: <CardUpdateModal siteid={48213} onClose={vi.fn()} /> }],
      '/48213',
    );
    await user.click(await screen.findByRole('button', { name: 'Use a different card' }));
    const update = screen.getByRole('button', { name: 'Update' });
    // The empty card form is not a changed card: nothing to send.
    expect(screen.getByRole('textbox', { name: /Name on card/ })).toHaveValue('');
    expect(update).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Name on card/ }), 'E');
    expect(update).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Use the saved card' }));
    expect(update).toBeDisabled();
    // A different card again opens an empty form, so Update stays off.
    await user.click(screen.getByRole('button', { name: 'Use a different card' }));
    expect(update).toBeDisabled();
    expect(bodies).toHaveLength(0);
  });

  it('keeps the typed card when the details reload after an address save fails', async () => {
    const user = userEvent.setup();
    serveUpdate();
    server.use(
      http.post('/{siteid}/subscribe/address', async ({ request, response }) =>
        response(200).json(await request.json()),
      ),
    );
    renderRoutes(
      [{ path: '/:siteid', element: <CardUpdateModal siteid={48213} onClose={vi.fn()} /> }],
      '/48213',
    );
    await user.click(await screen.findByRole('button', { name: 'Use a different card' }));
    await user.type(screen.getByRole('textbox', { name: /Name on card/ }), 'Eleanor Hartley');
    server.use(
      http.get('/{siteid}/subscribe/details', ({ response }) =>
        response(500).json({ message: 'Server Error' }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(
      await screen.findByText('Sorry, your payment details could not be loaded'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name on card/ })).toHaveValue('Eleanor Hartley');
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
  });

  it('asks to confirm the location when it differs from the billing country, instead of doing nothing', async () => {
    const user = userEvent.setup();
    const bodies = serveUpdate();
    server.use(
      // An Irish billing address for someone located in the United Kingdom.
      http.get('/{siteid}/subscribe/details', ({ response }) =>
        response(200).json({ ...irishDetails, payment_method: visa }),
      ),
    );
    renderRoutes(
      [{ path: '/:siteid', element: <CardUpdateModal siteid={48213} onClose={vi.fn()} /> }],
      '/48213',
    );
    await user.click(await screen.findByRole('button', { name: 'Use a different card' }));
    await user.type(screen.getByRole('textbox', { name: /Name on card/ }), 'Eleanor Hartley');
    await user.type(screen.getByRole('textbox', { name: /Card number/ }), '5454545454545454');
    await user.type(screen.getByRole('textbox', { name: /Expiry/ }), '03/30');
    await user.type(screen.getByRole('textbox', { name: /Security code/ }), '321');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Please confirm your location.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: /Card number/ })).toHaveValue('5454545454545454');
    await user.click(
      screen.getByRole('checkbox', { name: /I confirm my billing country is Ireland/ }),
    );
    expect(screen.queryByText('Please confirm your location.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(/Your payment details are saved/)).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ geoIpConfirmation: true, address_country: 'IE' });
  });

  it('shows an update refused on a field the modal has no place for as the payment error', async () => {
    const user = userEvent.setup();
    serveUpdate();
    server.use(
      http.post('/{siteid}/subscribe/update-card', ({ response }) =>
        response(422).json({
          message: 'The given data was invalid.',
          errors: { address_country: ['The country field is required.'] },
        }),
      ),
    );
    renderRoutes(
      [{ path: '/:siteid', element: <CardUpdateModal siteid={48213} onClose={vi.fn()} /> }],
      '/48213',
    );
    await user.click(await screen.findByRole('button', { name: 'Use a different card' }));
    await user.type(screen.getByRole('textbox', { name: /Name on card/ }), 'Eleanor Hartley');
    await user.type(screen.getByRole('textbox', { name: /Card number/ }), '5454545454545454');
    await user.type(screen.getByRole('textbox', { name: /Expiry/ }), '03/30');
    await user.type(screen.getByRole('textbox', { name: /Security code/ }), '321');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The country field is required.');
    expect(screen.getByRole('textbox', { name: /Card number/ })).toHaveValue('5454545454545454');
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
  });
});

describe('SelectPaymentMethodModal', () => {
  it('lists the saved cards masked, saves another card by its id and says the card is updated', async () => {
    const user = userEvent.setup();
    const bodies = serveUpdate();
    server.use(
      http.get('/{siteid}/account/payments/', ({ response }) =>
        response(200).json({ payment_methods: [visa, mastercard] }),
      ),
    );
    const onClose = vi.fn();
    renderRoutes(
      [
        {
          path: '/:siteid',
          element: <SelectPaymentMethodModal siteid={48213} onAddNew={vi.fn()} onClose={onClose} />,
        },
      ],
      '/48213',
    );
    expect(await screen.findByRole('radio', { name: 'Visa XXXX-XXXX-XXXX-4242' })).toBeChecked();
    await user.click(screen.getByText('Mastercard XXXX-XXXX-XXXX-5454'));
    screen.getByRole('button', { name: 'Save' }).focus();
    await user.keyboard('{Enter}');
    // The same thanks as a new card's update, its title taking the focus from the gone Save.
    const dialog = await screen.findByRole('dialog', { name: 'Card updated' });
    expect(dialog).toHaveTextContent(
      'Your payment details are saved and will be used for your next payment.',
    );
    expect(within(dialog).getByRole('heading', { name: 'Card updated', level: 2 })).toHaveFocus();
    expect(bodies[0]).toMatchObject({ gatewayData: { payment_method: mastercard.id } });
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('offers a new card', async () => {
    const user = userEvent.setup();
    const bodies = serveUpdate();
    server.use(
      http.get('/{siteid}/account/payments/', ({ response }) =>
        response(200).json({ payment_methods: [visa] }),
      ),
    );
    const onAddNew = vi.fn();
    renderRoutes(
      [
        {
          path: '/:siteid',
          element: (
            <SelectPaymentMethodModal siteid={48213} onAddNew={onAddNew} onClose={vi.fn()} />
          ),
        },
      ],
      '/48213',
    );
    await user.click(await screen.findByText('Add a new card'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onAddNew).toHaveBeenCalled();
    expect(bodies).toHaveLength(0);
  });
});

describe('the payment page’s card screens', () => {
  const routes = [
    {
      path: '/:siteid/account/payment',
      element: <AccountPaymentRoute />,
      children: [
        { path: 'methods', element: <PaymentMethodsRoute /> },
        { path: 'methods/add', element: <AddCardRoute /> },
      ],
    },
  ];

  // The payment page's Change plan asks the shell, which these tests leave out.
  const shell: ShellActions = {
    navigate: vi.fn(),
    reload: vi.fn(),
    setSidebarSection: vi.fn(),
    openSubscription: vi.fn(),
    openPublish: vi.fn(),
    showPaymentModal: vi.fn(async () => false),
    showVideo: vi.fn(),
    notify: vi.fn(),
  };
  const renderPage = (path: string) =>
    renderRoutes(routes, path, {
      wrap: (children) => (
        <ShellActionsContext.Provider value={shell}>{children}</ShellActionsContext.Provider>
      ),
    });

  function servePage() {
    const bodies = serveUpdate();
    let updated = false;
    server.use(
      http.get('/{siteid}/account/payments/', ({ response }) =>
        response(200).json({ payment_methods: [visa, mastercard] }),
      ),
      http.post('/{siteid}/subscribe/update-card', async ({ request, response }) => {
        bodies.push(await request.json());
        updated = true;
        return response(200).json({ errors: [], payment_method: mastercard });
      }),
      // The account's card is the chosen one once the update is in.
      http.get('/authstatus/details', ({ response }) =>
        response(200).json({
          ...activeShopAccount,
          card_expiry_date: updated ? '03/30' : activeShopAccount.card_expiry_date,
        }),
      ),
    );
    return bodies;
  }

  it('opens straight onto the card fields after choosing to add a new card', async () => {
    const user = userEvent.setup();
    const bodies = servePage();
    const { router } = renderPage('/48213/account/payment/methods');
    await user.click(await screen.findByText('Add a new card'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add payment method' });
    expect(router.state.location.pathname).toBe('/48213/account/payment/methods/add');
    await user.type(
      await within(dialog).findByRole('textbox', { name: /Name on card/ }),
      'Eleanor Hartley',
    );
    expect(within(dialog).queryByTestId('saved-card')).not.toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('textbox', { name: /Card number/ }),
      '5454545454545454',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Expiry/ }), '03/30');
    await user.type(within(dialog).getByRole('textbox', { name: /Security code/ }), '321');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('dialog', { name: 'Card updated' })).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ gatewayData: { token: 'dev_tok_5454_0330_48213' } });
  });

  it('still opens Change card on the saved card', async () => {
    servePage();
    renderPage('/48213/account/payment/methods/add');
    const dialog = await screen.findByRole('dialog', { name: 'Change payment method' });
    expect(await within(dialog).findByTestId('saved-card')).toHaveTextContent(
      'Visa XXXX-XXXX-XXXX-4242',
    );
  });

  it('shows the account’s new card behind the thanks after another saved card is chosen', async () => {
    const user = userEvent.setup();
    servePage();
    renderPage('/48213/account/payment/methods');
    expect(await screen.findByText('08/28')).toBeInTheDocument();
    await user.click(await screen.findByText('Mastercard XXXX-XXXX-XXXX-5454'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Card updated' });
    expect(screen.getByText('03/30')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('03/30')).toBeInTheDocument();
  });
});
