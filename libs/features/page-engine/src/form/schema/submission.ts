import {
  isSafeKey,
  type FieldType,
  type FormField,
  type FormSubmission,
} from '@site-admin/api-client';
import type { ErrorSchema } from '@rjsf/utils';
import { TRUNCATE_LENGTH, slugify, trimText, truncate } from '@site-admin/validation';
import { effectiveFields, isHiddenField } from './build-form';

/**
 * Text fields are trimmed (spec 1 section 5). Passwords, code and page content keep their
 * whitespace: there it is part of the value.
 */
const trimmedTypes = new Set<FieldType>([
  'text',
  'textarea',
  'number',
  'email',
  'url',
  'external-url',
  'site-url',
  'slug',
  'colour',
  'date',
  'datetime',
]);

function applyFilter(text: string, filter: string): string {
  const [name = '', argument] = filter.split(':');
  switch (name.trim()) {
    case 'trim':
      return trimText(text);
    case 'slug':
      return slugify(text);
    case 'lowercase':
      return text.toLowerCase();
    case 'uppercase':
      return text.toUpperCase();
    case 'truncate': {
      const length = Number(argument);
      return truncate(
        text,
        argument !== undefined && Number.isFinite(length) ? length : TRUNCATE_LENGTH,
      );
    }
    default:
      return text;
  }
}

function cleanText(field: FormField, text: string): string {
  const trimmed = trimmedTypes.has(field.type) ? trimText(text) : text;
  return (field.filters ?? []).reduce(applyFilter, trimmed);
}

function cleanValue(field: FormField, value: unknown): unknown {
  if (typeof value === 'string') return cleanText(field, value);
  // A list of texts (tags) gets the same filters item by item.
  if (Array.isArray(value)) {
    return value.map((item: unknown) => (typeof item === 'string' ? cleanText(field, item) : item));
  }
  return value;
}

/**
 * The values as they will be sent (trimmed and filtered), by field name: what the rules check, so
 * ' g-4qx7 ' with an uppercase filter passes a rule for 'G-4QX7'.
 */
export function cleanValues(
  fields: FormField[],
  values: Record<string, unknown>,
): Record<string, unknown> {
  const clean = { ...values };
  for (const field of fields) {
    // A server name such as `__proto__` is never used as a key (it would reach the prototype).
    if (isSafeKey(field.name) && Object.hasOwn(clean, field.name))
      clean[field.name] = cleanValue(field, clean[field.name]);
  }
  return clean;
}

/**
 * Where a field's value goes in the body: its dot path, or its name. Null when neither is usable:
 * a name or path part such as `__proto__` would write onto a prototype, so the field is not sent.
 */
function pathOf(field: FormField): string[] | null {
  const path = field.dataPath?.split('.') ?? [];
  const usable = path.length > 0 && path.every((part) => part !== '' && isSafeKey(part));
  if (usable) return path;
  return isSafeKey(field.name) ? [field.name] : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function writePath(target: Record<string, unknown>, path: readonly string[], value: unknown) {
  const [head, ...rest] = path;
  if (head === undefined || !isSafeKey(head)) return;
  if (rest.length === 0) {
    target[head] = value;
    return;
  }
  const child = Object.hasOwn(target, head) ? target[head] : undefined;
  const node = isRecord(child) ? child : {};
  target[head] = node;
  writePath(node, rest, value);
}

/**
 * Info and Upsell fields show text only; disabled upsell fields are not submitted (spec); a field
 * hidden (by its definition or by a dependency, e.g. an MX record's priority once the type is TXT)
 * sends nothing. A `hidden`-type field is a value the form carries, and is sent.
 */
function isSubmitted(field: FormField): boolean {
  if (field.type === 'info' || field.type === 'upsell') return false;
  if (field.hidden === true) return false;
  return field.upsell?.disableField !== true;
}

export function toSubmission(
  fields: FormField[],
  values: Record<string, unknown>,
  metaData?: Record<string, unknown>,
): FormSubmission {
  const body: Record<string, unknown> = {};
  for (const field of effectiveFields(fields, values)) {
    const path = pathOf(field);
    if (!isSubmitted(field) || path === null) continue;
    writePath(body, path, cleanValue(field, values[field.name] ?? null));
  }
  return metaData === undefined ? body : { ...body, metaData };
}

/** A reply's messages by key: `{ errors: { … } }` (ValidationErrors) or the map itself. */
function messagesByKey(body: unknown): [string, string[]][] {
  if (!isRecord(body)) return [];
  const map = isRecord(body.errors) ? body.errors : body;
  return Object.entries(map).flatMap(([key, value]) => {
    const texts = (Array.isArray(value) ? value : [value]).filter(
      (item): item is string => typeof item === 'string' && item !== '',
    );
    return texts.length > 0 ? [[key, texts]] : [];
  });
}

/** `seo.title` → its field; a list item's key (`tags.2`) → the list's field. */
function fieldFor(key: string, byKey: ReadonlyMap<string, string>): string | undefined {
  const parts = key.split('.');
  for (let end = parts.length; end > 0; end -= 1) {
    const name = byKey.get(parts.slice(0, end).join('.'));
    if (name !== undefined) return name;
  }
  return undefined;
}

/**
 * A 422 reply's messages under their fields. A message for a field the form does not draw (hidden
 * by its definition, or by a dependency on the `values`) shows at the top of the form, as one for
 * an unknown field does: under a field not drawn it would not be seen.
 */
export function toErrorSchema(
  fields: FormField[],
  body: unknown,
  values: Record<string, unknown> = {},
): ErrorSchema {
  const byKey = new Map<string, string>();
  // Only names that are safe keys: the error schema is keyed by them.
  const named = effectiveFields(fields, values).filter((field) => !isHiddenField(field));
  for (const field of named) {
    if (field.dataPath !== undefined) byKey.set(field.dataPath, field.name);
  }
  // A field's own name wins over another field's data path.
  for (const field of named) byKey.set(field.name, field.name);

  const schema: ErrorSchema = {};
  for (const [key, texts] of messagesByKey(body)) {
    const name = fieldFor(key, byKey);
    // The reply's summary (`message`) is not a field error; another unknown key stays visible at
    // the top of the form.
    if (name === undefined && key === 'message') continue;
    const own = name !== undefined && Object.hasOwn(schema, name) ? schema[name] : undefined;
    const node: ErrorSchema = name === undefined ? schema : (own ?? (schema[name] = {}));
    node.__errors = [...(node.__errors ?? []), ...texts];
  }
  return schema;
}
