import type { FormField } from '@site-admin/api-client';
import { describe, expect, it } from 'vitest';
import { cleanValues, toErrorSchema, toSubmission } from './submission';
import { holdingPageFields, redirectCreateFields } from './test-examples';

describe('toSubmission', () => {
  it('sends the redirect values plus metaData, without the locked upsell field or the hidden page', () => {
    const values = {
      from: '  old-shop/mugs ',
      destination: 'url',
      to_page: null,
      to: ' https://example.com/mugs  ',
      type: '302',
      match_query: true,
    };
    expect(toSubmission(redirectCreateFields, values, { source: 'redirects-panel' })).toEqual({
      from: 'old-shop/mugs',
      destination: 'url',
      to: 'https://example.com/mugs',
      type: '302',
      metaData: { source: 'redirects-panel' },
    });
  });

  it('leaves metaData out when the action has none', () => {
    expect(toSubmission([{ name: 'a', type: 'text' }], { a: 'x' })).toEqual({ a: 'x' });
  });

  it('trims text fields but not passwords or code', () => {
    const fields: FormField[] = [
      { name: 'heading', type: 'text' },
      { name: 'message', type: 'textarea' },
      { name: 'email', type: 'email' },
      { name: 'password', type: 'password' },
      { name: 'css', type: 'code' },
    ];
    const values = {
      heading: ' a ',
      message: '\nb\n',
      email: ' c@d.e',
      password: ' p ',
      css: '  x\n',
    };
    expect(toSubmission(fields, values)).toEqual({
      heading: 'a',
      message: 'b',
      email: 'c@d.e',
      password: ' p ',
      css: '  x\n',
    });
  });

  it('applies the filters in order', () => {
    const field = (name: string, filters: string[]): FormField => ({ name, type: 'text', filters });
    const fields: FormField[] = [
      field('slug', ['slug']),
      field('lower', ['lowercase']),
      field('upper', ['uppercase']),
      field('short', ['truncate:5']),
      field('long', ['truncate']),
      field('both', ['uppercase', 'truncate:3']),
      { name: 'secret', type: 'password', filters: ['trim'] },
    ];
    const values = {
      slug: 'Mugs & Jugs!',
      lower: 'MiXeD',
      upper: 'MiXeD',
      short: 'Stoneware',
      long: 'x'.repeat(10_050),
      both: 'abcdef',
      secret: '  pass  ',
    };
    const body = toSubmission(fields, values);
    expect(body).toMatchObject({
      slug: 'mugs-and-jugs',
      lower: 'mixed',
      upper: 'MIXED',
      short: 'Stone',
      both: 'ABC',
      secret: 'pass',
    });
    expect(body.long).toHaveLength(10_000);
  });

  it('filters each text of a list', () => {
    const fields: FormField[] = [{ name: 'tags', type: 'tags', filters: ['lowercase'] }];
    expect(toSubmission(fields, { tags: ['Mugs', 'JUGS', 3] })).toEqual({
      tags: ['mugs', 'jugs', 3],
    });
  });

  it('writes a value at its dataPath, nesting objects', () => {
    const fields: FormField[] = [
      { name: 'seo_title', type: 'text', dataPath: 'seo.title' },
      { name: 'seo_description', type: 'textarea', dataPath: 'seo.meta.description' },
      { name: 'name', type: 'text' },
    ];
    const values = { seo_title: ' Mugs ', seo_description: 'Handmade', name: 'Mug' };
    expect(toSubmission(fields, values)).toEqual({
      seo: { title: 'Mugs', meta: { description: 'Handmade' } },
      name: 'Mug',
    });
  });

  it('writes at the name when a dataPath would touch the prototype', () => {
    const fields: FormField[] = [{ name: 'a', type: 'text', dataPath: '__proto__.polluted' }];
    expect(toSubmission(fields, { a: 'x' })).toEqual({ a: 'x' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('leaves out info and upsell fields and disabled upsell fields, keeps the others', () => {
    const fields: FormField[] = [
      { name: 'hits', type: 'info', value: 1284 },
      { name: 'promo', type: 'upsell' },
      ...holdingPageFields,
    ];
    const values = {
      hits: 1284,
      promo: null,
      heading: 'Soon',
      message: 'Hello',
      image: 9120,
      opening_date: '2026-12-05',
      contact_email: 'hello@hartleyfinch.co.uk',
      newsletter: true,
      social_links: ['instagram'],
    };
    expect(toSubmission(fields, values)).toEqual({
      heading: 'Soon',
      message: 'Hello',
      image: 9120,
      opening_date: '2026-12-05',
      contact_email: 'hello@hartleyfinch.co.uk',
      social_links: ['instagram'],
    });
    // An upsell without disableField only adds a link: the value is sent.
    const open: FormField = {
      name: 'n',
      type: 'toggle',
      upsell: { feature: 'x', disableField: false },
    };
    expect(toSubmission([open], { n: true })).toEqual({ n: true });
  });

  it('sends nothing for a field a dependency hides (an MX priority once the type is TXT)', () => {
    const fields: FormField[] = [
      { name: 'type', label: 'Type', type: 'select' },
      {
        name: 'priority',
        label: 'Priority',
        type: 'number',
        hidden: true,
        dependencies: [{ field: 'type', values: ['MX'], changes: { hidden: false } }],
      },
      { name: 'record_id', label: '', type: 'hidden' },
    ];
    expect(toSubmission(fields, { type: 'MX', priority: 10, record_id: 4 })).toEqual({
      type: 'MX',
      priority: 10,
      record_id: 4,
    });
    expect(toSubmission(fields, { type: 'TXT', priority: 10, record_id: 4 })).toEqual({
      type: 'TXT',
      record_id: 4,
    });
  });

  it('sends null for a field without a value', () => {
    expect(toSubmission([{ name: 'a', type: 'text' }], {})).toEqual({ a: null });
  });
});

describe('toErrorSchema', () => {
  it('reads a ValidationErrors reply (RedirectInvalid)', () => {
    const body = {
      message: 'The given data was invalid.',
      errors: {
        from: ['The address shop is reserved or already in use.'],
        to_page: ['Please choose a page.'],
      },
    };
    expect(toErrorSchema(redirectCreateFields, body)).toEqual({
      from: { __errors: ['The address shop is reserved or already in use.'] },
      to_page: { __errors: ['Please choose a page.'] },
    });
  });

  it('reads a bare map, with single strings, leaving the summary out', () => {
    const body = { message: 'Invalid', from: 'Required', type: ['One', 'Two'] };
    expect(toErrorSchema(redirectCreateFields, body)).toEqual({
      from: { __errors: ['Required'] },
      type: { __errors: ['One', 'Two'] },
    });
  });

  it('maps dataPath keys and list items back to the field', () => {
    const fields: FormField[] = [
      { name: 'seo_title', type: 'text', dataPath: 'seo.title' },
      { name: 'tags', type: 'tags' },
    ];
    const body = { errors: { 'seo.title': ['Too long'], 'tags.2': ['Too long a tag'] } };
    expect(toErrorSchema(fields, body)).toEqual({
      seo_title: { __errors: ['Too long'] },
      tags: { __errors: ['Too long a tag'] },
    });
  });

  it('keeps messages for unknown fields at the top of the form', () => {
    const body = { errors: { site: ['Your plan does not allow this'] } };
    expect(toErrorSchema(redirectCreateFields, body)).toEqual({
      __errors: ['Your plan does not allow this'],
    });
  });

  it('keeps messages for fields the form does not draw at the top of the form', () => {
    const fields: FormField[] = [
      { name: 'type', type: 'select' },
      {
        name: 'priority',
        type: 'number',
        dependencies: [{ field: 'type', values: ['TXT'], changes: { hidden: true } }],
      },
      { name: 'token', type: 'hidden' },
    ];
    const body = { errors: { priority: ['Must be a whole number'], token: ['Expired'] } };
    expect(toErrorSchema(fields, body, { type: 'TXT' })).toEqual({
      __errors: ['Must be a whole number', 'Expired'],
    });
    expect(toErrorSchema(fields, body, { type: 'MX' })).toEqual({
      priority: { __errors: ['Must be a whole number'] },
      __errors: ['Expired'],
    });
  });

  it('gives nothing for a reply that is not an object', () => {
    expect(toErrorSchema(redirectCreateFields, 'Bad request')).toEqual({});
    expect(toErrorSchema(redirectCreateFields, null)).toEqual({});
  });
});

describe('server names that would reach a prototype', () => {
  const unsafe: FormField[] = [
    { name: '__proto__', type: 'text' },
    { name: 'constructor', type: 'text' },
    { name: 'prototype', type: 'text' },
    { name: 'heading', type: 'text' },
  ];

  it('never writes a field named __proto__, constructor or prototype into the body', () => {
    const values = JSON.parse(
      '{"__proto__": {"polluted": "yes"}, "constructor": "x", "prototype": "y", "heading": "Hi"}',
    ) as Record<string, unknown>;
    const body = toSubmission(unsafe, values);
    expect(JSON.parse(JSON.stringify(body))).toEqual({ heading: 'Hi' });
    expect(Object.getPrototypeOf(body)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('leaves Object.prototype alone when a 422 names those fields', () => {
    const reply = JSON.parse(
      '{"errors": {"__proto__": ["bad"], "constructor": ["bad"], "heading": ["Too long"]}}',
    ) as unknown;
    const schema = toErrorSchema(unsafe, reply);
    expect(({} as Record<string, unknown>)['__errors']).toBeUndefined();
    expect((Object as unknown as Record<string, unknown>)['__errors']).toBeUndefined();
    expect(schema.heading?.__errors).toEqual(['Too long']);
  });

  it('does not clean values under an unsafe name', () => {
    const values = JSON.parse('{"__proto__": {"polluted": "yes"}, "heading": " Hi "}') as Record<
      string,
      unknown
    >;
    const clean = cleanValues(unsafe, values);
    expect(clean['heading']).toBe('Hi');
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});
