import type { FormField } from '@site-admin/api-client';
import type { RJSFValidationError } from '@rjsf/utils';
import { addValidationTexts, createI18n } from '@site-admin/ui';
import { describe, expect, it } from 'vitest';
import { buildForm } from './build-form';
import { redirectCreateFields } from './test-examples';
import { formValidator, transformErrors, validatorFor, type Translate } from './validator';

// The app's own i18next set-up, so the `validation:` keys are checked against real texts.
const i18n = createI18n();
addValidationTexts(i18n);
const t: Translate = (key, params) => i18n.t(key, params);

function validate(fields: FormField[], values: Record<string, unknown>) {
  const { schema } = buildForm(fields, values);
  return validatorFor(fields).validateFormData(values, schema, undefined, (errors) =>
    transformErrors(errors, t),
  );
}

/** Field → its messages, for exact assertions. */
function messages(fields: FormField[], values: Record<string, unknown>) {
  const { errors } = validate(fields, values);
  const result: Record<string, string[]> = {};
  for (const error of errors) {
    const key = error.property ?? '';
    result[key] = [...(result[key] ?? []), error.message ?? ''];
  }
  return result;
}

const redirect = {
  from: 'old-shop/mugs',
  destination: 'page',
  to_page: 1042,
  to: null,
  type: '301',
  match_query: false,
};

describe('formValidator with the server rules', () => {
  it('passes a good redirect', () => {
    const { errors, errorSchema } = validate(redirectCreateFields, redirect);
    expect(errors).toEqual([]);
    expect(errorSchema).toEqual({});
  });

  it('reports required fields at their own property', () => {
    const values = { ...redirect, from: '   ', to_page: null };
    expect(messages(redirectCreateFields, values)).toEqual({
      '.from': ['This field is required'],
      '.to_page': ['This field is required'],
    });
    expect(validate(redirectCreateFields, values).errorSchema).toEqual({
      from: { __errors: ['This field is required'] },
      to_page: { __errors: ['This field is required'] },
    });
  });

  it('gives a reserved page address the reserved message', () => {
    expect(messages(redirectCreateFields, { ...redirect, from: 'shop/mugs' })).toEqual({
      '.from': ['This address is reserved or already in use'],
    });
    expect(messages(redirectCreateFields, { ...redirect, from: 'old//mugs' })).toEqual({
      '.from': ['This address cannot contain consecutive dots or slashes'],
    });
  });

  it('checks max:N with its number in the message', () => {
    expect(messages(redirectCreateFields, { ...redirect, from: 'a'.repeat(256) })).toEqual({
      '.from': ['This must be at most 255 characters'],
    });
  });

  it('checks in: against the listed values', () => {
    expect(messages(redirectCreateFields, { ...redirect, type: '307' })).toEqual({
      '.type': ['Choose one of the listed options'],
    });
  });

  it('checks required_if against the current values, and skips fields hidden by a dependency', () => {
    const byUrl = { ...redirect, destination: 'url', to_page: null, to: '' };
    expect(messages(redirectCreateFields, byUrl)).toEqual({
      '.to': ['This field is required'],
    });
    expect(messages(redirectCreateFields, { ...byUrl, to: 'https://example.com' })).toEqual({});
  });

  it('checks numeric and regex', () => {
    const fields: FormField[] = [
      { name: 'price', type: 'number', label: 'Price', validation: ['numeric'] },
      { name: 'code', type: 'text', label: 'Code', validation: ['regex:/^[A-Z]{3}$/'] },
    ];
    expect(messages(fields, { price: '12.50', code: 'ABC' })).toEqual({});
    expect(messages(fields, { price: '12a', code: 'abcd' })).toEqual({
      '.price': ['This must be a number'],
      '.code': ['This is not in the expected format'],
    });
  });

  it('does not check a disabled upsell field', () => {
    const field: FormField = {
      name: 'newsletter',
      type: 'toggle',
      validation: ['required'],
      upsell: { feature: 'holding_page_newsletter', disableField: true },
    };
    expect(messages([field], { newsletter: null })).toEqual({});
    expect(messages([{ ...field, upsell: undefined }], { newsletter: null })).toEqual({
      '.newsletter': ['This field is required'],
    });
  });

  it('checks the tag limits', () => {
    const field: FormField = { name: 'tags', type: 'tags', params: { maxTags: 2 } };
    expect(messages([field], { tags: ['a', 'b', 'c'] })).toEqual({
      '.tags': ['You can add at most 2 tags'],
    });
  });

  it('drops the type error of a field a rule already reports, keeps others', () => {
    const fields: FormField[] = [
      { name: 'title', type: 'text', validation: ['max:2'] },
      { name: 'other', type: 'text' },
    ];
    const { errors } = validate(fields, { title: ['abc', 'd', 'e'], other: 5 });
    expect(errors.map((error) => [error.name, error.property, error.message])).toEqual([
      ['x-rules', '.title', 'Choose at most 2 items'],
      ['type', '.other', 'must be string,null'],
    ]);
  });
});

describe('transformErrors', () => {
  it('puts the root x-rules error for title on .title', () => {
    const fields: FormField[] = [{ name: 'title', type: 'text', validation: ['required'] }];
    const { errors, errorSchema } = validate(fields, { title: '' });
    expect(errors).toMatchObject([
      { name: 'x-rules', property: '.title', message: 'This field is required' },
    ]);
    expect(errors[0]?.stack).toBe('This field is required');
    expect(errorSchema).toEqual({ title: { __errors: ['This field is required'] } });
  });

  it('asks t for the key in the validation namespace with the rule params', () => {
    const error: RJSFValidationError = {
      name: 'x-rules',
      property: '.title',
      message: 'This must be at most 50 characters',
      params: { key: 'validation.max', params: { max: 50 } },
      stack: '.title This must be at most 50 characters',
      schemaPath: '#/x-rules',
    };
    const calls: unknown[] = [];
    const spy: Translate = (key, params) => {
      calls.push([key, params]);
      return 'translated';
    };
    expect(transformErrors([error], spy)).toEqual([
      { ...error, message: 'translated', stack: 'translated' },
    ]);
    expect(calls).toEqual([['validation:validation.max', { max: 50 }]]);
  });

  it('keeps errors no rule knows as they are', () => {
    const error: RJSFValidationError = {
      name: 'type',
      property: '.a',
      message: 'must be string,null',
      params: { type: ['string', 'null'] },
      stack: '.a must be string,null',
    };
    expect(transformErrors([error], t)).toEqual([error]);
  });
});

describe('validatorFor a form', () => {
  const measurementId: FormField = {
    name: 'measurement_id',
    type: 'text',
    label: 'Measurement ID',
    validation: ['required', 'regex:/^G-[A-Z0-9]{6,12}$/', 'max:12'],
    filters: ['trim', 'uppercase'],
  };

  it('checks the value as it will be sent: trimmed and filtered', () => {
    expect(messages([measurementId], { measurement_id: '  g-4qx7t2lm9b ' })).toEqual({});
  });

  it('still reports a value that is wrong once filtered', () => {
    expect(messages([measurementId], { measurement_id: 'ua-1234' })).toEqual({
      '.measurement_id': ['This is not in the expected format'],
    });
  });

  it('keeps the shared validator for everything else', () => {
    const validator = validatorFor([measurementId]);
    expect(validator.isValid({ type: 'string' }, 'text', {})).toBe(
      formValidator.isValid({ type: 'string' }, 'text', {}),
    );
  });
});
