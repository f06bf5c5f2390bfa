import { isSafeKey, type FieldType, type FormField } from '@site-admin/api-client';
import type { RJSFSchema, UIOptionsType, UiSchema } from '@rjsf/utils';
import { isInputField, showsOptional, slugify } from '@site-admin/validation';

export interface BuiltForm {
  schema: RJSFSchema;
  uiSchema: UiSchema;
}

/** The computed form of `FormField.default`. */
export interface DefaultRule {
  method: string;
  fields: string[];
  options?: Record<string, unknown>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isDefaultRule(value: unknown): value is DefaultRule {
  return isRecord(value) && typeof value.method === 'string' && Array.isArray(value.fields);
}

/** Null and '' match a dependency's `null`; everything else compares as text ('301' is 301). */
function sameValue(current: unknown, expected: unknown): boolean {
  const blank = (value: unknown) => value === undefined || value === null || value === '';
  if (blank(current) || blank(expected)) return blank(current) && blank(expected);
  return String(current) === String(expected);
}

function holdsOneOf(current: unknown, expected: readonly unknown[]): boolean {
  // A list (checkboxes, tags) matches when any of its items does.
  const items = Array.isArray(current) && current.length > 0 ? current : [current];
  return items.some((item) => expected.some((value) => sameValue(item, value)));
}

/**
 * The fields as they show now (their dependencies applied). A field whose name is not a safe key
 * (`__proto__`, `constructor`, `prototype`) is left out: its name would key the schema, the values
 * and the body.
 */
export function effectiveFields(fields: FormField[], values: Record<string, unknown>): FormField[] {
  return fields
    .filter((field) => isSafeKey(field.name))
    .map((field) =>
      (field.dependencies ?? []).reduce<FormField>((current, dependency) => {
        const value = Object.hasOwn(values, dependency.field)
          ? values[dependency.field]
          : undefined;
        if (!holdsOneOf(value, dependency.values)) return current;
        // A dependency changes how a field looks and is checked, never which value it is.
        return { ...current, ...dependency.changes, name: field.name, type: current.type };
      }, field),
    );
}

export function isHiddenField(field: FormField): boolean {
  return field.hidden === true || field.type === 'hidden';
}

function isDisplayOnly(field: FormField): boolean {
  return field.type === 'info' || field.type === 'upsell';
}

/** Disabled fields: the plan locks them (upsell) or the server says so. */
export function isDisabledField(field: FormField): boolean {
  return field.isDisabled === true || field.upsell?.disableField === true;
}

/** Only fields the user can fill in are checked (spec: disabled upsell fields skip validation). */
export function isValidated(field: FormField): boolean {
  return (
    !isHiddenField(field) && !isDisplayOnly(field) && !field.readonly && !isDisabledField(field)
  );
}

const textTypes = new Set<FieldType>([
  'text',
  'textarea',
  'email',
  'password',
  'url',
  'external-url',
  'site-url',
  'slug',
  'code',
  'colour',
  'date',
  'datetime',
  'hidden',
  'content-builder',
]);

/**
 * The JSON type of each field's value. Types only keep out nonsense; every rule the user can break
 * is an `x-rules` entry, so its message comes from the validation library.
 */
function valueSchema(field: FormField): RJSFSchema {
  const { type } = field;
  if (textTypes.has(type)) return { type: ['string', 'null'] };
  switch (type) {
    case 'number':
      return { type: ['number', 'string', 'null'] };
    case 'select':
    case 'radio':
    case 'radio-button':
      return { type: ['string', 'number', 'boolean', 'null'] };
    case 'checkbox':
    case 'toggle':
      return { type: ['boolean', 'null'] };
    case 'checkboxes':
      return { type: 'array', items: { type: ['string', 'number'] } };
    case 'tags':
      return { type: 'array', items: { type: ['string', 'number'] }, ...tagLimits(field) };
    case 'image':
    case 'file':
      // One id, a list of ids (params.multiple), or nothing; 'string' first so RJSF renders the
      // field through its widget.
      return {
        type: ['string', 'number', 'array', 'null'],
        items: { type: ['string', 'number'] },
      };
    case 'product-group':
      // RJSF's object field ignores widgets: 'string' first renders it through its widget.
      return { type: ['string', 'integer', 'object', 'null'] };
    default:
      // info and upsell only show text, but may carry a model value to show (RedirectEditForm's
      // `hits: 1284`): every value passes, and 'string' first renders them through their widget.
      return { type: ['string', 'number', 'boolean', 'null', 'array', 'object'] };
  }
}

/** The tag input's limits (params maxTags, maxLength, allowNew) for the `x-tags` keyword. */
function tagLimits(field: FormField): RJSFSchema {
  if (!isValidated(field)) return {};
  const { maxTags, maxLength } = field.params ?? {};
  return {
    'x-tags': {
      ...(typeof maxTags === 'number' && { max: maxTags }),
      ...(typeof maxLength === 'number' && { maxLength }),
    },
  };
}

// The same structure gives the same schema object: ajv caches compiled validators by object, so a
// new object per keystroke would recompile and keep every copy.
const knownSchemas = new Map<string, RJSFSchema>();
const KNOWN_SCHEMAS_MAX = 200;

function intern(schema: RJSFSchema): RJSFSchema {
  const key = JSON.stringify(schema);
  const known = knownSchemas.get(key);
  if (known) return known;
  if (knownSchemas.size >= KNOWN_SCHEMAS_MAX) knownSchemas.clear();
  knownSchemas.set(key, schema);
  return schema;
}

function fieldUiSchema(field: FormField, values: Record<string, unknown>): UiSchema {
  const hidden = isHiddenField(field);
  const disabled = isDisabledField(field);
  const optional =
    !field.hideOptional &&
    !disabled &&
    showsOptional(
      {
        rules: field.validation,
        readOnly: field.readonly === true,
        interactive: isInputField({ type: field.type, hidden }),
      },
      values,
    );
  return {
    'ui:widget': hidden ? 'hidden' : field.type,
    // `field` is also RJSF's name for a custom field; RJSF only acts on a string or component there.
    'ui:options': { field, optional } as Record<string, unknown> as UIOptionsType,
    ...(field.placeholder !== undefined && { 'ui:placeholder': field.placeholder }),
    ...(field.help !== undefined && { 'ui:help': field.help }),
    'ui:readonly': field.readonly === true,
    'ui:disabled': disabled,
    ...((hidden || isDisplayOnly(field) || field.label === undefined) && { 'ui:label': false }),
  };
}

/** The format a field's type implies: url fields check a web address, email fields an email. */
const impliedRules: Partial<Record<FieldType, string>> = {
  url: 'url',
  'external-url': 'url',
  email: 'email',
};

/** The server's rules, plus the format rule the field's type implies (once). */
function withImpliedRules(field: FormField): string[] {
  const rules = field.validation ?? [];
  const implied = impliedRules[field.type];
  if (implied === undefined || rules.some((rule) => rule.split(':')[0] === implied)) return rules;
  return [...rules, implied];
}

export function buildForm(fields: FormField[], values: Record<string, unknown>): BuiltForm {
  const effective = effectiveFields(fields, values);
  const properties: Record<string, RJSFSchema> = {};
  const rules: Record<string, string> = {};
  const uiSchema: UiSchema = { 'ui:order': effective.map((field) => field.name) };

  for (const field of effective) {
    properties[field.name] = {
      ...(field.label !== undefined && { title: field.label }),
      ...valueSchema(field),
    };
    const validation = withImpliedRules(field);
    if (isValidated(field) && validation.length > 0) rules[field.name] = validation.join('|');
    uiSchema[field.name] = fieldUiSchema(field, values);
  }

  return { schema: intern({ type: 'object', properties, 'x-rules': rules }), uiSchema };
}

/** Reads a dot path (`seo.title`) from the model; own properties only. */
export function readPath(model: Record<string, unknown>, path: string): unknown {
  let node: unknown = model;
  for (const segment of path.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, segment)) {
      return undefined;
    }
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** A rule default from the other fields' current values; `undefined` for an unknown method. */
function computeDefault(rule: DefaultRule, values: Record<string, unknown>): unknown {
  const sources = rule.fields.map((name) =>
    Object.hasOwn(values, name) ? values[name] : undefined,
  );
  // Empty sources are left out so 'Ada' + '' does not end in a separator.
  const texts = sources.filter((value) => !isBlank(value)).map((value) => String(value));
  switch (rule.method) {
    case 'slug':
      return slugify(texts.join(' '));
    case 'concat': {
      const separator = rule.options?.separator;
      return texts.join(typeof separator === 'string' ? separator : ' ');
    }
    case 'copy':
      return sources[0] ?? null;
    default:
      return undefined;
  }
}

function isListField(field: FormField): boolean {
  return field.type === 'checkboxes' || field.type === 'tags';
}

export function initialValues(
  fields: FormField[],
  model: Record<string, unknown>,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const ruled: FormField[] = [];
  for (const field of fields) {
    if (!isSafeKey(field.name)) continue;
    const stored =
      field.dataPath !== undefined
        ? readPath(model, field.dataPath)
        : Object.hasOwn(model, field.name)
          ? model[field.name]
          : undefined;
    // A null in the model means "not set yet" (a create form's model), so the default applies.
    if (stored !== undefined && stored !== null) values[field.name] = stored;
    else if (field.value !== undefined) values[field.name] = field.value;
    else if (isDefaultRule(field.default)) ruled.push(field);
    else if (field.default !== undefined) values[field.name] = field.default;
    else values[field.name] = isListField(field) ? [] : null;
  }
  // Rule defaults read the other fields, so they come once those are known.
  for (const field of ruled) {
    if (isDefaultRule(field.default))
      values[field.name] = computeDefault(field.default, values) ?? null;
  }
  return values;
}

export function applyDefaultRules(
  fields: FormField[],
  values: Record<string, unknown>,
  touched: ReadonlySet<string>,
): Record<string, unknown> {
  let next = values;
  for (const field of effectiveFields(fields, values)) {
    if (touched.has(field.name) || !isDefaultRule(field.default)) continue;
    const computed = computeDefault(field.default, next);
    if (computed === undefined || computed === next[field.name]) continue;
    next = { ...next, [field.name]: computed };
  }
  // The same object when nothing changed, so a caller can skip a re-render.
  return next;
}
