import { screen } from '@testing-library/react';
import { renderRoutes, setupMockNetwork } from '@site-admin/testing';
import { describe, expect, it } from 'vitest';
import { fakeHost, ordersPage } from '../test-support';
import { OrderProductNameCell } from './order-product-name-cell';

setupMockNetwork();

describe('OrderProductNameCell', () => {
  it('shows each line with its quantity and the options summary cut at 40 characters', async () => {
    const page = ordersPage([]);
    const column = {
      key: 'products',
      label: 'Products',
      type: 'order_product_name' as const,
      sortable: false,
      currency: 'GBP',
    };
    const value = [
      {
        name: 'Speckled Stoneware Mug',
        qty: 2,
        options: [
          {
            title: 'Glaze',
            items: [{ title: 'Oatmeal speckle with a hand-dipped cobalt rim', custom_value: null }],
          },
        ],
      },
      { name: 'Making Pots', qty: 1 },
    ];
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <OrderProductNameCell
              value={value}
              row={{ ID: 1 }}
              column={column}
              page={page}
              host={fakeHost()}
            />
          ),
        },
      ],
      '/',
    );
    expect(await screen.findByText('2 × Speckled Stoneware Mug')).toBeVisible();
    expect(screen.getByText('Glaze: Oatmeal speckle with a hand-dippe…')).toHaveAttribute(
      'title',
      'Glaze: Oatmeal speckle with a hand-dipped cobalt rim',
    );
    expect(screen.getByText('Making Pots')).toBeVisible();
  });
});
