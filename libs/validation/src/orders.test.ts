import { describe, expect, it } from 'vitest';
import { formatMessage } from './messages';
import {
  deleteOrderConfirmation,
  exportDate,
  parseDate,
  validateBulkSelection,
  validateDateRange,
  validateExportStatuses,
} from './orders';

describe('order filter date range', () => {
  it('rejects an end date before the start, with the spec message', () => {
    const error = validateDateRange('2024-05-10', '2024-05-09');
    expect(error).toEqual({ key: 'orders.filter.date_after' });
    expect(error && formatMessage(error)).toBe('This must be a date after the From date');
  });

  it('accepts the same day, a later day, or an open end', () => {
    expect(validateDateRange('2024-05-10', '2024-05-10')).toBeNull();
    expect(validateDateRange('2024-05-10', '2025-01-01')).toBeNull();
    expect(validateDateRange('2024-05-10', '')).toBeNull();
    expect(validateDateRange(null, '2024-05-10')).toBeNull();
    expect(validateDateRange(new Date(2024, 4, 10), new Date(2024, 4, 9))).not.toBeNull();
  });
});

describe('dates', () => {
  it('parses only real calendar dates', () => {
    expect(parseDate('2024-02-29')?.getDate()).toBe(29);
    expect(parseDate('2023-02-29')).toBeNull();
    expect(parseDate('2024-13-01')).toBeNull();
    expect(parseDate('10/05/2024')).toBeNull();
    expect(parseDate(new Date('nope'))).toBeNull();
  });

  it('the export sends a date only if valid', () => {
    expect(exportDate('2024-05-10')).toBe('2024-05-10');
    expect(exportDate(new Date(2024, 0, 2))).toBe('2024-01-02');
    expect(exportDate('2024-02-30')).toBeUndefined();
    expect(exportDate(undefined)).toBeUndefined();
  });
});

describe('export, bulk and delete', () => {
  it('the export needs at least one status', () => {
    expect(validateExportStatuses([])).toEqual({ key: 'orders.export.status_required' });
    expect(validateExportStatuses([1])).toBeNull();
  });

  it('a bulk action with nothing selected fails as empty', () => {
    expect(validateBulkSelection([])?.key).toBe('validation.bulk.empty');
    expect(validateBulkSelection(['7'])).toBeNull();
  });

  it('asks before deleting an order', () => {
    expect(formatMessage(deleteOrderConfirmation(17))).toBe(
      'Are you sure you wish to delete order #17? Once deleted, it can not be retrieved.',
    );
  });
});
