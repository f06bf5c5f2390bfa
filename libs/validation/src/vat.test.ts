import { describe, expect, it } from 'vitest';
import {
  isValidVatNumber,
  normaliseVatNumber,
  validateVatNumber,
  VAT_COUNTRIES,
  vatFieldShown,
  vatNumberForSubmit,
} from './vat';

/** One well-formed and one malformed number (prefix included) for every country spec 2 lists. */
const examples: Record<string, [valid: string[], invalid: string[]]> = {
  AT: [['ATU12345678'], ['AT12345678', 'ATU1234567']],
  BE: [
    ['BE0123456789', 'BE123456789', 'BE1234567890'],
    ['BE2234567890', 'BE12345678'],
  ],
  BG: [['BG123456789', 'BG1234567890'], ['BG12345678']],
  CY: [['CY12345678X'], ['CY62345678X', 'CY123456789']],
  CZ: [['CZ12345678', 'CZ1234567890'], ['CZ1234567']],
  DE: [['DE123456789'], ['DE012345678', 'DE12345678']],
  DK: [['DK12345678'], ['DK1234567']],
  EE: [['EE101234567'], ['EE111234567']],
  EL: [['EL123456789', 'GR123456789'], ['EL12345678']],
  ES: [
    ['ESA12345678', 'ESX1234567L', 'ES12345678Z'],
    ['ES123456789', 'ESA1234567'],
  ],
  FI: [['FI12345678'], ['FI123456789']],
  FR: [
    ['FR12345678901', 'FRAB123456789'],
    ['FRIO123456789', 'FR1234567890'],
  ],
  GB: [
    ['GB123456789', 'GB123456789012', 'GBGD123', 'GBHA567'],
    ['GBGD567', 'GBHA123', 'GB1234'],
  ],
  HU: [['HU12345678'], ['HU1234567']],
  IE: [
    ['IE1234567A', 'IE8Z49289F', 'IE1234567FA'],
    ['IE1234567', 'IE1234567Z'],
  ],
  IT: [['IT12345678901'], ['IT1234567890']],
  LT: [['LT123456789', 'LT123456789012'], ['LT1234567890']],
  LU: [['LU12345678'], ['LU1234567']],
  LV: [['LV12345678901'], ['LV1234567890']],
  MT: [['MT12345678'], ['MT01234567']],
  NL: [['NL123456789B01'], ['NL123456789A01', 'NL123456789']],
  PL: [['PL1234567890'], ['PL123456789']],
  PT: [['PT123456789'], ['PT12345678']],
  RO: [
    ['RO12', 'RO1234567890'],
    ['RO0123', 'RO12345678901'],
  ],
  SE: [['SE123456789001'], ['SE1234567890']],
  SI: [['SI12345678'], ['SI01234567']],
  SK: [['SK1234567890'], ['SK1214567890']],
};

describe('isValidVatNumber', () => {
  it('covers every country the spec lists', () => {
    expect(Object.keys(examples).sort()).toEqual(VAT_COUNTRIES.filter((c) => c !== 'GR'));
  });

  for (const [country, [valid, invalid]] of Object.entries(examples)) {
    it(`${country}: its own pattern, with or without the prefix`, () => {
      for (const vat of valid) {
        expect(isValidVatNumber(vat, country), vat).toBe(true);
        expect(isValidVatNumber(vat), vat).toBe(true);
        expect(isValidVatNumber(vat.replace(/^(GR|[A-Z]{2})/, ''), country), vat).toBe(true);
      }
      for (const vat of invalid) expect(isValidVatNumber(vat, country), vat).toBe(false);
    });
  }

  it('treats empty as valid', () => {
    expect(isValidVatNumber('')).toBe(true);
    expect(isValidVatNumber('  ', 'DE')).toBe(true);
  });

  it('upper-cases and ignores spaces, dots and hyphens', () => {
    expect(normaliseVatNumber(' gb 123.456-789 ')).toBe('GB123456789');
    expect(isValidVatNumber('nl 123456789 b01', 'NL')).toBe(true);
  });

  it("accepts GR or EL for Greece's address code", () => {
    expect(isValidVatNumber('EL123456789', 'GR')).toBe(true);
    expect(isValidVatNumber('GR123456789', 'gr')).toBe(true);
  });

  it("refuses another country's number for a known country", () => {
    expect(isValidVatNumber('ATU12345678', 'DE')).toBe(false);
    expect(isValidVatNumber('ATU12345678', 'US')).toBe(true);
  });

  it("checks a prefixed number against its prefix's country only", () => {
    // Two letters and nine digits fit the French format, but NL names the Netherlands.
    expect(isValidVatNumber('NL123456789', 'FR')).toBe(false);
    expect(isValidVatNumber('NL123456789B01', 'FR')).toBe(false);
    expect(isValidVatNumber('NL123456789')).toBe(false);
    expect(isValidVatNumber('NL123456789B01')).toBe(true);
    expect(isValidVatNumber('FRNL123456789', 'FR')).toBe(true);
    expect(vatNumberForSubmit('NL123456789', 'FR')).toBeNull();
  });

  it('refuses what fits no country', () => {
    expect(isValidVatNumber('hello')).toBe(false);
    expect(isValidVatNumber('XX123')).toBe(false);
  });
});

describe('VAT field helpers', () => {
  it('uses the spec key for the invalid message', () => {
    expect(validateVatNumber('DE1', 'DE')).toEqual({
      key: 'subscription.vat_number.invalid_format',
    });
    expect(validateVatNumber('DE123456789', 'DE')).toBeNull();
  });

  it('sends an invalid or empty number as null', () => {
    expect(vatNumberForSubmit('de 123456789', 'DE')).toBe('DE123456789');
    expect(vatNumberForSubmit('DE1', 'DE')).toBeNull();
    expect(vatNumberForSubmit('')).toBeNull();
  });

  it('shows the field only where reverse charge applies', () => {
    expect(vatFieldShown('DE')).toBe(true);
    expect(vatFieldShown('gr')).toBe(true);
    expect(vatFieldShown('GB')).toBe(false);
    expect(vatFieldShown('US')).toBe(false);
    expect(vatFieldShown('')).toBe(false);
    expect(vatFieldShown('GB', 'IE')).toBe(true);
  });
});
