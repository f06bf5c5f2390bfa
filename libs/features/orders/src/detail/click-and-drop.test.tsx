import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, renderRoutes, server, setupMockNetwork } from '@site-admin/testing';
import { describe, expect, it, vi } from 'vitest';
import { fakeHost, packagingOrder } from '../test-support';
import { OrderPanel } from './order-panel';

setupMockNetwork();

function renderPanel(formatDisabled = false) {
  const host = fakeHost({
    shell: {
      navigate: vi.fn(),
      reload: vi.fn(),
      setSidebarSection: vi.fn(),
      openSubscription: vi.fn(),
      openPublish: vi.fn(),
      showPaymentModal: vi.fn(() => Promise.resolve(false)),
      showVideo: vi.fn(),
      notify: vi.fn(),
    },
  });
  server.use(
    http.get('/{siteid}/shop/orders/{id}', ({ response }) => response(200).json(packagingOrder)),
    http.get('/{siteid}/shop/orders/export/formats', ({ response }) =>
      response(200).json([{ type: 'royal-mail-click-and-drop', disabled: formatDisabled }]),
    ),
  );
  renderRoutes(
    [
      {
        path: '/:siteid/shop/orders/:id',
        element: (
          <OrderPanel host={host} path="/48213/shop/orders/10459" view="detail" id="10459" />
        ),
      },
    ],
    '/48213/shop/orders/10459',
  );
  return host;
}

describe('Click & Drop', () => {
  it('lists each error message of a rejected order', async () => {
    server.use(
      http.post('/{siteid}/shop/orders/{id}/sendToClickAndDrop/', ({ response }) =>
        response(200).json({
          errorsCount: 1,
          failedOrders: [
            {
              errors: [
                { errorMessage: 'The postcode is not valid.' },
                { errorMessage: 'Package weight must be greater than 0 g.' },
              ],
            },
          ],
        }),
      ),
    );
    const host = renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Send to Click & Drop' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The postcode is not valid.');
    expect(alert).toHaveTextContent('Package weight must be greater than 0 g.');
    expect(host.shell?.notify).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'error',
        description: 'The postcode is not valid.\nPackage weight must be greater than 0 g.',
      }),
    );
    expect(host.refresh).toHaveBeenCalled();
  });

  it('says the order failed to send when the request fails', async () => {
    server.use(
      http.post('/{siteid}/shop/orders/{id}/sendToClickAndDrop/', ({ response }) =>
        response(403).json({ message: 'Connect your Click & Drop account first.' }),
      ),
    );
    const host = renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Send to Click & Drop' }));
    await vi.waitFor(() =>
      expect(host.shell?.notify).toHaveBeenCalledWith({
        type: 'error',
        title: 'Failed to send order #10459 to Click & Drop.',
        description: 'Connect your Click & Drop account first.',
      }),
    );
  });

  it("says a server error once: the shell's notice says also which order failed", async () => {
    server.use(
      http.post('/{siteid}/shop/orders/{id}/sendToClickAndDrop/', ({ response }) =>
        response(500).json({ message: 'SoapFault: upstream timeout' }),
      ),
    );
    const host = renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Send to Click & Drop' }));
    await vi.waitFor(() =>
      expect(host.shell?.notify).toHaveBeenCalledWith({
        type: 'error',
        id: 'server-error',
        title: 'A server error has occurred',
        description: 'Failed to send order #10459 to Click & Drop.',
      }),
    );
  });

  it('upsells Click & Drop when the plan does not include it', async () => {
    const host = renderPanel(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Upgrade Now' }));
    expect(host.shell?.openSubscription).toHaveBeenCalledWith({
      plan: 52,
      feature: 'order_export_extra',
      forcePlanSelection: true,
    });
  });
});
