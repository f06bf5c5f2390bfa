// The public door of @site-admin/validation: every rule of spec 1 and spec 2, section 5.
export type { MessageKey, RuleResult, ValidationError } from './messages';
export { fail, formatMessage, isMessageKey, messages } from './messages';

export { RESERVED_PAGE_SEGMENTS, validatePageUri, validPageUri } from './page-uri';
export { slugify } from './slugify';

export type { FormValues, Rule, RuleInput } from './rules';
export {
  KNOWN_RULES,
  isEmpty,
  isEmailAddress,
  isNumeric,
  isWebAddress,
  isRequired,
  lengthOf,
  parseRuleList,
  parseRules,
  toRegExp,
  validateMax,
  validateValue,
  validateValues,
} from './rules';

export type { TagChange, TagOptions } from './tags';
export { TAGS_MAX, TAG_MAX_LENGTH, addTag, removeTag, validateTags } from './tags';

export type { FieldState } from './fields';
export {
  CODE_EDITOR_MIN_LINES,
  TRUNCATE_LENGTH,
  isInputField,
  padToMinLines,
  showsOptional,
  submittableValues,
  trimText,
  truncate,
} from './fields';

export type { DateInput } from './orders';
export {
  deleteOrderConfirmation,
  exportDate,
  parseDate,
  validateBulkSelection,
  validateDateRange,
  validateExportStatuses,
} from './orders';

export {
  VAT_COUNTRIES,
  VAT_HOME_COUNTRY,
  isValidVatNumber,
  normaliseVatNumber,
  validateVatNumber,
  vatFieldShown,
  vatNumberForSubmit,
} from './vat';

export {
  ADDRESS_RULES,
  canAddCard,
  canRedeemDiscount,
  firstMessages,
  geoConfirmationRequired,
  normaliseDiscountCode,
  validateGeoConfirmation,
} from './billing';

export type { TwoFactorCode } from './auth';
export {
  OTP_LENGTH,
  RECOVERY_CODE_MAX_LENGTH,
  normaliseOtp,
  parseTwoFactorCode,
  validateLoginPassword,
  validateOtp,
  validateTwoFactorCode,
} from './auth';

export type { CardErrors, CardFields } from './card';
export {
  cardBrand,
  cvcLengths,
  parseExpiry,
  validateCard,
  validateCardCvc,
  validateCardExpiry,
  validateCardName,
  validateCardNumber,
} from './card';

export {
  addSiteAdminKeywords,
  ruleResultFromAjvError,
  siteAdminFormats,
  siteAdminKeywords,
} from './ajv';
