import { describe, expect, it } from 'vitest';
import {
  isInputField,
  padToMinLines,
  showsOptional,
  submittableValues,
  trimText,
  truncate,
} from './fields';

describe('field helpers', () => {
  it('trims text fields', () => {
    expect(trimText('  https://example.com \n')).toBe('https://example.com');
  });

  it('truncates to 10000 characters by default', () => {
    expect(truncate('x'.repeat(10001))).toHaveLength(10000);
    expect(truncate('short')).toBe('short');
    expect(truncate('Blue, Large, Gift wrapped', 10, '…')).toBe('Blue, Lar…');
    expect(truncate('😀😀😀', 2)).toBe('😀😀');
  });

  it('pads the code editor to a minimum line count', () => {
    expect(padToMinLines('a', 3)).toBe('a\n\n');
    expect(padToMinLines('a\nb\nc\nd', 3)).toBe('a\nb\nc\nd');
    expect(padToMinLines('').split('\n')).toHaveLength(10);
  });

  it("shows '(Optional)' only when not required, interactive and not read-only", () => {
    expect(showsOptional({ rules: 'max:10' })).toBe(true);
    expect(showsOptional({ rules: 'required' })).toBe(false);
    expect(showsOptional({ rules: 'max:10', readOnly: true })).toBe(false);
    expect(showsOptional({ rules: 'max:10', interactive: false })).toBe(false);
    expect(showsOptional({ rules: 'required_if:type,a' }, { type: 'b' })).toBe(true);
    expect(showsOptional({ rules: 'required_if:type,a' }, { type: 'a' })).toBe(false);
  });

  it('does not show hidden, Info or Upsell fields as inputs', () => {
    expect(isInputField({ type: 'text' })).toBe(true);
    expect(isInputField({ type: 'text', hidden: true })).toBe(false);
    expect(isInputField({ type: 'Info' })).toBe(false);
    expect(isInputField({ type: 'upsell' })).toBe(false);
  });

  it('does not submit disabled fields', () => {
    expect(submittableValues({ a: 1, b: 2 }, ['b'])).toEqual({ a: 1 });
  });
});
