import type { FieldOption, FormField } from '@site-admin/api-client';
import { parseRuleList } from '@site-admin/validation';

/** The field definition the mapper puts in `ui:options.field`. */
export function fieldOf(options: { field?: unknown }): FormField {
  const { field } = options;
  return isFormField(field) ? field : { name: '', type: 'text' };
}

function isFormField(value: unknown): value is FormField {
  return typeof value === 'object' && value !== null && 'name' in value && 'type' in value;
}

export function numberParam(field: FormField, name: string): number | undefined {
  const value = field.params?.[name];
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

export function booleanParam(field: FormField, name: string): boolean | undefined {
  const value = field.params?.[name];
  return typeof value === 'boolean' ? value : undefined;
}

/** The `max:N` rule's N (a length limit for text, textarea and code). */
export function maxRule(field: FormField): number | undefined {
  const rule = parseRuleList(field.validation).find((item) => item.name === 'max');
  const max = Number(rule?.args[0]);
  return rule && Number.isInteger(max) ? max : undefined;
}

/** The field label's element id: group widgets (radios, pickers) point at it. */
export const labelIdOf = (id: string) => `${id}__label`;

/** Option values may be strings, numbers or booleans; form controls speak strings. */
export const sameValue = (a: unknown, b: unknown) =>
  a !== undefined && a !== null && b !== undefined && b !== null && String(a) === String(b);

export const optionByValue = (options: readonly FieldOption[], value: unknown) =>
  options.find((option) => sameValue(option.value, value));
