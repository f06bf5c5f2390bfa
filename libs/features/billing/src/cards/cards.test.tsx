import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, renderRoutes, server, setupMockNetwork } from '@site-admin/testing';
import { describe, expect, it, vi } from 'vitest';
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
  it('lists the saved cards masked, saves another card by its id, and offers a new card', async () => {
    const user = userEvent.setup();
    const bodies = serveUpdate();
    server.use(
      http.get('/{siteid}/account/payments/', ({ response }) =>
        response(200).json({ payment_methods: [visa, mastercard] }),
      ),
    );
    const onClose = vi.fn();
    const onAddNew = vi.fn();
    renderRoutes(
      [
        {
          path: '/:siteid',
          element: (
            <SelectPaymentMethodModal siteid={48213} onAddNew={onAddNew} onClose={onClose} />
          ),
        },
      ],
      '/48213',
    );
    expect(await screen.findByRole('radio', { name: 'Visa XXXX-XXXX-XXXX-4242' })).toBeChecked();
    await user.click(screen.getByText('Mastercard XXXX-XXXX-XXXX-5454'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies[0]).toMatchObject({ gatewayData: { payment_method: mastercard.id } });
    await user.click(screen.getByText('Add a new card'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onAddNew).toHaveBeenCalled();
  });
});
