import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  activeShopAccount,
  http,
  renderRoutes,
  server,
  setupMockNetwork,
} from '@site-admin/testing';
import { describe, expect, it, vi } from 'vitest';
import { invoicePayment } from '../test/fixtures';
import { PayInvoiceModal } from './pay-invoice-modal';

setupMockNetwork();

function renderModal(onClose = vi.fn()) {
  renderRoutes(
    [{ path: '/:siteid/design', element: <PayInvoiceModal invoiceId="90417" onClose={onClose} /> }],
    '/48213/design',
  );
  return onClose;
}

function serve(reply = invoicePayment) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/authstatus/details', ({ response }) => response(200).json(activeShopAccount)),
    http.get('/{siteid}/account/payment/invoice/{id}/pay', ({ request, response }) => {
      queries.push(new URL(request.url).searchParams);
      return response(200).json(reply);
    }),
  );
  return queries;
}

describe('PayInvoiceModal', () => {
  it('shows the summary, pays with the saved card and closes with paid', async () => {
    const user = userEvent.setup();
    serve();
    const keys: (string | null)[] = [];
    server.use(
      http.post('/{siteid}/account/payment/invoice/{id}/pay', ({ request, response }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return response(200).json({ paid: true, status: 'success', errors: [] });
      }),
    );
    const onClose = renderModal();
    expect(
      await screen.findByText('#90417 Extra storage 25 GB, December 2026'),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('saved-card')).toHaveTextContent('Visa XXXX-XXXX-XXXX-4242');
    // A one-off invoice: the terms line promises no renewal.
    expect(screen.getByText('By paying you agree to our terms of service.')).toBeInTheDocument();
    expect(screen.queryByText(/renews automatically/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay £5.99' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(await screen.findByText('Invoice 90417 has been paid. Thank you!')).toBeInTheDocument();
    expect(keys).toHaveLength(1);
  });

  it('shows a declined payment under the card and beside the pay button, and stays open', async () => {
    const user = userEvent.setup();
    serve();
    server.use(
      http.post('/{siteid}/account/payment/invoice/{id}/pay', ({ response }) =>
        response(200).json({
          paid: false,
          errors: [{ field: 'payment', message: 'Your card was declined.' }],
        }),
      ),
    );
    const onClose = renderModal();
    await screen.findByTestId('saved-card');
    await user.click(screen.getByRole('button', { name: 'Pay £5.99' }));
    expect(await screen.findAllByText('Your card was declined.')).toHaveLength(2);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows an error on a field the modal has no place for as the payment error', async () => {
    const user = userEvent.setup();
    serve();
    server.use(
      http.post('/{siteid}/account/payment/invoice/{id}/pay', ({ response }) =>
        response(200).json({
          paid: false,
          errors: [{ field: 'address_postcode', message: 'The postcode does not match the town.' }],
        }),
      ),
    );
    const onClose = renderModal();
    await screen.findByTestId('saved-card');
    await user.click(screen.getByRole('button', { name: 'Pay £5.99' }));
    expect(await screen.findAllByText('The postcode does not match the town.')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Pay £5.99' })).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows a refused payment's own message as the payment error, and a server error as the processing error", async () => {
    const user = userEvent.setup();
    serve();
    // The first payment is refused (404), the next one meets a server error.
    let refused = false;
    server.use(
      http.post('/{siteid}/account/payment/invoice/{id}/pay', ({ response }) => {
        if (refused) return response(500).json({ message: 'Server Error' });
        refused = true;
        return response(404).json({ message: 'Invoice not found.' });
      }),
    );
    const onClose = renderModal();
    await screen.findByTestId('saved-card');
    const pay = screen.getByRole('button', { name: 'Pay £5.99' });
    await user.click(pay);
    expect(await screen.findAllByText('Invoice not found.')).toHaveLength(2);
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    expect(await screen.findAllByText(/error processing your payment details/)).toHaveLength(2);
    expect(screen.queryByText('Server Error')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('reloads the summary after the address is saved, and keeps the form when that fails', async () => {
    const user = userEvent.setup();
    const queries = serve();
    server.use(
      http.post('/{siteid}/subscribe/address', async ({ request, response }) =>
        response(200).json(await request.json()),
      ),
    );
    renderModal();
    await user.click(await screen.findByRole('button', { name: 'Use a different card' }));
    await user.type(screen.getByRole('textbox', { name: /Name on card/ }), 'Eleanor Hartley');
    server.use(
      http.get('/{siteid}/account/payment/invoice/{id}/pay', ({ request, response }) => {
        queries.push(new URL(request.url).searchParams);
        return response(500).json({ message: 'Server Error' });
      }),
    );
    const asked = queries.length;
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /Country/ }), 'IE');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Sorry, the price could not be updated')).toBeInTheDocument();
    expect(queries.length).toBeGreaterThan(asked);
    expect(screen.getByTestId('address-summary')).toHaveTextContent('Ireland');
    expect(screen.getByRole('textbox', { name: /Name on card/ })).toHaveValue('Eleanor Hartley');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('holds Pay while the address is being edited, so the old address is never charged', async () => {
    const user = userEvent.setup();
    serve();
    const paid: unknown[] = [];
    server.use(
      http.post('/{siteid}/account/payment/invoice/{id}/pay', async ({ request, response }) => {
        paid.push(await request.json());
        return response(200).json({ paid: true, status: 'success', errors: [] });
      }),
    );
    const onClose = renderModal();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.type(screen.getByRole('textbox', { name: /Postcode/ }), '{Backspace}X');
    await user.click(screen.getByRole('button', { name: 'Pay £5.99' }));
    expect(await screen.findByText('Save or cancel your address change first.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Address(?! 2)/ })).toHaveFocus();
    expect(paid).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText('Save or cancel your address change first.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay £5.99' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(paid).toHaveLength(1);
  });

  it('shows the load error with a retry', async () => {
    server.use(
      http.get('/authstatus/details', ({ response }) => response(200).json(activeShopAccount)),
      http.get('/{siteid}/account/payment/invoice/{id}/pay', ({ response }) =>
        response(404).json({ message: 'Invoice not found.' }),
      ),
    );
    renderModal();
    expect(await screen.findByText('Sorry, the invoice could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('asks for the address first when none is saved, with manual entry', async () => {
    const user = userEvent.setup();
    serve({ ...invoicePayment, address: null, payment_method: null });
    renderModal();
    await user.click(await screen.findByRole('button', { name: 'Enter the address manually' }));
    expect(screen.getByRole('form', { name: 'Invoice address' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay £5.99' }));
    expect(
      (await screen.findAllByText('Please add your billing address first.'))[0],
    ).toBeInTheDocument();
  });
});
