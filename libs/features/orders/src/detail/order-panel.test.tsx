import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  findOpenedDialog,
  http,
  renderRoutes,
  server,
  setupMockNetwork,
} from '@site-admin/testing';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { fakeHost, packagingOrder } from '../test-support';
import { OrderPanel } from './order-panel';

setupMockNetwork();

const formats = () =>
  http.get('/{siteid}/shop/orders/export/formats', ({ response }) =>
    response(200).json([
      { type: 'default', disabled: false },
      { type: 'royal-mail-click-and-drop', disabled: false },
    ]),
  );

function renderPanel(host = fakeHost(), id = '10459') {
  const routes = [
    {
      path: '/:siteid/shop/orders/:id',
      element: <OrderPanel host={host} path={`/48213/shop/orders/${id}`} view="detail" id={id} />,
    },
    { path: '/:siteid/shop/orders/:id/edit', element: <p>Older edit page</p> },
  ];
  return { host, ...renderRoutes(routes, `/48213/shop/orders/${id}`) };
}

describe('OrderPanel', () => {
  it('shows the order: header, notices, customer, addresses and the items with their columns', async () => {
    server.use(
      http.get('/{siteid}/shop/orders/{id}', ({ response }) => response(200).json(packagingOrder)),
      formats(),
    );
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'Order #10459' })).toBeVisible();
    expect(await screen.findByRole('combobox', { name: 'Order status' })).toHaveValue('2.2');
    expect(screen.getByText('Placed November 26, 2026 10:02 AM')).toBeVisible();
    expect(screen.getByText('Transaction pi_3Qx0pQL2eZvKYlo2C3mW1sTe')).toBeVisible();
    expect(
      screen.getByText('2 trees are being planted with Ecologi for this order.'),
    ).toBeVisible();
    expect(screen.getByText(/Tom and Grace Hughes/)).toBeVisible();
    expect(screen.getByText(/Hughes Events Ltd/)).toBeVisible();
    expect(screen.getByText('Could the plates be wrapped separately?')).toBeVisible();
    // The email is one link, with a line break allowed before its @ (a phone's narrow column).
    const email = screen.getByRole('link', { name: 'chloe.hughes@example.com' });
    expect(email).toHaveAttribute('href', 'mailto:chloe.hughes@example.com');
    expect(email.querySelector('wbr')?.nextSibling?.textContent).toMatch(/^@/);

    const table = screen.getByRole('table');
    // Qty, price and rate are columns from 576 px; on a phone (all jsdom draws: it applies no
    // media query) they go under the product's name, and the line totals keep their column.
    const headers = within(table)
      .getAllByRole('columnheader', { hidden: true })
      .map((h) => h.textContent);
    expect(headers).toEqual(['Product ↓', 'Qty', 'Price (ex. tax)', 'Tax rate', 'Total']);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Product ↓', 'Total']);
    const [book, plates] = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row));
    expect(book?.getByText("The Potter's Book of Glaze Recipes")).toBeVisible();
    expect(book?.getByText('1 × £12.00 ex. tax · 0% tax')).toBeVisible();
    expect(plates?.getByText('Stoneware Dinner Plate')).toBeVisible();
    expect(plates?.getByText('4 × £15.00 ex. tax · 20% tax')).toBeVisible();
    expect(plates?.getByText('£60.00')).toBeVisible();
    expect(screen.getByText('Subtotal')).toBeVisible();
    expect(screen.getByText('£72.00')).toBeVisible();
    expect(screen.getByText('Discount (HELLO5)')).toBeVisible();
    expect(screen.getByText('Applied: Newsletter £5 off')).toBeVisible();
    // Tax exclusive: the shipping excluding VAT, so the lines add up (72 − 5 + 5 + 13 = 85).
    expect(screen.getByText('£5.00')).toBeVisible();
    expect(screen.getByText('£6.00 inc. VAT')).toBeVisible();
    expect(screen.getByText('£85.00')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Sort by product name' }));
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Stoneware Dinner Plate');
  });

  it('expands options with a custom value, and remembers the toggle', async () => {
    window.localStorage.clear();
    server.use(
      http.get('/{siteid}/shop/orders/{id}', ({ response }) => response(200).json(packagingOrder)),
      formats(),
    );
    const first = renderPanel();
    expect(await screen.findByText('Colour: Sage')).toBeVisible();
    expect(screen.getByText('Inscription: Signed by the author')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Show options' }));
    expect(screen.getByText('Inscription: Signed by the author “For Tom and Grace”')).toBeVisible();
    first.unmount();
    renderPanel();
    expect(
      await screen.findByText('Inscription: Signed by the author “For Tom and Grace”'),
    ).toBeVisible();
  });

  it('shows the status code and text when the order cannot load, and tries again', async () => {
    server.use(
      http.get('/{siteid}/shop/orders/{id}', ({ response }) =>
        response(404).json({ message: 'Order #99999 could not be found.' }),
      ),
    );
    renderPanel(fakeHost(), '99999');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The order could not be loaded');
    expect(alert).toHaveTextContent('404 Not Found');
    server.use(
      http.get('/{siteid}/shop/orders/{id}', ({ response }) => response(200).json(packagingOrder)),
      formats(),
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Colour: Sage')).toBeVisible();
  });

  it('says the app is offline when the order gets no reply, never a bare status 0', async () => {
    server.use(http.get('/{siteid}/shop/orders/{id}', () => HttpResponse.error()));
    renderPanel(fakeHost(), '10459');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The order could not be loadedYou appear to be offline. Check your connection and try again.',
    );
    expect(alert).not.toHaveTextContent(/\b0\b/);
  });

  it('deletes after the exact question, then closes; a failure names the order', async () => {
    let deleted = 0;
    let loads = 0;
    server.use(
      http.get('/{siteid}/shop/orders/{id}', ({ response }) => {
        loads += 1;
        return response(200).json(packagingOrder);
      }),
      formats(),
      http.delete('/{siteid}/shop/orders/{id}', ({ response }) => {
        deleted += 1;
        return deleted === 1
          ? response(200).json({ result: 'error', message: 'Sent to Click & Drop.' })
          : response(200).json({ result: 'success', message: 'Deleted' });
      }),
    );
    const { host } = renderPanel();
    const panel = await findOpenedDialog(/Order #10459/);
    await userEvent.click(within(panel).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Are you sure you wish to delete order #10459? Once deleted, it can not be retrieved.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('An error has occurred and order #10459 has failed to be deleted.'),
    ).toBeVisible();
    expect(host.closePanel).not.toHaveBeenCalled();

    const loadsBefore = loads;
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.dblClick(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Order #10459 has been deleted.')).toBeVisible();
    expect(host.closePanel).toHaveBeenCalled();
    expect(deleted).toBe(2);
    // The deleted order is not asked for again (the server would answer 404).
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(loads).toBe(loadsBefore);
  });

  it('disables Edit, Delete and the status when read only; Edit opens the older page', async () => {
    server.use(
      http.get('/{siteid}/shop/orders/{id}', ({ response }) =>
        response(200).json({
          ...packagingOrder,
          config: { ...packagingOrder.config, read_only: true },
        }),
      ),
      formats(),
    );
    renderPanel();
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Order status' })).toBeDisabled();
    expect(screen.getByText(/This order is read only/)).toBeVisible();
  });

  it('opens Print and Edit', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    server.use(
      http.get('/{siteid}/shop/orders/{id}', ({ response }) => response(200).json(packagingOrder)),
      formats(),
    );
    const { router } = renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Print' }));
    expect(open).toHaveBeenCalledWith(
      '/edit/dynamic/shop/shop_management/dispatch_note.php?id=10459',
      '_blank',
      'noopener',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/48213/shop/orders/10459/edit'),
    );
    open.mockRestore();
  });
});
