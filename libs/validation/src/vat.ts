import type { RuleResult } from './messages';
import { fail } from './messages';

/**
 * The format of each country's VAT number, without its prefix (spec 2, section 5). These are the
 * widely used EU formats (the same shapes as the VIES documentation and jsvat's tables); only the
 * format is checked, not check digits, so a number the tax office issued is never refused here.
 */
const VAT_FORMATS: Readonly<Record<string, readonly RegExp[]>> = {
  AT: [/^U\d{8}$/],
  BE: [/^[01]?\d{9}$/],
  BG: [/^\d{9,10}$/],
  CY: [/^[0-59]\d{7}[A-Z]$/],
  CZ: [/^\d{8,10}$/],
  DE: [/^[1-9]\d{8}$/],
  DK: [/^\d{8}$/],
  EE: [/^10\d{7}$/],
  EL: [/^\d{9}$/],
  ES: [/^[A-Z]\d{8}$/, /^[A-HN-SW]\d{7}[A-J]$/, /^[0-9YZ]\d{7}[A-Z]$/, /^[KLMX]\d{7}[A-Z]$/],
  FI: [/^\d{8}$/],
  FR: [/^[0-9A-HJ-NP-Z]{2}\d{9}$/],
  GB: [/^\d{9}$/, /^\d{12}$/, /^GD[0-4]\d{2}$/, /^HA[5-9]\d{2}$/],
  HU: [/^\d{8}$/],
  IE: [/^\d{7}[A-W]$/, /^[7-9][A-Z*+]\d{5}[A-W]$/, /^\d{7}[A-W][A-I]$/],
  IT: [/^\d{11}$/],
  LT: [/^\d{9}$/, /^\d{12}$/],
  LU: [/^\d{8}$/],
  LV: [/^\d{11}$/],
  MT: [/^[1-9]\d{7}$/],
  NL: [/^\d{9}B\d{2}$/],
  PL: [/^\d{10}$/],
  PT: [/^\d{9}$/],
  RO: [/^[1-9]\d{1,9}$/],
  SE: [/^\d{10}01$/],
  SI: [/^[1-9]\d{7}$/],
  SK: [/^[1-9]\d[2346-9]\d{7}$/],
};

/** The countries whose VAT formats are known; Greece is `EL` on VAT numbers and `GR` on addresses. */
export const VAT_COUNTRIES: readonly string[] = [...Object.keys(VAT_FORMATS), 'GR'].sort();

/**
 * The seller's own country. A customer there pays VAT as normal; every other listed country allows
 * reverse charge, so the VAT field shows only there.
 */
export const VAT_HOME_COUNTRY = 'GB';

/** The VAT prefix for an address country (`GR` → `EL`), upper-cased. */
function vatCode(country: string): string {
  const code = country.trim().toUpperCase();
  return code === 'GR' ? 'EL' : code;
}

/** What the field shows and sends: upper-cased, without spaces, dots or hyphens. */
export function normaliseVatNumber(vat: string): string {
  return vat.toUpperCase().replace(/[\s.-]+/g, '');
}

function matchesCountry(vat: string, code: string): boolean {
  const formats = VAT_FORMATS[code] ?? [];
  const prefixes = code === 'EL' ? ['EL', 'GR'] : [code];
  const prefix = prefixes.find((item) => vat.startsWith(item));
  const bodies = prefix === undefined ? [vat] : [vat, vat.slice(prefix.length)];
  return bodies.some((body) => formats.some((format) => format.test(body)));
}

/** The listed country a number's prefix names (`GR` read as `EL`), or null without one. */
function prefixCode(vat: string): string | null {
  const code = vatCode(vat.slice(0, 2));
  return /^[A-Z]{2}$/.test(code) && Object.hasOwn(VAT_FORMATS, code) ? code : null;
}

/**
 * Empty is valid. Otherwise the number must match a listed country's format, with or without that
 * country's prefix (`EL` or `GR` for Greece). With a known `country`, only that country's formats
 * count, so a German number is refused on a French address; an unknown country checks them all.
 * A number that starts with another listed country's prefix is read as that country's number, so
 * it never passes as the address country's (`NL123456789` is not a French number).
 */
export function isValidVatNumber(vat: string, country?: string): boolean {
  const value = normaliseVatNumber(vat);
  if (value === '') return true;
  const code = country === undefined ? '' : vatCode(country);
  const known = Object.hasOwn(VAT_FORMATS, code);
  const prefix = prefixCode(value);
  if (prefix !== null && prefix !== code) {
    return !known && matchesCountry(value, prefix);
  }
  const codes = known ? [code] : Object.keys(VAT_FORMATS);
  return codes.some((item) => matchesCountry(value, item));
}

/** The rule result for the VAT field, under the spec's key. */
export function validateVatNumber(vat: string, country?: string): RuleResult {
  return isValidVatNumber(vat, country) ? null : fail('subscription.vat_number.invalid_format');
}

/** What is sent: the normalised number, or `null` when it is empty or invalid (spec 2, section 5). */
export function vatNumberForSubmit(vat: string, country?: string): string | null {
  const value = normaliseVatNumber(vat);
  return value !== '' && isValidVatNumber(value, country) ? value : null;
}

/** Whether the country allows reverse charge, which is where the VAT field is shown. */
export function vatFieldShown(country: string, homeCountry: string = VAT_HOME_COUNTRY): boolean {
  const code = vatCode(country);
  return Object.hasOwn(VAT_FORMATS, code) && code !== vatCode(homeCountry);
}
