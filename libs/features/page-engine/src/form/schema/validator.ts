import type { FormField } from '@site-admin/api-client';
import type { RJSFValidationError } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import {
  ruleResultFromAjvError,
  siteAdminFormats,
  siteAdminKeywords,
} from '@site-admin/validation';
import { cleanValues } from './submission';

/** RJSF's validator with the server's rules (`x-rules`), the tag limits and the page-address formats. */
export const formValidator = customizeValidator({
  customFormats: { ...siteAdminFormats },
  ajvOptionsOverrides: { keywords: [...siteAdminKeywords] },
});

/**
 * The form validator of one form: it checks the values as they will be sent (trimmed and
 * filtered, see `cleanValues`), not as typed.
 */
export function validatorFor(fields: FormField[]): typeof formValidator {
  const validateFormData: typeof formValidator.validateFormData = (formData, ...rest) =>
    formValidator.validateFormData(
      formData === undefined ? formData : cleanValues(fields, formData as Record<string, unknown>),
      ...rest,
    );
  // The shared validator (and its compiled schemas) with only the data step changed.
  return Object.create(formValidator, {
    validateFormData: { value: validateFormData },
  }) as typeof formValidator;
}

type AjvError = Parameters<typeof ruleResultFromAjvError>[0];

/** The i18n function; i18next's `t` fits as it is. */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** The errors our keywords raise; a field with one of these needs no other message. */
const ruleKeywords = new Set(['x-rules', 'x-tags']);

/** RJSF's `.title` path → the ajv pointer `/title` ajv reported. */
function toPointer(property: string): string {
  return property.replace(/\./g, '/');
}

/**
 * Gives each error the validation library's message, translated with `t` (keys in the
 * `validation` namespace), and drops ajv's own type errors where a rule already speaks for the
 * field. Errors no rule knows keep ajv's text.
 */
export function transformErrors(
  errors: RJSFValidationError[],
  t: Translate,
): RJSFValidationError[] {
  const ruled = new Set(
    errors.filter((error) => ruleKeywords.has(error.name ?? '')).map((error) => error.property),
  );
  return errors
    .filter((error) => !(error.name === 'type' && ruled.has(error.property)))
    .map((error) => {
      const property = error.property ?? '';
      const ajvError: AjvError = {
        keyword: error.name ?? '',
        instancePath: toPointer(property),
        schemaPath: error.schemaPath ?? '',
        params: isRecord(error.params) ? error.params : {},
      };
      const result = ruleResultFromAjvError(ajvError);
      if (result === null) return error;
      const message = t(`validation:${result.key}`, result.params);
      return { ...error, property, message, stack: message };
    });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
