import { QueryClient } from '@tanstack/react-query';
import { pagePathKey } from '@site-admin/api-client';
import { describe, expect, it } from 'vitest';
import { patchOrderRows } from './patch-rows';

describe('patchOrderRows', () => {
  it('gives the order’s rows on every loaded page of the list its new status and colour', () => {
    const client = new QueryClient();
    const key = [...pagePathKey('/48213/shop/orders'), { page: 1 }];
    client.setQueryData(key, {
      layout: 'list',
      model: [
        { ID: 10461, full_status: '2.1', row_class_modifier: 'info' },
        { ID: 10457, full_status: '2.3', row_class_modifier: 'info' },
      ],
    });
    patchOrderRows(client, '/48213/shop/orders', {
      ID: 10461,
      status: 5,
      sub_status: 0,
      full_status: '5.0',
      status_text: 'Cancelled',
      row_class_modifier: 'danger',
    });
    expect(client.getQueryData(key)).toEqual({
      layout: 'list',
      model: [
        {
          ID: 10461,
          status: 5,
          sub_status: 0,
          full_status: '5.0',
          status_text: 'Cancelled',
          row_class_modifier: 'danger',
        },
        { ID: 10457, full_status: '2.3', row_class_modifier: 'info' },
      ],
    });
  });
});
