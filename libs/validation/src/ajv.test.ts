import { Ajv } from 'ajv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addSiteAdminKeywords, ruleResultFromAjvError } from './ajv';
import type { ValidationError } from './messages';
import { validPageUri } from './page-uri';
import { validateTags } from './tags';
import { validateValue, validateValues } from './rules';

/** The options RJSF's validator-ajv8 uses, plus our keywords and formats. */
function rjsfAjv() {
  return addSiteAdminKeywords(new Ajv({ allErrors: true, strict: false, verbose: true }));
}

// The server's rules for a page form, as the RJSF schema carries them.
const rulesByField = {
  title: 'required|max:20',
  uri: 'required|valid_page_uri',
  price: 'numeric',
  colour: 'in:red,green,blue',
  code: ['regex:/^[A-Z]{3}$/'],
  delivery: 'in:collect,courier',
  address: 'required_if:delivery,courier|max:30',
  note: 'required_unless:delivery,collect',
  vat: 'vat_number:country',
};

const schema = {
  type: 'object',
  properties: {
    title: { type: 'string', title: 'Title' },
    uri: { type: 'string', title: 'Page address' },
    price: { type: 'string' },
    colour: { type: 'string' },
    code: { type: 'string' },
    delivery: { type: 'string' },
    address: { type: 'string' },
    note: { type: 'string' },
    country: { type: 'string' },
    vat: { type: 'string' },
  },
  'x-rules': rulesByField,
};

/** ajv's errors as field → rule result, the shape `validateValues` returns. */
function byField(errors: readonly { instancePath: string; params: unknown }[] | null | undefined) {
  const result: Record<string, ValidationError> = {};
  for (const error of errors ?? [])
    result[error.instancePath.slice(1)] = error.params as ValidationError;
  return result;
}

const someText = fc.oneof(
  fc.constantFrom('', '  ', 'about-us', 'shop', 'a..b', '12.5', '١٢', 'red', 'ABC', 'courier'),
  fc.constantFrom(
    ' shop ',
    ' a b',
    'collect',
    'DE123456789',
    'ATU12345678',
    'x'.repeat(25),
    '-x',
    'GB',
    'DE',
  ),
  fc.string({ maxLength: 12 }),
);
const formData = fc.record(
  Object.fromEntries(Object.keys(schema.properties).map((key) => [key, someText])),
  { requiredKeys: [] },
);

describe('ajv keywords', () => {
  it('registers cleanly in strict mode too', () => {
    const strict = addSiteAdminKeywords(new Ajv({ strict: true }));
    expect(strict.validate({ type: 'string', format: 'page-uri', 'x-rules': 'max:5' }, 'ab')).toBe(
      true,
    );
  });

  it('object-level x-rules: same verdict and keys as validateValues, at the field paths', () => {
    const validate = rjsfAjv().compile(schema);
    expect(validate({ title: 'Home', uri: 'about-us', delivery: 'collect' })).toBe(true);
    expect(validate({ uri: 'shop', delivery: 'courier' })).toBe(false);
    expect(byField(validate.errors)).toEqual({
      title: { key: 'validation.required' },
      uri: { key: 'validation.page_uri.reserved' },
      address: { key: 'validation.required' },
      note: { key: 'validation.required' },
    });
    expect(validate.errors?.[0]?.message).toBe('This field is required');

    fc.assert(
      fc.property(formData, (data) => {
        const valid = validate(data);
        const expected = validateValues(data, rulesByField);
        expect(byField(validate.errors)).toEqual(expected);
        expect(valid).toBe(Object.keys(expected).length === 0);
      }),
    );
  });

  it('property-level x-rules uses sibling values like the plain function', () => {
    const validate = rjsfAjv().compile({
      type: 'object',
      properties: {
        kind: { type: 'string' },
        value: { type: 'string', 'x-rules': 'required_if:kind,gift|numeric|max:4' },
      },
    });
    fc.assert(
      fc.property(fc.constantFrom('gift', 'plain'), someText, (kind, value) => {
        validate({ kind, value });
        const expected = validateValue(value, 'required_if:kind,gift|numeric|max:4', { kind });
        expect(validate.errors?.[0]?.params ?? null).toEqual(expected);
        expect(validate.errors?.[0]?.instancePath ?? '/value').toBe('/value');
      }),
    );
  });

  it('formats are the rules of the same name', () => {
    const ajv = rjsfAjv();
    const check = (format: string, rule: string) => {
      const validate = ajv.compile({ type: 'string', format });
      fc.assert(
        fc.property(someText, (value) => {
          expect(validate(value)).toBe(validateValue(value, rule) === null);
        }),
      );
    };
    check('page-uri', 'valid_page_uri');
    check('vat-number', 'vat_number');
    check('numeric', 'numeric');
  });

  it('x-tags checks a tag list like validateTags', () => {
    const validate = rjsfAjv().compile({
      type: 'array',
      items: { type: 'string' },
      'x-tags': { max: 3 },
    });
    const tags = fc.array(fc.constantFrom('a', 'A', 'b', 'c', 'd', 'x'.repeat(26)), {
      maxLength: 5,
    });
    fc.assert(
      fc.property(tags, (list) => {
        validate(list);
        expect(validate.errors?.[0]?.params ?? null).toEqual(validateTags(list, { max: 3 }));
      }),
    );
  });
});

describe('ruleResultFromAjvError', () => {
  const ajv = rjsfAjv();

  it('reads our keywords back to the same rule result', () => {
    const validate = ajv.compile(schema);
    validate({ title: 'x'.repeat(21) });
    const title = validate.errors?.find((e) => e.instancePath === '/title');
    expect(title && ruleResultFromAjvError(title)).toEqual({
      key: 'validation.max',
      params: { max: 20 },
    });
  });

  it('names the broken page address rule from a verbose format error', () => {
    const validate = ajv.compile({ type: 'string', format: 'page-uri' });
    for (const uri of ['shop', 'a b', 'a//b', '-a', 'a.php']) {
      validate(uri);
      const error = validate.errors?.[0];
      expect(error && ruleResultFromAjvError(error)?.key).toBe(validPageUri(uri));
    }
  });

  it("maps ajv's own keywords to the rule keys", () => {
    const validate = ajv.compile({
      type: 'object',
      required: ['a'],
      properties: {
        b: { type: 'string', maxLength: 2 },
        c: { enum: ['x'] },
        d: { type: 'string', pattern: '^a$' },
        e: { type: 'string', format: 'vat-number' },
      },
    });
    validate({ b: 'abc', c: 'y', d: 'b', e: 'nope' });
    const keys = (validate.errors ?? []).map((error) => ruleResultFromAjvError(error));
    expect(keys).toEqual([
      { key: 'validation.required' },
      { key: 'validation.max', params: { max: 2 } },
      { key: 'validation.in' },
      { key: 'validation.regex' },
      { key: 'subscription.vat_number.invalid_format' },
    ]);
  });
});
