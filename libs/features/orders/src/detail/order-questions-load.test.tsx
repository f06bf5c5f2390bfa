// The order panel's questions (a major status change, Delete) load when first asked: when their
// code cannot load, the owner is told so, nothing is sent, and Close puts the panel back as it was.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, renderRoutes, server, setupMockNetwork } from '@site-admin/testing';
import { describe, expect, it, vi } from 'vitest';
import { fakeHost, packagingOrder } from '../test-support';
import { OrderPanel } from './order-panel';

// Hoisted above the imports: the factory throws as a browser's failed chunk does.
vi.mock('./delete-order-dialog', () => {
  throw new TypeError(
    'Failed to fetch dynamically imported module: /assets/delete-order-dialog.js',
  );
});
// The list's bulk action imports the status modal as it is (through the test support), so here
// the modal fails as it draws, which the same boundary catches.
vi.mock('../status/status-update-modal', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  StatusUpdateModal: () => {
    throw new TypeError(
      'Failed to fetch dynamically imported module: /assets/status-update-modal.js',
    );
  },
}));

setupMockNetwork();

function renderPanel() {
  const sent: string[] = [];
  server.use(
    http.get('/{siteid}/shop/orders/{id}', ({ response }) => response(200).json(packagingOrder)),
    http.get('/{siteid}/shop/orders/export/formats', ({ response }) =>
      response(200).json([{ type: 'default', disabled: false }]),
    ),
  );
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'GET') sent.push(`${request.method} ${request.url}`);
  });
  const host = fakeHost();
  const routes = [
    {
      path: '/:siteid/shop/orders/:id',
      element: <OrderPanel host={host} path="/48213/shop/orders/10459" view="detail" id="10459" />,
    },
  ];
  renderRoutes(routes, '/48213/shop/orders/10459');
  return { host, sent };
}

describe("the order panel's questions", () => {
  it('say so when the delete question cannot load, delete nothing, and close', async () => {
    const user = userEvent.setup();
    const { host, sent } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const notice = await screen.findByTestId('part-failed');
    expect(notice).toBeVisible();
    await user.click(within(notice).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('part-failed')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Order #10459' })).toBeVisible();
    expect(host.closePanel).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('say so when the status question cannot load, change nothing, and close', async () => {
    const user = userEvent.setup();
    const { sent } = renderPanel();
    const status = await screen.findByRole('combobox', { name: 'Order status' });
    expect(status).toHaveValue('2.2');
    // Dispatched (3.0) is a major change from Picking: it asks before anything is sent.
    await user.selectOptions(status, '3.0');
    const notice = await screen.findByTestId('part-failed');
    expect(notice).toBeVisible();
    await user.click(within(notice).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('part-failed')).toBeNull());
    expect(screen.getByRole('combobox', { name: 'Order status' })).toHaveValue('2.2');
    expect(sent).toEqual([]);
  });
});
