import { describe, expect, it } from 'vitest';
import {
  isEmpty,
  isNumeric,
  isRequired,
  parseRuleList,
  parseRules,
  toRegExp,
  validateMax,
  validateValue,
  validateValues,
} from './rules';

describe('parseRuleList', () => {
  it("reads 'name:argument' strings joined by |", () => {
    expect(parseRuleList('required|max:255|in:a,b')).toEqual([
      { name: 'required', args: [] },
      { name: 'max', args: ['255'] },
      { name: 'in', args: ['a', 'b'] },
    ]);
  });

  it('takes an array item by item', () => {
    expect(parseRuleList(['required_if:type,page', 'regex:/^a|b$/'])).toEqual([
      { name: 'required_if', args: ['type', 'page'] },
      { name: 'regex', args: ['/^a|b$/'] },
    ]);
  });

  it('keeps a regex whole: commas, colons, and pipes before its closing slash', () => {
    expect(parseRuleList('regex:/^(a|b),c:d$/i|max:3')).toEqual([
      { name: 'regex', args: ['/^(a|b),c:d$/i'] },
      { name: 'max', args: ['3'] },
    ]);
  });

  it('ignores empty input and empty parts', () => {
    expect(parseRuleList(undefined)).toEqual([]);
    expect(parseRuleList(null)).toEqual([]);
    expect(parseRuleList('')).toEqual([]);
    expect(parseRuleList('required||')).toEqual([{ name: 'required', args: [] }]);
  });
});

describe('parseRules and isRequired', () => {
  it('marks a field without required rules as optional', () => {
    expect(parseRules('max:10').optional).toBe(true);
    expect(parseRules('required|max:10').optional).toBe(false);
  });

  it('required_if:field,value depends on the other field', () => {
    const { rules } = parseRules('required_if:delivery,courier,post');
    expect(isRequired(rules, { delivery: 'courier' })).toBe(true);
    expect(isRequired(rules, { delivery: 'post' })).toBe(true);
    expect(isRequired(rules, { delivery: 'collect' })).toBe(false);
    expect(isRequired(rules, {})).toBe(false);
    expect(parseRules('required_if:active,true', { active: true }).optional).toBe(false);
  });

  it('required_unless is the opposite', () => {
    const rule = 'required_unless:delivery,collect';
    expect(parseRules(rule, { delivery: 'collect' }).optional).toBe(true);
    expect(parseRules(rule, { delivery: 'courier' }).optional).toBe(false);
    expect(parseRules(rule, {}).optional).toBe(false);
  });
});

describe('single rules', () => {
  it('numeric: digits, dot, comma and Arabic-Indic digits only', () => {
    for (const ok of ['0', '12.50', '1,000.00', '٣.٥', '۱۲۳']) {
      expect(isNumeric(ok), ok).toBe(true);
    }
    for (const bad of ['', '-1', '1e5', '12 ', 'abc', '$5'])
      expect(isNumeric(bad), bad).toBe(false);
  });

  it('regex strips the slashes and keeps the i, m, s flags', () => {
    expect(toRegExp('/^[a-z]+$/')?.source).toBe('^[a-z]+$');
    expect(toRegExp('/^[a-z]+$/i')?.test('ABC')).toBe(true);
    expect(toRegExp('/^[a-z]+$/u')?.flags).toBe('');
    expect(toRegExp('^ab$')?.test('ab')).toBe(true);
    expect(toRegExp('/(/')).toBeNull();
  });

  it('max:N counts characters, not UTF-16 units, and items for lists', () => {
    expect(validateMax('😀😀', 2)).toBeNull();
    expect(validateMax('abc', 2)).toEqual({ key: 'validation.max', params: { max: 2 } });
    expect(validateMax(['a', 'b', 'c'], 2)).toEqual({
      key: 'validation.max_items',
      params: { max: 2 },
    });
  });

  it('isEmpty treats blank text and empty lists as empty', () => {
    expect([undefined, null, '', '   ', []].every((v) => isEmpty(v))).toBe(true);
    expect([0, false, 'a', ['a']].some((v) => isEmpty(v))).toBe(false);
  });
});

describe('validateValue', () => {
  it('required', () => {
    expect(validateValue('  ', 'required')).toEqual({ key: 'validation.required' });
    expect(validateValue('x', 'required')).toBeNull();
    expect(validateValue(undefined, 'max:3')).toBeNull();
  });

  it('in', () => {
    expect(validateValue('b', 'in:a,b')).toBeNull();
    expect(validateValue('c', 'in:a,b')).toEqual({ key: 'validation.in' });
    expect(validateValue(['a', 'c'], 'in:a,b')).toEqual({ key: 'validation.in' });
  });

  it('numeric', () => {
    expect(validateValue('12,5', 'numeric')).toBeNull();
    expect(validateValue('twelve', 'numeric')).toEqual({ key: 'validation.numeric' });
    expect(validateValue(12.5, 'numeric')).toBeNull();
  });

  it('regex', () => {
    expect(validateValue('ABC', ['regex:/^[A-Z]{3}$/'])).toBeNull();
    expect(validateValue('AB', ['regex:/^[A-Z]{3}$/'])).toEqual({ key: 'validation.regex' });
    // A pattern the browser cannot compile is left to the server.
    expect(validateValue('x', ['regex:/(/'])).toBeNull();
  });

  it('url: an absolute http(s) address with a host name', () => {
    expect(validateValue('not a url', 'url')).toEqual({ key: 'validation.url' });
    expect(validateValue('www.example.com', 'url')).toEqual({ key: 'validation.url' });
    expect(validateValue('https://nohost', 'url')).toEqual({ key: 'validation.url' });
    expect(validateValue('ftp://example.com', 'url')).toEqual({ key: 'validation.url' });
    expect(validateValue('https://www.eventbrite.co.uk/o/51824400', 'url')).toBeNull();
    expect(validateValue(' http://localhost:4200/x ', 'url')).toBeNull();
    expect(validateValue('', 'url')).toBeNull();
  });

  it('email: one @ and a dotted domain', () => {
    expect(validateValue('not-an-email', 'email')).toEqual({ key: 'validation.email' });
    expect(validateValue('a@b', 'email')).toEqual({ key: 'validation.email' });
    expect(validateValue('a b@example.com', 'email')).toEqual({ key: 'validation.email' });
    expect(validateValue('eleanor@hartleyfinch.co.uk', 'email')).toBeNull();
  });

  it('max trims text first, as text fields are trimmed', () => {
    expect(validateValue('  abc  ', 'max:3')).toBeNull();
    expect(validateValue('abcd', 'max:3')).toEqual({ key: 'validation.max', params: { max: 3 } });
  });

  it('valid_page_uri and vat_number', () => {
    expect(validateValue('shop', 'valid_page_uri')).toEqual({
      key: 'validation.page_uri.reserved',
    });
    expect(validateValue('DE123456789', 'vat_number:country', { country: 'DE' })).toBeNull();
    expect(validateValue('DE123456789', 'vat_number:country', { country: 'IT' })).toEqual({
      key: 'subscription.vat_number.invalid_format',
    });
  });

  it('returns the first broken rule and skips unknown ones', () => {
    expect(validateValue('abcd', 'confirmed|numeric|max:3')).toEqual({ key: 'validation.numeric' });
    expect(validateValue('x', 'constructor|toString')).toBeNull();
  });
});

describe('validateValues', () => {
  const rules = { title: 'required|max:5', price: 'numeric', note: 'required_if:type,gift' };

  it('returns the first error of each field', () => {
    expect(validateValues({ title: 'Too long', price: 'x', type: 'gift' }, rules)).toEqual({
      title: { key: 'validation.max', params: { max: 5 } },
      price: { key: 'validation.numeric' },
      note: { key: 'validation.required' },
    });
    expect(validateValues({ title: 'Ok', price: '1' }, rules)).toEqual({});
  });

  it('skips disabled fields', () => {
    expect(validateValues({}, rules, ['title'])).toEqual({});
  });
});
