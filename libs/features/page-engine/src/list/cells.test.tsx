import { fireEvent, render, screen } from '@testing-library/react';
import type { ListColumn, ListPage } from '@site-admin/api-client';
import { createI18n, UiProvider } from '@site-admin/ui';
import { MemoryRouter } from 'react-router';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  defineExtension,
  ExtensionsProvider,
  type CellProps,
  type Extension,
} from '@site-admin/extensions';
import { testHost } from '../test-support';
import { ListCell } from './cells';

const column = (type: ListColumn['type'], extra: Partial<ListColumn> = {}): ListColumn => ({
  key: 'value',
  label: 'Value',
  type,
  sortable: false,
  currency: 'GBP',
  ...extra,
});

const page = {} as ListPage;

function cell(
  type: ListColumn['type'],
  row: Record<string, unknown>,
  extra: Partial<ListColumn> = {},
  extensions: readonly Extension[] = [],
) {
  return render(
    <UiProvider i18n={createI18n()}>
      <ExtensionsProvider value={extensions}>
        <MemoryRouter>
          <ListCell
            value={row['value']}
            row={row}
            column={column(type, extra)}
            page={page}
            pagePath="/48213/shop/orders"
            texts={{ empty: '—', loading: '…', today: 'today' }}
            host={testHost({ pagePath: '/48213/shop/orders' })}
          />
        </MemoryRouter>
      </ExtensionsProvider>
    </UiProvider>,
  );
}

describe('list cells', () => {
  it('draws each column type', () => {
    cell('price', { value: 29.45 });
    expect(screen.getByText('£29.45')).toBeVisible();
    cell('percentage', { value: 12.5 });
    expect(screen.getByText('12.5%')).toBeVisible();
    cell('identifier', { value: 10474 });
    expect(screen.getByText('#10474')).toBeVisible();
    cell('text_list', { value: ['mugs', 'jugs'] });
    expect(screen.getByText('mugs, jugs')).toBeVisible();
    cell('first_valid', { a: '', b: 'second' }, { fields: ['a', 'b'] });
    expect(screen.getByText('second')).toBeVisible();
    cell('datetime', { value: null }, { emptyText: 'Never' });
    expect(screen.getByText('Never')).toBeVisible();
    cell('title', { ID: 5, value: 'Open me' }, { link: ':id/edit' });
    expect(screen.getByRole('link', { name: 'Open me' })).toHaveAttribute(
      'href',
      '/48213/shop/orders/5/edit',
    );
  });

  it('groups an amount but not a code (a TTL of 3600)', () => {
    cell('number', { value: 1284 });
    expect(screen.getByText('1,284')).toBeVisible();
    cell('number', { value: 3600 }, { grouping: false });
    expect(screen.getByText('3600')).toBeVisible();
  });

  it('falls back for the order cells until the orders feature registers its own', () => {
    cell('order_status', { value: '1.1', status_text: 'Awaiting Payment' });
    expect(screen.getByText('Awaiting Payment')).toBeVisible();
    cell('order_product_name', { value: [{ name: 'Mug' }, { name: 'Jug' }] });
    expect(screen.getByText('Mug, Jug')).toBeVisible();
  });

  it('draws a registered cell as a component, so it may use hooks', async () => {
    function StatusCell({ value, host }: CellProps) {
      const [clicks, setClicks] = useState(0);
      return (
        <button type="button" onClick={() => setClicks(clicks + 1)}>
          Status {String(value)} on {host.pagePath}: {clicks}
        </button>
      );
    }
    cell('order_status', { value: '2.0' }, {}, [
      defineExtension({ name: 'orders', cells: { order_status: StatusCell } }),
    ]);
    const button = screen.getByRole('button', { name: 'Status 2.0 on /48213/shop/orders: 0' });
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: /: 1$/ })).toBeVisible();
  });

  it('keeps a failing cell inside its own boundary', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('odd reply');
    }
    cell('order_status', { value: '2.0' }, {}, [
      defineExtension({ name: 'orders', cells: { order_status: Broken } }),
    ]);
    expect(screen.getByText('This part could not be shown')).toBeVisible();
    errors.mockRestore();
  });
});
