import type { FormField } from '@site-admin/api-client';
import type { KeyboardEvent } from 'react';
import { toSubmission } from './schema/submission';

/**
 * The form as it would be sent, as text, with an emptied field the same as one never filled: two
 * forms that would send the same thing are equally clean.
 */
export function sentForm(fields: FormField[], values: Record<string, unknown>): string {
  return JSON.stringify(toSubmission(fields, values), (_key, value: unknown) =>
    value === '' || (Array.isArray(value) && value.length === 0) ? null : value,
  );
}

const singleLineTypes = new Set(['text', 'email', 'url', 'number', 'password', 'tel']);

/**
 * Enter in a single-line field submits the form, as in a browser form (the form's buttons sit in
 * the panel's footer, outside it). A widget that uses Enter itself (tags, choosers) prevents it.
 */
export function submitOnEnter(event: KeyboardEvent, submit: () => void): void {
  const target = event.target;
  if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) return;
  if (!(target instanceof HTMLInputElement) || !singleLineTypes.has(target.type)) return;
  if (target.getAttribute('role') === 'combobox') return;
  event.preventDefault();
  submit();
}
