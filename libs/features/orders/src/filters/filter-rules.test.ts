import { describe, expect, it } from 'vitest';
import { chosenFilters, showGateway, toggleCheckbox } from './filter-rules';
import { canDownload, firstFormat, statusCodes } from '../export/export-rules';

describe('filter panel rules', () => {
  it('All clears the other picks and any other pick removes All', () => {
    expect(toggleCheckbox(['2.0', '3.0'], 'all', true)).toEqual(['all']);
    expect(toggleCheckbox(['all'], '2.0', true)).toEqual(['2.0']);
    expect(toggleCheckbox(['2.0', '3.0'], '2.0', false)).toEqual(['3.0']);
  });

  it('shows the gateway section only with more than 2 gateways', () => {
    const options = (n: number) => [
      { text: 'All', value: 'all' },
      ...Array.from({ length: n }, (_, i) => ({ text: `G${i}`, value: `g${i}` })),
    ];
    expect(showGateway({ title: 'Payment', type: 'checkbox', options: options(2) })).toBe(false);
    expect(showGateway({ title: 'Payment', type: 'checkbox', options: options(3) })).toBe(true);
    expect(showGateway(undefined)).toBe(false);
  });

  it('returns the filters not empty and not All, sorted, with dates only for a custom range', () => {
    expect(
      chosenFilters({
        status: '3.0,2.0',
        gateway: 'all',
        optIn: '',
        date: 'past_week',
        dateFrom: '2026-11-01',
      }),
    ).toEqual({
      status: '2.0,3.0',
      date: 'past_week',
    });
    expect(chosenFilters({ date: 'custom', dateFrom: '2026-11-01', dateTo: '2026-11-30' })).toEqual(
      {
        date: 'custom',
        dateFrom: '2026-11-01',
        dateTo: '2026-11-30',
      },
    );
  });
});

describe('export panel rules', () => {
  it('maps the ticked groups to their codes', () => {
    expect(statusCodes(['dispatched', 'pending'])).toEqual(['1', '1.0', '1.1', '3', '3.0']);
    expect(statusCodes([])).toEqual([]);
  });

  it('downloads only with a status and a format in the plan', () => {
    expect(canDownload({ type: 'xero', disabled: false }, [])).toBe(false);
    expect(canDownload({ type: 'xero', disabled: false }, ['pending'])).toBe(true);
    expect(canDownload({ type: 'sage', disabled: true }, ['pending'])).toBe(false);
    expect(canDownload(undefined, ['pending'])).toBe(false);
  });

  it('refuses a range that ends before it starts, as the filter does', () => {
    const xero = { type: 'xero', disabled: false } as const;
    expect(canDownload(xero, ['pending'], '2026-11-20', '2026-11-01')).toBe(false);
    expect(canDownload(xero, ['pending'], '2026-11-01', '2026-11-01')).toBe(true);
    expect(canDownload(xero, ['pending'], '2026-11-20', '')).toBe(true);
  });

  it('starts at the first format the plan includes', () => {
    expect(
      firstFormat([
        { type: 'sage', disabled: true },
        { type: 'default', disabled: false },
      ]),
    ).toBe('default');
    expect(firstFormat([])).toBeUndefined();
  });
});
