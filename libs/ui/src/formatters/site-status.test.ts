import { describe, expect, it } from 'vitest';
import { siteStatusTone } from './site-status';

describe('siteStatusTone', () => {
  it.each([
    ['Y', 'success'],
    ['T', 'info'],
    ['A', 'warning'],
    ['S', 'danger'],
    ['F', 'success'],
    ['C', 'danger'],
  ])('gives %s the tone of spec 2 (%s)', (status, tone) => {
    expect(siteStatusTone(status)).toBe(tone);
  });

  it('gives an unknown code a neutral tone', () => {
    expect(siteStatusTone('ZZ')).toBe('neutral');
  });
});
