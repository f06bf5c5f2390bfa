import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, setupMockNetwork } from '@site-admin/testing';
import { describe, expect, it } from 'vitest';
import { fakeHost, ordersPage } from '../test-support';
import { OrderFilterPanel } from './order-filter-panel';

setupMockNetwork();

function renderFilters(gateways: number, filters: Record<string, string> = {}) {
  const page = ordersPage([]);
  page.config.filters = {
    status: {
      title: 'Status',
      type: 'checkbox',
      options: [
        { text: 'All', value: 'all' },
        { text: 'Pending', value: '1.0' },
        { text: 'Dispatched', value: '3.0' },
      ],
    },
    gateway: {
      title: 'Payment method',
      type: 'checkbox',
      options: [
        { text: 'All', value: 'all' },
        ...['Stripe', 'PayPal', 'Bank transfer']
          .slice(0, gateways)
          .map((text) => ({ text, value: text.toLowerCase() })),
      ],
    },
  };
  const host = fakeHost({ page, filters });
  renderRoutes(
    [
      {
        path: '/:siteid/shop/orders/filters',
        element: <OrderFilterPanel host={host} path="/48213/shop/orders/filters" view="filters" />,
      },
    ],
    '/48213/shop/orders/filters',
  );
  return host;
}

describe('OrderFilterPanel', () => {
  it('rejects a custom range that ends before it starts', async () => {
    const host = renderFilters(3);
    await userEvent.click(await screen.findByRole('radio', { name: 'Custom range' }));
    await userEvent.type(screen.getByLabelText('From'), '2026-11-20');
    await userEvent.type(screen.getByLabelText('To'), '2026-11-10');
    expect(screen.getByText('This must be a date after the From date')).toBeVisible();
    // A screen reader says why, with the field (aria-errormessage; the text is also announced).
    await waitFor(() =>
      expect(screen.getByLabelText('To')).toHaveAccessibleErrorMessage(
        'This must be a date after the From date',
      ),
    );
    expect(screen.getByLabelText('To')).toBeInvalid();
    expect(screen.getByRole('button', { name: 'Done' })).toBeDisabled();
    await userEvent.clear(screen.getByLabelText('To'));
    await userEvent.type(screen.getByLabelText('To'), '2026-11-30');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(host.applyFilters).toHaveBeenCalledWith(
      { date: 'custom', dateFrom: '2026-11-20', dateTo: '2026-11-30' },
      null,
    );
  });

  it('applies the status picks; Clear resets', async () => {
    const host = renderFilters(3, { status: '1.0', optIn: '1' });
    const status = within(await screen.findByRole('group', { name: 'Status' }));
    expect(status.getByRole('checkbox', { name: 'Pending' })).toBeChecked();
    await userEvent.click(status.getByRole('checkbox', { name: 'Dispatched' }));
    expect(screen.getByRole('group', { name: 'Payment method' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(host.applyFilters).toHaveBeenLastCalledWith({ status: '1.0,3.0', optIn: '1' }, null);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(status.getByRole('checkbox', { name: 'All' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(host.applyFilters).toHaveBeenLastCalledWith({}, null);
  });

  it("Clear puts the list's own order back (spec 1 section 4: Clear resets all)", async () => {
    const page = ordersPage([]);
    page.config.rows.columns.push({
      key: 'ID',
      label: 'Order',
      type: 'text',
      sortable: true,
      currency: 'GBP',
      sorting: { asc: 'Oldest order number first', desc: 'Newest order number first' },
    });
    // The owner sorted oldest first; the list's own order is newest first.
    const host = fakeHost({
      page,
      sort: { column: 'ID', direction: 'asc' },
      defaultSort: { column: 'ID', direction: 'desc' },
    });
    renderRoutes(
      [
        {
          path: '/:siteid/shop/orders/filters',
          element: (
            <OrderFilterPanel host={host} path="/48213/shop/orders/filters" view="filters" />
          ),
        },
      ],
      '/48213/shop/orders/filters',
    );
    const sort = await screen.findByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveDisplayValue('Oldest order number first');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(host.applyFilters).toHaveBeenLastCalledWith({}, { column: 'ID', direction: 'asc' });
    // Clear shows the list's own order by its name (it had shown a bare '—').
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(sort).toHaveDisplayValue('Newest order number first');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(host.applyFilters).toHaveBeenLastCalledWith({}, { column: 'ID', direction: 'desc' });
  });

  it('hides the payment methods with 2 or fewer', async () => {
    renderFilters(2);
    expect(await screen.findByRole('group', { name: 'Status' })).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Payment method' })).not.toBeInTheDocument();
  });
});
