import type { default as Ajv, ErrorObject, FuncKeywordDefinition } from 'ajv';
import type { ValidationError } from './messages';
import { fail, formatMessage, isMessageKey } from './messages';
import { validatePageUri } from './page-uri';
import type { FormValues, RuleInput } from './rules';
import { parseRuleList, validateValue } from './rules';
import type { TagOptions } from './tags';
import { validateTags } from './tags';

// The forms (RJSF) validate with ajv; these keywords and formats call the same rule functions the
// hand-built fields call, so a value gets the same verdict and the same i18n key either way.

type DataValidate = ReturnType<NonNullable<FuncKeywordDefinition['compile']>>;

/** Formats named after rules; each is exactly `validateValue(value, rule) === null`. */
const formatRules: Readonly<Record<string, string>> = {
  'page-uri': 'valid_page_uri',
  'vat-number': 'vat_number',
  numeric: 'numeric',
};

export const siteAdminFormats: Readonly<Record<string, (value: string) => boolean>> =
  Object.fromEntries(
    Object.entries(formatRules).map(([format, rule]) => [
      format,
      (value: string) => validateValue(value, rule) === null,
    ]),
  );

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toAjvError(error: ValidationError, keyword: string, instancePath?: string) {
  const result: Partial<ErrorObject> = { keyword, message: formatMessage(error), params: error };
  if (instancePath !== undefined) result.instancePath = instancePath;
  return result;
}

/** JSON Pointer escaping for a property name inside an instance path. */
function pointer(name: string): string {
  return name.replace(/~/g, '~0').replace(/\//g, '~1');
}

/**
 * `x-rules` takes the server's rule strings. On a property (`"x-rules": "numeric|max:5"`) it checks
 * that value; sibling values (for `required_if`) come from the parent object. ajv never visits an
 * absent property, so on an object it takes a map (`"x-rules": { "title": "required|max:50" }`) and
 * checks every listed field, present or not, reporting each error at the field's path.
 */
const rulesKeyword: FuncKeywordDefinition = {
  keyword: 'x-rules',
  schemaType: ['string', 'array', 'object'],
  errors: true,
  compile(schema: unknown): DataValidate {
    if (isRecord(schema)) {
      const byField = Object.entries(schema).map(
        ([field, rules]) => [field, parseRuleList(rules as RuleInput)] as const,
      );
      const validate: DataValidate = (data, cxt) => {
        if (!isRecord(data)) return true;
        const errors = byField.flatMap(([field, rules]) => {
          const error = validateValue(data[field], rules, data);
          const path = `${cxt?.instancePath ?? ''}/${pointer(field)}`;
          return error ? [toAjvError(error, 'x-rules', path)] : [];
        });
        validate.errors = errors;
        return errors.length === 0;
      };
      return validate;
    }
    const rules = parseRuleList(schema as RuleInput);
    const validate: DataValidate = (data, cxt) => {
      const parent: unknown = cxt?.parentData;
      const error = validateValue(data, rules, isRecord(parent) ? (parent as FormValues) : {});
      validate.errors = error ? [toAjvError(error, 'x-rules')] : [];
      return error === null;
    };
    return validate;
  },
};

/** `x-tags` on an array of strings: the tag input's limits (`true` for the defaults). */
const tagsKeyword: FuncKeywordDefinition = {
  keyword: 'x-tags',
  type: 'array',
  schemaType: ['boolean', 'object'],
  errors: true,
  compile(schema: unknown): DataValidate {
    const options: TagOptions = isRecord(schema) ? (schema as TagOptions) : {};
    const validate: DataValidate = (data) => {
      if (schema === false) return true;
      const tags = Array.isArray(data) ? data.map((tag) => String(tag)) : [];
      const error = validateTags(tags, options);
      validate.errors = error ? [toAjvError(error, 'x-tags')] : [];
      return error === null;
    };
    return validate;
  },
};

/** The keyword definitions, e.g. for RJSF's `customizeValidator({ ajvOptionsOverrides: { keywords } })`. */
export const siteAdminKeywords: readonly FuncKeywordDefinition[] = [rulesKeyword, tagsKeyword];

/** Registers the `x-rules` and `x-tags` keywords and the `page-uri`, `vat-number`, `numeric` formats. */
export function addSiteAdminKeywords<T extends Pick<Ajv, 'addKeyword' | 'addFormat'>>(ajv: T): T {
  for (const definition of siteAdminKeywords) ajv.addKeyword(definition);
  for (const [name, format] of Object.entries(siteAdminFormats)) ajv.addFormat(name, format);
  return ajv;
}

const formatErrors: Readonly<Record<string, ValidationError>> = {
  'vat-number': fail('subscription.vat_number.invalid_format'),
  numeric: fail('validation.numeric'),
};

/** Our keywords put the ValidationError itself in `params`; read it back safely. */
function fromParams(params: Record<string, unknown>): ValidationError | null {
  const { key, params: values } = params;
  if (typeof key !== 'string' || !isMessageKey(key)) return null;
  return isRecord(values) ? fail(key, values as Record<string, string | number>) : fail(key);
}

/**
 * The rule result for any ajv error a form can show, so the UI translates one kind of thing. ajv's
 * own keywords map to the matching rule's key; a `page-uri` format error names the broken rule when
 * ajv ran with `verbose` (it then carries the data). Returns `null` for errors with no rule.
 */
export function ruleResultFromAjvError(error: ErrorObject): ValidationError | null {
  const params: Record<string, unknown> = error.params;
  switch (error.keyword) {
    case 'x-rules':
    case 'x-tags':
      return fromParams(params);
    case 'required':
      return fail('validation.required');
    case 'maxLength':
      return fail('validation.max', { max: Number(params.limit) });
    case 'maxItems':
      return fail('validation.max_items', { max: Number(params.limit) });
    case 'enum':
      return fail('validation.in');
    case 'pattern':
      return fail('validation.regex');
    case 'format': {
      const format = String(params.format);
      if (format === 'page-uri' && typeof error.data === 'string') {
        return validatePageUri(error.data.trim()) ?? fail('validation.regex');
      }
      return formatErrors[format] ?? fail('validation.regex');
    }
    default:
      return null;
  }
}
