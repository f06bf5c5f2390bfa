import type { ListColumn, ListRow } from '@site-admin/api-client';

/** The row's id: `id` or `ID` (spec 1 section 7). */
export function rowId(row: ListRow): string {
  const id = row.id ?? row.ID;
  return id === undefined ? '' : String(id);
}

export const isPresent = (value: unknown) =>
  value !== null &&
  value !== undefined &&
  value !== '' &&
  !(Array.isArray(value) && value.length === 0);

export const asText = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : '';

/**
 * Fills the `:name` placeholders of a path template (spec 1: links carry `:param` placeholders);
 * a placeholder with no value stays as it is.
 */
export function fillTemplate(template: string, read: (name: string) => unknown): string {
  return template.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (match, name: string) => {
    const value = read(name);
    return isPresent(value) ? encodeURIComponent(asText(value)) : match;
  });
}

/**
 * What the owner calls a row, for a question about it ('Delete the redirect ‘old-shop/mugs’?'):
 * its title column's text, else its first text column's, else nothing (the question then says
 * 'this {noun}').
 */
export function rowName(row: ListRow, columns: readonly ListColumn[]): string | undefined {
  const named =
    columns.find((column) => column.type === 'title') ??
    columns.find((column) => column.type === 'text');
  const text = named === undefined ? '' : asText(row[named.key]).trim();
  return text === '' ? undefined : text;
}

/**
 * What a row's buttons say after their action ('View #10452', 'Delete old-shop/mugs'): its
 * identifier as the list shows it (unique, where a title such as a customer's name may not be),
 * else its name, else its id.
 */
export function rowLabel(row: ListRow, columns: readonly ListColumn[]): string {
  const identifier = columns.find((column) => column.type === 'identifier');
  const value = identifier === undefined ? '' : asText(row[identifier.key]).trim();
  return value !== '' ? `#${value}` : (rowName(row, columns) ?? rowId(row));
}
