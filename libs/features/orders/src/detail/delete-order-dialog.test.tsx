import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  http,
  renderRoutes,
  server,
  setupMockNetwork,
  showClientNotice,
} from '@site-admin/testing';
// A reply the contract does not have (`result: "failed"`) needs msw's own, untyped handler.
import { http as untypedHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fakeHost } from '../test-support';
import { DeleteOrderRowAction } from './delete-order-dialog';

setupMockNetwork();

function renderRowAction(done: boolean[]) {
  renderRoutes(
    [
      {
        path: '/:siteid/shop/orders',
        element: (
          <DeleteOrderRowAction
            action={{ type: 'delete', label: 'Delete' }}
            row={{ ID: 10474 }}
            host={fakeHost()}
            onDone={(changed) => done.push(changed)}
          />
        ),
      },
    ],
    '/48213/shop/orders',
  );
}

describe('the list’s Delete for an order', () => {
  it('asks about the order by number, deletes it and ends changed', async () => {
    server.use(
      http.delete('/{siteid}/shop/orders/{id}', ({ response }) =>
        response(200).json({ result: 'success', message: 'Deleted' }),
      ),
    );
    const done: boolean[] = [];
    renderRowAction(done);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete order #10474?' });
    expect(dialog).toHaveTextContent(
      'Are you sure you wish to delete order #10474? Once deleted, it can not be retrieved.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Order #10474 has been deleted.')).toBeVisible();
    expect(done).toEqual([true]);
  });

  it('names the order when the delete fails, and Cancel changes nothing', async () => {
    server.use(
      http.delete('/{siteid}/shop/orders/{id}', ({ response }) => {
        showClientNotice('server-error');
        return response(500).json({ message: 'Down' });
      }),
    );
    const done: boolean[] = [];
    renderRowAction(done);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete order #10474?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('An error has occurred and order #10474 has failed to be deleted.'),
    ).toBeVisible();
    // One notice: the server error's, saying also which order was not deleted.
    const notices = document.querySelectorAll(
      '[data-scope="toast"][data-part="root"][data-state="open"]',
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]).toHaveTextContent('A server error has occurred');
    expect(done).toEqual([false]);
  });

  it("gives the server's reason when it refuses, and counts any reply but success as a failure", async () => {
    server.use(
      http.delete('/{siteid}/shop/orders/{id}', ({ response }) =>
        response(200).json({
          result: 'error',
          message: 'Order #10474 has been sent to Royal Mail Click & Drop.',
        }),
      ),
    );
    const done: boolean[] = [];
    renderRowAction(done);
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete order #10474?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Order #10474 has been sent to Royal Mail Click & Drop.'),
    ).toBeVisible();
    expect(
      screen.getByText('An error has occurred and order #10474 has failed to be deleted.'),
    ).toBeVisible();
    expect(done).toEqual([false]);

    let failedReplies = 0;
    server.use(
      untypedHttp.delete('*/48213/shop/orders/10474', () => {
        failedReplies += 1;
        return HttpResponse.json({ result: 'failed' });
      }),
    );
    renderRowAction(done);
    dialog = await screen.findByRole('alertdialog', { name: 'Delete order #10474?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(done).toEqual([false, false]));
    expect(failedReplies).toBe(1);
    expect(screen.queryByText('Order #10474 has been deleted.')).toBeNull();
  });

  it('leaves an expired session (419) to its one notice, the client’s', async () => {
    server.use(
      http.delete('/{siteid}/shop/orders/{id}', () =>
        HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 }),
      ),
    );
    const done: boolean[] = [];
    renderRowAction(done);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete order #10474?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(done).toEqual([false]));
    expect(screen.queryByText(/has failed to be deleted/)).toBeNull();
    expect(screen.queryByText('CSRF token mismatch.')).toBeNull();
  });
});
