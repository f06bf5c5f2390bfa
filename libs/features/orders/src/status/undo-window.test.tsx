import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderStatusUpdateRequest } from '@site-admin/api-client';
import { pagePathKey } from '@site-admin/api-client';
import { http, renderRoutes, server, setupMockNetwork } from '@site-admin/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderStatusCell } from '../cells/order-status-cell';
import { OrderPanel } from '../detail/order-panel';
import {
  fakeHost,
  layOutTextForEditor,
  ordersPage,
  packagingOrder,
  pickingRow,
  renderBulkStatus,
  twoCheckedRows,
} from '../test-support';
// The email editor's code, in before the modal asks for it (it loads with the email section).
import './email-editor';
import { UNDO_WINDOW_MS } from './undo-setting';

setupMockNetwork();
layOutTextForEditor();

interface Sent {
  body: OrderStatusUpdateRequest;
  keepalive: boolean;
}

function captureUpdates(fail = false) {
  const sent: Sent[] = [];
  server.use(
    http.post('/{siteid}/shop/orders/statusUpdate/', async ({ request, response }) => {
      sent.push({ body: await request.json(), keepalive: request.keepalive });
      return fail
        ? response(200).json({ result: 'error', message: 'There was an error updating the order.' })
        : response(200).json({ result: 'success' });
    }),
    http.get('/{siteid}/shop/orders/{id}/emailBody/', ({ response }) =>
      response(200).json({ emailBody: '<p>Dear Rhiannon Evans, your order is on its way.</p>' }),
    ),
  );
  return sent;
}

function renderCell(host = fakeHost()) {
  const page = ordersPage([pickingRow]);
  const column = page.config.rows.columns[0];
  if (!column) throw new Error('no column');
  const result = renderRoutes(
    [
      {
        path: '/:siteid/shop/orders',
        element: (
          <OrderStatusCell
            value="2.1"
            row={pickingRow}
            column={column}
            page={page}
            host={{ ...host, page }}
          />
        ),
      },
      { path: '/:siteid/dashboard', element: <h1>Dashboard</h1> },
    ],
    '/48213/shop/orders',
  );
  return { host, ...result };
}

const select = () => screen.findByRole('combobox', { name: 'Status of order #10461' });
let user: ReturnType<typeof userEvent.setup>;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  window.history.replaceState({}, '', '/48213/shop/orders');
});
afterEach(() => window.localStorage.clear());

const endWindow = () => act(() => vi.advanceTimersByTime(UNDO_WINDOW_MS));

describe('the undo window', () => {
  it('shows the new status at once and sends the change only when the 8 seconds are up', async () => {
    const sent = captureUpdates();
    renderCell();
    await user.selectOptions(await select(), '2.3');
    expect(await select()).toHaveValue('2.3');
    expect(await screen.findByText('Order #10461 will be marked Awaiting Dispatch')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeVisible();
    act(() => vi.advanceTimersByTime(UNDO_WINDOW_MS - 100));
    expect(sent).toHaveLength(0);
    act(() => vi.advanceTimersByTime(100));
    expect(await screen.findByText('Order #10461 has been updated.')).toBeVisible();
    expect(sent).toEqual([
      {
        body: expect.objectContaining({ orders: [10461], status: '2.3' }) as unknown,
        keepalive: false,
      },
    ]);
    expect(await select()).toHaveValue('2.3');
  });

  it('puts the row back on Undo and sends nothing', async () => {
    const sent = captureUpdates();
    renderCell();
    await user.selectOptions(await select(), '2.3');
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Undone: nothing was sent.')).toBeVisible();
    expect(await select()).toHaveValue('2.1');
    // The notice goes with Undo: the row's dropdown has the focus back, not the page.
    expect(await select()).toHaveFocus();
    await endWindow();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(sent).toHaveLength(0);
  });

  it('holds a change confirmed in the modal, email included, and sends it with keepalive when the owner leaves the page', async () => {
    const sent = captureUpdates();
    const { router } = renderCell();
    await user.selectOptions(await select(), '3.0');
    const dialog = await screen.findByRole('dialog', { name: 'Update order #10461' });
    await within(dialog).findByRole('textbox', { name: 'Email to the customer' });
    await user.click(within(dialog).getByRole('button', { name: 'Update status' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await select()).toHaveValue('3.0');
    expect(
      await screen.findByText('The change and the customer email go in 8 seconds.'),
    ).toBeVisible();
    expect(sent).toHaveLength(0);
    // An in-app navigation away from the order list.
    window.history.pushState({}, '', '/48213/dashboard');
    await act(() => router.navigate('/48213/dashboard'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      body: expect.objectContaining({
        orders: [10461],
        status: '3.0',
        sendEmailToggle: true,
      }) as unknown,
      keepalive: true,
    });
    // Sent once: the window's end does not send it again.
    await endWindow();
    expect(sent).toHaveLength(1);
  });

  it('sends a held change as soon as the address leaves the page, while the old page is still drawn', async () => {
    const sent = captureUpdates();
    const page = ordersPage([pickingRow]);
    const column = page.config.rows.columns[0];
    if (!column) throw new Error('no column');
    // One element for every address: the list stays drawn while the next page loads.
    const { router } = renderRoutes(
      [
        {
          path: '*',
          element: (
            <OrderStatusCell
              value="2.1"
              row={pickingRow}
              column={column}
              page={page}
              host={{ ...fakeHost(), page }}
            />
          ),
        },
      ],
      '/48213/shop/orders',
    );
    await user.selectOptions(await select(), '2.3');
    await screen.findByText('Order #10461 will be marked Awaiting Dispatch');
    await act(() => router.navigate('/48213/dashboard'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.keepalive).toBe(true);
  });

  it('sends a held change at once with keepalive when the tab closes', async () => {
    const sent = captureUpdates();
    renderCell();
    await user.selectOptions(await select(), '2.2');
    await screen.findByText('Order #10461 will be marked Packaging');
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.keepalive).toBe(true);
    act(() => {
      window.dispatchEvent(new Event('beforeunload'));
    });
    await endWindow();
    expect(sent).toHaveLength(1);
  });

  it("shows the spec's error, refreshes the list and puts the row back when the change fails after the window", async () => {
    const sent = captureUpdates(true);
    const { host } = renderCell();
    await user.selectOptions(await select(), '2.3');
    expect(await select()).toHaveValue('2.3');
    await endWindow();
    expect(await screen.findByText('There was an error updating the order.')).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(host.refresh).toHaveBeenCalled();
    await waitFor(async () => expect(await select()).toHaveValue('2.1'));
  });

  it('keeps the email the owner wrote when a held change fails, for the next try at that status', async () => {
    const sent = captureUpdates(true);
    renderCell();
    await user.selectOptions(await select(), '3.0');
    let dialog = await screen.findByRole('dialog', { name: 'Update order #10461' });
    let email = await within(dialog).findByRole('textbox', { name: 'Email to the customer' });
    await user.click(email);
    await user.keyboard('{Control>}a{/Control}Your parcel left today.');
    await user.click(within(dialog).getByRole('button', { name: 'Update status' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await endWindow();
    expect(
      await screen.findByText(
        'There was an error updating the order. Choose the status again to retry: what you wrote is kept.',
      ),
    ).toBeVisible();
    await waitFor(async () => expect(await select()).toHaveValue('2.1'));

    await user.selectOptions(await select(), '3.0');
    dialog = await screen.findByRole('dialog', { name: 'Update order #10461' });
    expect(
      within(dialog).getByText(
        'The last update to this status failed: here is what you chose and wrote for it.',
      ),
    ).toBeVisible();
    email = await within(dialog).findByRole('textbox', { name: 'Email to the customer' });
    expect(email).toHaveTextContent('Your parcel left today.');
    expect(sent[0]?.body.modifiedEmailBody).toBe('<p>Your parcel left today.</p>');
  });
});

describe("the order panel's status control in the undo window", () => {
  it('holds the change with Undo, and Undo puts the old status back', async () => {
    const sent = captureUpdates();
    server.use(
      http.get('/{siteid}/shop/orders/{id}', ({ response }) => response(200).json(packagingOrder)),
      http.get('/{siteid}/shop/orders/export/formats', ({ response }) =>
        response(200).json([{ type: 'default', disabled: false }]),
      ),
    );
    window.history.replaceState({}, '', '/48213/shop/orders/10459');
    renderRoutes(
      [
        {
          path: '/:siteid/shop/orders/:id',
          element: (
            <OrderPanel
              host={fakeHost()}
              path="/48213/shop/orders/10459"
              view="detail"
              id="10459"
            />
          ),
        },
      ],
      '/48213/shop/orders/10459',
    );
    const status = await screen.findByRole('combobox', { name: 'Order status' });
    await user.selectOptions(status, '2.3');
    expect(status).toHaveValue('2.3');
    expect(await screen.findByText('Order #10459 will be marked Awaiting Dispatch')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(status).toHaveValue('2.2'));
    // The notice goes with Undo: the dropdown has the focus back, not the page.
    expect(status).toHaveFocus();
    await endWindow();
    expect(sent).toHaveLength(0);
  });
});

describe('the bulk status change in the undo window', () => {
  it('closes the modal, holds the change and finishes it after the window', async () => {
    const sent = captureUpdates();
    const done: boolean[] = [];
    renderBulkStatus({ onDone: (changed) => done.push(changed) });
    const dialog = await screen.findByRole('dialog', { name: 'Update 2 orders' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'New status' }), '2.2');
    await user.click(within(dialog).getByRole('button', { name: 'Update status' }));
    expect(await screen.findByText('2 orders will be marked Packaging')).toBeVisible();
    expect(done).toEqual([false]);
    expect(sent).toHaveLength(0);
    await endWindow();
    expect(await screen.findByText('2 orders have been updated.')).toBeVisible();
    expect(sent.map((s) => s.body.orders)).toEqual([[10461, 10457]]);
    expect(done).toEqual([false, true]);
  });

  it('shows the new status on the checked rows at once, and Undo puts each back and sends nothing', async () => {
    const sent = captureUpdates();
    const page = ordersPage(twoCheckedRows);
    const { queryClient } = renderBulkStatus({ page });
    // The order list as the page engine holds it.
    const listKey = [...pagePathKey('/48213/shop/orders'), {}];
    queryClient.setQueryData(listKey, page);
    const statuses = () =>
      (queryClient.getQueryData<typeof page>(listKey)?.model ?? []).map((row) => [
        row['ID'],
        row['full_status'],
        row['status_text'],
      ]);

    const dialog = await screen.findByRole('dialog', { name: 'Update 2 orders' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'New status' }), '2.2');
    await user.click(within(dialog).getByRole('button', { name: 'Update status' }));
    expect(await screen.findByText('2 orders will be marked Packaging')).toBeVisible();
    expect(statuses()).toEqual([
      [10461, '2.2', 'Packaging'],
      [10457, '2.2', 'Packaging'],
    ]);

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Undone: nothing was sent.')).toBeVisible();
    expect(statuses()).toEqual([
      [10461, '2.1', 'Picking'],
      [10457, '2.3', 'Awaiting Dispatch'],
    ]);
    await endWindow();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(sent).toHaveLength(0);
  });
});
