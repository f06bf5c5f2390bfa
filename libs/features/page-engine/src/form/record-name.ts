import type { FieldType, FormField } from '@site-admin/api-client';
import { readPath } from './schema/build-form';

const namingTypes = new Set<FieldType>(['text', 'site-url', 'slug', 'url', 'email']);

/**
 * What the owner calls the record a form edits, for a question about it ('Delete the redirect
 * ‘old-shop/mugs’?'): the saved value of its first visible text-like field, or nothing.
 */
export function recordName(fields: readonly FormField[], model: Record<string, unknown>) {
  for (const field of fields) {
    if (!namingTypes.has(field.type) || field.hidden === true) continue;
    const value = readPath(model, field.dataPath ?? field.name);
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return undefined;
}
