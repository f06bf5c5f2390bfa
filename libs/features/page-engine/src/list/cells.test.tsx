import { render, screen } from '@testing-library/react';
import type { ListColumn, ListPage } from '@site-admin/api-client';
import { createI18n, UiProvider } from '@site-admin/ui';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { registerCellType } from '../registry';
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
) {
  return render(
    <UiProvider i18n={createI18n()}>
      <MemoryRouter>
        <ListCell
          value={row['value']}
          row={row}
          column={column(type, extra)}
          page={page}
          pagePath="/48213/shop/orders"
          search=""
        />
      </MemoryRouter>
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

  it('falls back for the order cells until the orders feature registers its own', () => {
    cell('order_status', { value: '1.1', status_text: 'Awaiting Payment' });
    expect(screen.getByText('Awaiting Payment')).toBeVisible();
    cell('order_product_name', { value: [{ name: 'Mug' }, { name: 'Jug' }] });
    expect(screen.getByText('Mug, Jug')).toBeVisible();
    registerCellType('order_status', ({ value }) => <span>Status {String(value)}</span>);
    cell('order_status', { value: '2.0' });
    expect(screen.getByText('Status 2.0')).toBeVisible();
  });
});
