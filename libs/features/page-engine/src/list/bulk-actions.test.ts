import type { BulkAction } from '@site-admin/api-client';
import { describe, expect, it } from 'vitest';
import { bulkActionPath, bulkIds } from './bulk-actions';

const action: BulkAction = {
  label: 'Print',
  value: 'print',
  path: '/:siteid/shop/:pageid/print?ids=:ids',
  verb: 'GET',
  delimiter: '|',
  target: 'window',
  idField: 'ref',
};

describe('bulk action paths', () => {
  it('fills the template with pageid, value and ids joined by the delimiter', () => {
    const ids = bulkIds(action, [
      { ID: 1, ref: 'A1' },
      { ID: 2, ref: 'B2' },
    ]);
    expect(ids).toEqual(['A1', 'B2']);
    expect(bulkActionPath(action, ids, { siteid: '48213', pageid: 3 })).toBe(
      '/48213/shop/3/print?ids=A1|B2',
    );
  });

  it('uses the row ids when no id field is named', () => {
    expect(bulkIds({ ...action, idField: null }, [{ ID: 7 }, { id: 'x' }])).toEqual(['7', 'x']);
  });
});
