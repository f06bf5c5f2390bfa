import cardValidator from 'card-validator';
import type { RuleResult, ValidationError } from './messages';
import { fail } from './messages';

// Card numbers and security codes go through card-validator (Braintree): it keeps the card-type
// table (number prefixes, allowed lengths, CVC size per brand) that a hand-written table would
// let go stale. Expiry is checked here because card-validator reads the clock itself.

export interface CardFields {
  name: string;
  number: string;
  expiry: string;
  cvc: string;
}

export type CardErrors = Partial<Record<keyof CardFields, ValidationError>>;

export function validateCardName(name: string): RuleResult {
  return name.trim() === '' ? fail('validation.card.name_required') : null;
}

/** Luhn check plus a length the card's brand allows (spaces and dashes ignored). */
export function validateCardNumber(number: string): RuleResult {
  return cardValidator.number(number).isValid ? null : fail('validation.card.number_invalid');
}

/** The brand's name (`'Visa'`, `'American Express'` …) once the number identifies it. */
export function cardBrand(number: string): string | null {
  return cardValidator.number(number).card?.niceType ?? null;
}

/** `MM/YY`, `MM / YYYY` or `MMYY` as month and four-digit year; `null` if it is none of those. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^(\d{1,2})\s*\/?\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const year = Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year: year < 100 ? 2000 + year : year };
}

/** Required, and not before the current month (a card works until the end of its expiry month). */
export function validateCardExpiry(expiry: string, now: Date = new Date()): RuleResult {
  if (expiry.trim() === '') return fail('validation.card.expiry_required');
  const parsed = parseExpiry(expiry);
  if (!parsed) return fail('validation.card.expiry_invalid');
  const current = now.getFullYear() * 12 + now.getMonth();
  const expires = parsed.year * 12 + (parsed.month - 1);
  return expires < current ? fail('validation.card.expiry_past') : null;
}

/** The CVC lengths the card's brand uses; 3 or 4 until the number names a brand. */
export function cvcLengths(number: string): number[] {
  const size = cardValidator.number(number).card?.code.size;
  return size === undefined ? [3, 4] : [size];
}

export function validateCardCvc(cvc: string, number: string): RuleResult {
  return cardValidator.cvv(cvc.trim(), cvcLengths(number)).isValid
    ? null
    : fail('validation.card.cvc_invalid');
}

/** Every card field at once: only the broken ones appear in the result. */
export function validateCard(fields: CardFields, now: Date = new Date()): CardErrors {
  const results: [keyof CardFields, RuleResult][] = [
    ['name', validateCardName(fields.name)],
    ['number', validateCardNumber(fields.number)],
    ['expiry', validateCardExpiry(fields.expiry, now)],
    ['cvc', validateCardCvc(fields.cvc, fields.number)],
  ];
  const errors: CardErrors = {};
  for (const [field, error] of results) if (error) errors[field] = error;
  return errors;
}
