// Every rule returns an i18n key plus parameters; this map is the English text for each key.
// Placeholders use i18next's {{name}} syntax so the app can load the map as-is.
export const messages = {
  'validation.required': 'This field is required',
  'validation.max': 'This must be at most {{max}} characters',
  'validation.max_items': 'Choose at most {{max}} items',
  'validation.in': 'Choose one of the listed options',
  'validation.numeric': 'This must be a number',
  'validation.regex': 'This is not in the expected format',
  'validation.url': 'Enter a web address that starts with https:// or http://',
  'validation.email': 'Enter an email address, like name@example.com',

  'validation.page_uri.reserved': 'This address is reserved or already in use',
  'validation.page_uri.extension': 'This address cannot have that file extension',
  'validation.page_uri.characters':
    'This address can only contain letters, numbers, hyphens, underscores, forward slashes and dots',
  'validation.page_uri.consecutive': 'This address cannot contain consecutive dots or slashes',
  'validation.page_uri.edges': 'This address cannot start or end with a dot, hyphen or underscore',

  'validation.tags.too_many': 'You can add at most {{max}} tags',
  'validation.tags.too_long': 'A tag can be at most {{max}} characters',
  'validation.tags.duplicate': 'This tag has already been added',
  'validation.tags.not_allowed': 'Choose one of the existing tags',

  'validation.bulk.empty': 'Select at least one item first',

  'orders.filter.date_after': 'This must be a date after the From date',
  'orders.export.status_required': 'Select at least one order status to export',
  'orders.delete.confirm':
    'Are you sure you wish to delete order #{{id}}? Once deleted, it can not be retrieved.',

  'subscription.vat_number.invalid_format': 'This VAT number is not in a valid format',
  'subscription.geo_confirmation.required': 'Please confirm the country you are in',

  'validation.card.name_required': 'Enter the name on the card',
  'validation.card.number_invalid': 'This card number is not valid',
  'validation.card.expiry_required': 'Enter the expiry date',
  'validation.card.expiry_invalid': 'Enter the expiry date as MM/YY',
  'validation.card.expiry_past': 'The expiry date must be in the future',
  'validation.card.cvc_invalid': 'This security code is not valid',

  'validation.two_factor.required': 'Enter your authentication code',
  'validation.two_factor.otp_digits': 'The code must be 6 digits',

  'validation.password.required': 'Enter your password',
  'validation.password.incorrect': 'Your password is incorrect',
} as const;

export type MessageKey = keyof typeof messages;

/** What a rule returns when it fails: a key for i18n and the values its text needs. */
export interface ValidationError {
  key: MessageKey;
  params?: Record<string, string | number>;
}

/** `null` means the value passed. */
export type RuleResult = ValidationError | null;

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(messages, key);
}

export function fail(key: MessageKey, params?: Record<string, string | number>): ValidationError {
  return params ? { key, params } : { key };
}

/** English text for an error, with its params filled in; other texts (translations) can be passed. */
export function formatMessage(
  error: ValidationError,
  texts: Readonly<Record<string, string>> = messages,
): string {
  const text = texts[error.key] ?? error.key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const value = error.params?.[name];
    return value === undefined ? whole : String(value);
  });
}
