import type { RuleResult, ValidationError } from './messages';
import { fail } from './messages';

export type DateInput = string | Date | null | undefined;

/**
 * A real calendar date from a date field (`YYYY-MM-DD`, local midnight) or a Date; `null` for empty
 * or impossible input such as `2024-02-30`.
 */
export function parseDate(value: DateInput): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value?.trim() ?? '');
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]) - 1;
  const day = Number(match[3]);
  const date = new Date(year, month, day);
  // Date rolls 2024-02-30 over into March; a date that comes back different did not exist.
  const exists = date.getFullYear() === year && date.getMonth() === month && date.getDate() === day;
  return exists ? date : null;
}

/** The order filter's custom range: the end may not be before the start. */
export function validateDateRange(from: DateInput, to: DateInput): RuleResult {
  const start = parseDate(from);
  const end = parseDate(to);
  return start && end && end.getTime() < start.getTime() ? fail('orders.filter.date_after') : null;
}

/** The export sends a date only when it is valid: the `YYYY-MM-DD` to send, else `undefined`. */
export function exportDate(value: DateInput): string | undefined {
  const date = parseDate(value);
  if (!date) return undefined;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The export needs at least one order status. */
export function validateExportStatuses(statuses: readonly unknown[]): RuleResult {
  return statuses.length > 0 ? null : fail('orders.export.status_required');
}

/** A bulk action with nothing selected fails; the failure is named `empty`. */
export function validateBulkSelection(selected: readonly unknown[]): RuleResult {
  return selected.length > 0 ? null : fail('validation.bulk.empty');
}

/** The question asked before an order is deleted. */
export function deleteOrderConfirmation(id: string | number): ValidationError {
  return fail('orders.delete.confirm', { id });
}
