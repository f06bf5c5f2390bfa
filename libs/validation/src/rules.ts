import type { RuleResult, ValidationError } from './messages';
import { fail } from './messages';
import { validatePageUri } from './page-uri';
import { isValidVatNumber } from './vat';

/** One server rule: `'max:255'` is `{ name: 'max', args: ['255'] }`. */
export interface Rule {
  name: string;
  args: string[];
}

/** Rules as the server sends them: `'required|max:255'`, or an array of single rule strings. */
export type RuleInput = string | readonly string[] | readonly Rule[] | null | undefined;

export type FormValues = Readonly<Record<string, unknown>>;

/** Rules whose name means "this field may have to be filled in". */
const requiredRules = new Set(['required', 'required_if', 'required_unless']);

function parseOne(text: string): Rule | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const colon = trimmed.indexOf(':');
  if (colon < 0) return { name: trimmed, args: [] };
  const name = trimmed.slice(0, colon);
  const argument = trimmed.slice(colon + 1);
  // A regex keeps its commas; every other rule takes a comma-separated list.
  return { name, args: name === 'regex' ? [argument] : argument.split(',') };
}

/**
 * Splits a `|`-joined rule string. A pattern that itself contains `|` (`regex:/^(a|b)$/`) is glued
 * back together until its closing slash, so the usual server output survives the split.
 */
function splitPipes(text: string): string[] {
  const parts: string[] = [];
  for (const piece of text.split('|')) {
    const last = parts[parts.length - 1];
    if (last !== undefined && isOpenRegex(last)) parts[parts.length - 1] = `${last}|${piece}`;
    else parts.push(piece);
  }
  return parts;
}

function isOpenRegex(part: string): boolean {
  const body = /^\s*regex:(\/.*)$/s.exec(part)?.[1];
  return body !== undefined && !/^\/.*\/[a-z]*\s*$/is.test(body);
}

/** Turns the server's rule strings into rules. Arrays are taken item by item, without splitting. */
export function parseRuleList(input: RuleInput): Rule[] {
  if (input === null || input === undefined) return [];
  if (typeof input === 'string') {
    return splitPipes(input).flatMap((part) => parseOne(part) ?? []);
  }
  return input.flatMap((item) => (typeof item === 'string' ? (parseOne(item) ?? []) : [item]));
}

/** Empty means: nothing, blank text (text fields are trimmed), or an empty list. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function asStrings(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((item) => String(item));
  if (value === undefined || value === null) return [];
  return [String(value)];
}

/** Whether the rules make the field required, given the other fields' current values. */
export function isRequired(rules: readonly Rule[], values: FormValues = {}): boolean {
  return rules.some((rule) => {
    const [field = '', ...expected] = rule.args;
    const current = asStrings(values[field]);
    if (rule.name === 'required') return true;
    if (rule.name === 'required_if') return current.some((item) => expected.includes(item));
    if (rule.name === 'required_unless') return !current.some((item) => expected.includes(item));
    return false;
  });
}

/** The parser the forms use: the rules, and whether the field shows as optional right now. */
export function parseRules(
  input: RuleInput,
  values: FormValues = {},
): { rules: Rule[]; optional: boolean } {
  const rules = parseRuleList(input);
  return { rules, optional: !isRequired(rules, values) };
}

/** `numeric`: digits, dots and commas, including Arabic-Indic digits (٠-٩ and ۰-۹). */
export function isNumeric(value: string): boolean {
  return /^[0-9.,\u0660-\u0669\u06F0-\u06F9]+$/.test(value);
}

/**
 * `regex`: the server writes patterns PHP-style (`/^[a-z]+$/i`); the slashes are stripped and the
 * i, m and s flags kept. A pattern JavaScript cannot compile returns `null`.
 */
export function toRegExp(pattern: string): RegExp | null {
  const match = /^\/(.*)\/([a-zA-Z]*)$/s.exec(pattern);
  const source = match?.[1] ?? pattern;
  const flags = [...(match?.[2] ?? '')].filter((flag) => 'ims'.includes(flag)).join('');
  try {
    return new RegExp(source, flags);
  } catch {
    return null;
  }
}

/** Length in characters (code points, as the server counts), or items for a list. */
export function lengthOf(value: unknown): number {
  return Array.isArray(value) ? value.length : [...String(value)].length;
}

/** `max:N`: length at most N; for a list, at most N items. */
export function validateMax(value: unknown, max: number): RuleResult {
  if (lengthOf(value) <= max) return null;
  return fail(Array.isArray(value) ? 'validation.max_items' : 'validation.max', { max });
}

/** An absolute http(s) address with a host name ('https://example.com/page'). */
export function isWebAddress(value: string): boolean {
  if (!/^https?:\/\/[^\s]+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.hostname !== '' && (url.hostname.includes('.') || url.hostname === 'localhost');
  } catch {
    return false;
  }
}

/** One @, something before it, a dotted domain after it, no spaces. */
export function isEmailAddress(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value);
}

type Check = (value: unknown, args: readonly string[], values: FormValues) => RuleResult;

/**
 * The value rules. They pass on an empty value: only the required rules judge emptiness. Unknown
 * rule names are skipped; the server still enforces them.
 */
const checks = new Map<string, Check>(
  Object.entries({
    in: (value, args) =>
      asStrings(value).every((item) => args.includes(item)) ? null : fail('validation.in'),
    numeric: (value) =>
      asStrings(value).every((item) => isNumeric(item)) ? null : fail('validation.numeric'),
    regex: (value, args) => {
      // A pattern the browser cannot compile is left to the server rather than blocking the form.
      const pattern = toRegExp(args[0] ?? '');
      return pattern === null || asStrings(value).every((item) => pattern.test(item))
        ? null
        : fail('validation.regex');
    },
    max: (value, args) => {
      const max = Number(args[0]);
      return Number.isFinite(max) ? validateMax(value, max) : null;
    },
    // Our own rules, implied by the url and email field types (the spec's fields check their
    // format; 'not a url' and 'not-an-email' are refused before anything is sent).
    url: (value) => (isWebAddress(String(value)) ? null : fail('validation.url')),
    email: (value) => (isEmailAddress(String(value)) ? null : fail('validation.email')),
    valid_page_uri: (value) => validatePageUri(String(value)),
    // Our own rule for forms: `vat_number:country` checks against the sibling country field.
    vat_number: (value, args, values) => {
      const country = args[0] === undefined ? undefined : asStrings(values[args[0]])[0];
      return isValidVatNumber(String(value), country)
        ? null
        : fail('subscription.vat_number.invalid_format');
    },
  } satisfies Record<string, Check>),
);

/** Names this library can check in the browser. */
export const KNOWN_RULES: readonly string[] = [...requiredRules, ...checks.keys()];

/** Checks one value; returns the first broken rule. Strings are trimmed first, as the fields do. */
export function validateValue(
  value: unknown,
  rules: RuleInput,
  values: FormValues = {},
): RuleResult {
  const parsed = parseRuleList(rules);
  if (isEmpty(value)) return isRequired(parsed, values) ? fail('validation.required') : null;
  const input = typeof value === 'string' ? value.trim() : value;
  for (const rule of parsed) {
    const error = checks.get(rule.name)?.(input, rule.args, values) ?? null;
    if (error) return error;
  }
  return null;
}

/**
 * Checks a whole form: the first error of each field. Fields in `skip` (disabled upsell fields) are
 * not validated.
 */
export function validateValues(
  values: FormValues,
  rulesByField: Readonly<Record<string, RuleInput>>,
  skip: readonly string[] = [],
): Record<string, ValidationError> {
  const errors: Record<string, ValidationError> = {};
  for (const [field, rules] of Object.entries(rulesByField)) {
    if (skip.includes(field)) continue;
    const error = validateValue(values[field], rules, values);
    if (error) errors[field] = error;
  }
  return errors;
}
