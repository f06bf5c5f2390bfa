import { describe, expect, it } from 'vitest';
import * as validation from './index';

describe('public API', () => {
  it('exports the names the issue fixes', () => {
    expect(validation.validPageUri('about')).toBeNull();
    expect(validation.isValidVatNumber('GB123456789')).toBe(true);
    expect(validation.slugify('Fish & Chips')).toBe('fish-and-chips');
    expect(typeof validation.addSiteAdminKeywords).toBe('function');
  });
});
