import type { FieldType, FormField } from '@site-admin/api-client';
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { applyDefaultRules, buildForm, effectiveFields, initialValues } from './build-form';
import { redirectCreateFields, redirectCreateModel } from './test-examples';

function one(field: FormField, values: Record<string, unknown> = {}) {
  const { schema, uiSchema } = buildForm([field], values);
  return {
    property: schema.properties?.[field.name],
    rules: schema['x-rules'] as Record<string, string>,
    ui: uiSchema[field.name] as Record<string, unknown>,
    options: (uiSchema[field.name] as Record<string, unknown>)['ui:options'] as {
      field: FormField;
      optional: boolean;
    },
  };
}

const text: RJSFSchema = { type: ['string', 'null'] };
const anything: RJSFSchema = { type: ['string', 'number', 'boolean', 'null', 'array', 'object'] };
const ids: RJSFSchema = { type: ['string', 'number'] };

const valueSchemas: [FieldType, RJSFSchema][] = [
  ['text', text],
  ['textarea', text],
  ['email', text],
  ['password', text],
  ['url', text],
  ['external-url', text],
  ['site-url', text],
  ['slug', text],
  ['code', text],
  ['colour', text],
  ['date', text],
  ['datetime', text],
  ['hidden', text],
  ['content-builder', text],
  ['number', { type: ['number', 'string', 'null'] }],
  ['select', { type: ['string', 'number', 'boolean', 'null'] }],
  ['radio', { type: ['string', 'number', 'boolean', 'null'] }],
  ['radio-button', { type: ['string', 'number', 'boolean', 'null'] }],
  ['checkbox', { type: ['boolean', 'null'] }],
  ['toggle', { type: ['boolean', 'null'] }],
  ['checkboxes', { type: 'array', items: ids }],
  ['tags', { type: 'array', items: ids, 'x-tags': {} }],
  ['image', { type: ['string', 'number', 'array', 'null'], items: ids }],
  ['file', { type: ['string', 'number', 'array', 'null'], items: ids }],
  ['product-group', { type: ['string', 'integer', 'object', 'null'] }],
  ['info', anything],
  ['upsell', anything],
];

describe('buildForm: one property per field type', () => {
  it.each(valueSchemas)('%s', (type, expected) => {
    const field: FormField = { name: 'f', type, label: 'Label', validation: ['required'] };
    const { property, ui } = one(field);
    expect(property).toEqual({ title: 'Label', ...expected });
    expect(ui['ui:widget']).toBe(type);
  });

  it('covers every field type', () => {
    expect(valueSchemas).toHaveLength(27);
  });

  it('keeps JSON-schema rules out: no required, enum or maxLength', () => {
    const { schema } = buildForm(redirectCreateFields, redirectCreateModel);
    const text = JSON.stringify(schema);
    expect(text).not.toMatch(/"required"|"enum"|"maxLength"|"pattern"|"format"/);
  });
});

describe('buildForm: the form', () => {
  it('lists properties and ui:order in field order, with the rules in x-rules', () => {
    const { schema, uiSchema } = buildForm(redirectCreateFields, redirectCreateModel);
    const order = ['from', 'destination', 'to_page', 'to', 'type', 'match_query'];
    expect(Object.keys(schema.properties ?? {})).toEqual(order);
    expect(uiSchema['ui:order']).toEqual(order);
    expect(schema.type).toBe('object');
    // `to` is hidden while the destination is a page; the locked toggle is never checked.
    expect(schema['x-rules']).toEqual({
      from: 'required|valid_page_uri|max:255',
      destination: 'required|in:page,url',
      to_page: 'required_if:destination,page',
      type: 'required|in:301,302',
    });
  });

  it('checks the format of url and email fields (their type implies the rule)', () => {
    expect(one({ name: 'to', type: 'url', validation: ['max:2048'] }).rules).toEqual({
      to: 'max:2048|url',
    });
    expect(one({ name: 'link', type: 'external-url' }).rules).toEqual({ link: 'url' });
    expect(one({ name: 'mail', type: 'email', validation: ['required'] }).rules).toEqual({
      mail: 'required|email',
    });
    // Named by the server already: not twice.
    expect(one({ name: 'mail', type: 'email', validation: ['email'] }).rules).toEqual({
      mail: 'email',
    });
  });

  it('passes the effective field, placeholder and help to the widget', () => {
    const [from] = redirectCreateFields;
    if (!from) throw new Error('no field');
    const { ui, options } = one(from);
    expect(ui['ui:placeholder']).toBe('old-shop/mugs');
    expect(ui['ui:help']).toBe('The address people used to visit, without your domain.');
    expect(ui['ui:readonly']).toBe(false);
    expect(ui['ui:disabled']).toBe(false);
    expect(ui['ui:label']).toBeUndefined();
    expect(options.field).toEqual(from);
    expect(options.optional).toBe(false);
  });

  it('leaves placeholder and help out when the field has none', () => {
    const { ui } = one({ name: 'n', type: 'number', label: 'N' });
    expect(ui).not.toHaveProperty('ui:placeholder');
    expect(ui).not.toHaveProperty('ui:help');
  });

  it('hides the label of info, upsell, hidden and unlabelled fields', () => {
    expect(one({ name: 'a', type: 'info', label: 'Visits' }).ui['ui:label']).toBe(false);
    expect(one({ name: 'a', type: 'upsell', label: 'More' }).ui['ui:label']).toBe(false);
    expect(one({ name: 'a', type: 'text' }).ui['ui:label']).toBe(false);
    expect(one({ name: 'a', type: 'text' }).property).toEqual(text);
  });

  it('does not check info or upsell fields', () => {
    expect(one({ name: 'a', type: 'info', validation: ['required'] }).rules).toEqual({});
    expect(one({ name: 'a', type: 'upsell', validation: ['required'] }).rules).toEqual({});
  });

  it('renders hidden fields with the hidden widget and does not check them', () => {
    for (const field of [
      { name: 'id', type: 'hidden', validation: ['required'] },
      { name: 'id', type: 'text', label: 'Id', hidden: true, validation: ['required'] },
    ] satisfies FormField[]) {
      const { ui, rules, options } = one(field);
      expect(ui['ui:widget']).toBe('hidden');
      expect(ui['ui:label']).toBe(false);
      expect(rules).toEqual({});
      expect(options.optional).toBe(false);
    }
  });

  it('marks read-only fields and does not check them', () => {
    const { ui, rules, options } = one({
      name: 'hits',
      type: 'number',
      label: 'Visits',
      readonly: true,
      validation: ['numeric'],
    });
    expect(ui['ui:readonly']).toBe(true);
    expect(rules).toEqual({});
    expect(options.optional).toBe(false);
  });

  it('disables an upsell field with disableField and does not check it', () => {
    const field: FormField = {
      name: 'match_query',
      type: 'toggle',
      label: 'Match',
      validation: ['required'],
      upsell: { feature: 'redirect_query_strings', disableField: true },
    };
    expect(one(field).ui['ui:disabled']).toBe(true);
    expect(one(field).rules).toEqual({});
    // Without disableField the upsell only adds a link: the field is still checked.
    const open = { ...field, upsell: { feature: 'redirect_query_strings', disableField: false } };
    expect(one(open).ui['ui:disabled']).toBe(false);
    expect(one(open).rules).toEqual({ match_query: 'required' });
  });

  it('disables an isDisabled field and does not check it', () => {
    const { ui, rules } = one({
      name: 'a',
      type: 'text',
      isDisabled: true,
      validation: ['required'],
    });
    expect(ui['ui:disabled']).toBe(true);
    expect(rules).toEqual({});
  });

  it('keeps tag limits from params for the x-tags keyword', () => {
    const { property } = one({
      name: 'tags',
      type: 'tags',
      label: 'Tags',
      params: { maxTags: 5, maxLength: 10, allowNew: false },
    });
    expect(property).toEqual({
      title: 'Tags',
      type: 'array',
      items: ids,
      'x-tags': { max: 5, maxLength: 10 },
    });
  });

  it('gives the same schema object for the same structure', () => {
    const first = buildForm(redirectCreateFields, { destination: 'page' }).schema;
    const again = buildForm(redirectCreateFields, { destination: 'page', from: 'x' }).schema;
    const other = buildForm(redirectCreateFields, { destination: 'url' }).schema;
    expect(again).toBe(first);
    expect(other).not.toBe(first);
  });
});

describe("'(Optional)'", () => {
  const optional = (field: Omit<FormField, 'name' | 'type'>, values = {}) =>
    one({ name: 'f', type: 'text', label: 'F', ...field }, values).options.optional;

  it('shows for a field without a required rule', () => {
    expect(optional({})).toBe(true);
    expect(optional({ validation: ['max:10'] })).toBe(true);
    expect(optional({ validation: ['required'] })).toBe(false);
  });

  it('follows required_if against the current values', () => {
    const field = { validation: ['required_if:destination,url'] };
    expect(optional(field, { destination: 'url' })).toBe(false);
    expect(optional(field, { destination: 'page' })).toBe(true);
  });

  it('follows required_unless against the current values', () => {
    const field = { validation: ['required_unless:destination,page'] };
    expect(optional(field, { destination: 'page' })).toBe(true);
    expect(optional(field, { destination: 'url' })).toBe(false);
  });

  it('never shows with hideOptional, or on display-only and disabled fields', () => {
    expect(optional({ hideOptional: true })).toBe(false);
    expect(one({ name: 'i', type: 'info', label: 'I' }).options.optional).toBe(false);
    expect(optional({ isDisabled: true })).toBe(false);
  });
});

describe('dependencies', () => {
  it('hide a field while another holds one of the values', () => {
    const [, , toPage, to] = redirectCreateFields;
    if (!toPage || !to) throw new Error('no field');
    const byUrl = buildForm(redirectCreateFields, { destination: 'url' });
    expect((byUrl.uiSchema.to_page as Record<string, unknown>)['ui:widget']).toBe('hidden');
    expect((byUrl.uiSchema.to as Record<string, unknown>)['ui:widget']).toBe('url');
    expect(byUrl.schema['x-rules']).toMatchObject({
      to: 'required_if:destination,url|max:2048|url',
    });
    expect(byUrl.schema['x-rules']).not.toHaveProperty('to_page');
    // Every field keeps its property, so RJSF still holds its value.
    expect(byUrl.schema.properties).toHaveProperty('to_page');
  });

  it('change the label and the rules', () => {
    const field: FormField = {
      name: 'vat',
      type: 'text',
      label: 'VAT number',
      dependencies: [
        {
          field: 'business',
          values: [true],
          changes: { label: 'Company VAT number', validation: ['required', 'max:14'] },
        },
      ],
    };
    const off = buildForm([field], { business: false });
    expect(off.schema.properties?.vat).toEqual({ title: 'VAT number', ...text });
    expect(off.schema['x-rules']).toEqual({});

    const on = buildForm([field], { business: true });
    expect(on.schema.properties?.vat).toEqual({ title: 'Company VAT number', ...text });
    expect(on.schema['x-rules']).toEqual({ vat: 'required|max:14' });
    const options = (on.uiSchema.vat as Record<string, { field: FormField; optional: boolean }>)[
      'ui:options'
    ];
    expect(options?.field.label).toBe('Company VAT number');
    expect(options?.optional).toBe(false);
  });

  it('match numbers and text alike, a null against an empty value, and any item of a list', () => {
    const field = (values: (string | number | null)[]): FormField => ({
      name: 'f',
      type: 'text',
      dependencies: [{ field: 'g', values, changes: { hidden: true } }],
    });
    const hidden = (values: (string | number | null)[], current: unknown) =>
      effectiveFields([field(values)], { g: current })[0]?.hidden === true;
    expect(hidden([301], '301')).toBe(true);
    expect(hidden([null], '')).toBe(true);
    expect(hidden([null], undefined)).toBe(true);
    expect(hidden([null], 'x')).toBe(false);
    expect(hidden(['b'], ['a', 'b'])).toBe(true);
    expect(hidden(['c'], ['a', 'b'])).toBe(false);
  });

  it('never rename a field or change its type', () => {
    const field: FormField = {
      name: 'f',
      type: 'text',
      dependencies: [{ field: 'g', values: ['x'], changes: { name: 'other', type: 'number' } }],
    };
    expect(effectiveFields([field], { g: 'x' })[0]).toMatchObject({ name: 'f', type: 'text' });
  });
});

describe('initialValues', () => {
  it('reads the model by name, then value, then default', () => {
    const fields: FormField[] = [
      { name: 'a', type: 'text', value: 'from value', default: 'from default' },
      { name: 'b', type: 'text', value: 'from value', default: 'from default' },
      { name: 'c', type: 'text', default: 'from default' },
      { name: 'd', type: 'text' },
      { name: 'e', type: 'tags' },
      { name: 'f', type: 'toggle', default: false },
    ];
    expect(initialValues(fields, { a: 'from model' })).toEqual({
      a: 'from model',
      b: 'from value',
      c: 'from default',
      d: null,
      e: [],
      f: false,
    });
  });

  it('reads a dataPath as a dot path', () => {
    const fields: FormField[] = [
      { name: 'seo_title', type: 'text', dataPath: 'seo.title' },
      { name: 'missing', type: 'text', dataPath: 'seo.nothing.here', default: 'd' },
    ];
    expect(initialValues(fields, { seo: { title: 'Mugs' }, seo_title: 'not this' })).toEqual({
      seo_title: 'Mugs',
      missing: 'd',
    });
  });

  it('takes a null in the model as not set, and keeps an empty text', () => {
    const fields: FormField[] = [
      { name: 'destination', type: 'radio-button', default: 'page' },
      { name: 'from', type: 'site-url', default: 'x' },
    ];
    expect(initialValues(fields, { destination: null, from: '' })).toEqual({
      destination: 'page',
      from: '',
    });
  });

  it('starts the redirect create form from its model', () => {
    expect(initialValues(redirectCreateFields, redirectCreateModel)).toEqual({
      from: '',
      destination: 'page',
      to_page: null,
      to: null,
      type: '301',
      match_query: false,
    });
  });

  it('computes slug, concat and copy defaults from the other fields', () => {
    const fields: FormField[] = [
      { name: 'slug', type: 'slug', default: { method: 'slug', fields: ['title', 'year'] } },
      { name: 'title', type: 'text' },
      { name: 'year', type: 'number' },
      { name: 'full', type: 'text', default: { method: 'concat', fields: ['first', 'last'] } },
      {
        name: 'joined',
        type: 'text',
        default: { method: 'concat', fields: ['first', 'last'], options: { separator: ', ' } },
      },
      { name: 'first', type: 'text' },
      { name: 'last', type: 'text' },
      { name: 'copy', type: 'text', default: { method: 'copy', fields: ['title', 'first'] } },
      { name: 'odd', type: 'text', default: { method: 'unknown', fields: ['title'] } },
    ];
    const model = { title: 'Mugs & Jugs!', year: 2026, first: 'Ada', last: 'Lovelace' };
    expect(initialValues(fields, model)).toEqual({
      ...model,
      slug: 'mugs-and-jugs-2026',
      full: 'Ada Lovelace',
      joined: 'Ada, Lovelace',
      copy: 'Mugs & Jugs!',
      odd: null,
    });
  });

  it('leaves empty sources out of a concat', () => {
    const fields: FormField[] = [
      { name: 'full', type: 'text', default: { method: 'concat', fields: ['first', 'last'] } },
      { name: 'first', type: 'text' },
      { name: 'last', type: 'text' },
    ];
    expect(initialValues(fields, { first: 'Ada', last: '' })).toMatchObject({ full: 'Ada' });
  });
});

describe('applyDefaultRules', () => {
  const fields: FormField[] = [
    { name: 'title', type: 'text' },
    { name: 'slug', type: 'slug', default: { method: 'slug', fields: ['title'] } },
  ];

  it('keeps a rule default following its source until the user edits it', () => {
    const values = { title: 'New Mugs', slug: 'mugs' };
    expect(applyDefaultRules(fields, values, new Set(['title']))).toEqual({
      title: 'New Mugs',
      slug: 'new-mugs',
    });
    expect(applyDefaultRules(fields, values, new Set(['title', 'slug']))).toBe(values);
  });

  it('returns the same object when nothing changes', () => {
    const values = { title: 'Mugs', slug: 'mugs' };
    expect(applyDefaultRules(fields, values, new Set())).toBe(values);
  });
});

describe('a field whose name would reach a prototype', () => {
  it('is left out of the schema and the values', () => {
    const fields: FormField[] = [
      { name: '__proto__', type: 'text', default: 'x' },
      { name: 'constructor', type: 'text' },
      { name: 'heading', type: 'text' },
    ];
    const model = JSON.parse('{"__proto__": {"polluted": "yes"}, "heading": "Hi"}') as Record<
      string,
      unknown
    >;
    const values = initialValues(fields, model);
    expect(Object.keys(values)).toEqual(['heading']);
    expect(Object.getPrototypeOf(values)).toBe(Object.prototype);
    const { schema } = buildForm(fields, values);
    expect(Object.keys(schema.properties ?? {})).toEqual(['heading']);
  });
});
