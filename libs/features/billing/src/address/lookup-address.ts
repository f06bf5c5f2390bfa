// Mapping a result of the address-search service onto the billing address (spec 2, section 3:
// "a lookup fills county from province, province name or province code").
import type { BillingAddress } from '@site-admin/api-client';
import { DEFAULT_COUNTRY, isKnownCountry } from './countries';

/** The fields of a lookup result the address uses; the service may leave any of them out. */
export interface LookupResult {
  line1?: string;
  line2?: string;
  city?: string;
  province?: string;
  provinceName?: string;
  provinceCode?: string;
  postalCode?: string;
  countryIso2?: string;
}

export function addressFromLookup(result: LookupResult): BillingAddress {
  const county = [result.province, result.provinceName, result.provinceCode].find(
    (value) => typeof value === 'string' && value.trim() !== '',
  );
  const country = result.countryIso2?.toUpperCase();
  const line2 = result.line2?.trim();
  return {
    address1: result.line1?.trim() ?? '',
    address2: line2 ? line2 : null,
    town: result.city?.trim() ?? '',
    county: county?.trim() ?? '',
    postcode: (result.postalCode ?? '').trim().toUpperCase(),
    country: country && isKnownCountry(country) ? country : DEFAULT_COUNTRY,
  };
}
