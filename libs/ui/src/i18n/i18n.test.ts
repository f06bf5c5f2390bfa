import { describe, expect, it, vi } from 'vitest';
import { createI18n } from './i18n';
import { addValidationTexts } from './validation-texts';

describe('createI18n', () => {
  const i18n = createI18n();

  it('speaks en-GB with the app texts', () => {
    expect(i18n.language).toBe('en-GB');
    expect(i18n.t('site.status.Y')).toBe('Active');
  });

  it('knows every validation message by its rule key once a part that checks input adds them', () => {
    const fresh = createI18n();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The first screen checks no input: the messages are not in its code.
    expect(fresh.t('validation.required')).toBe('validation.required');
    errors.mockRestore();
    addValidationTexts(fresh);
    expect(fresh.t('validation.required')).toBe('This field is required');
    addValidationTexts(i18n);
    expect(i18n.t('orders.filter.date_after')).toBe('This must be a date after the From date');
    expect(i18n.t('validation.max', { max: 25 })).toBe('This must be at most 25 characters');
  });

  it('says when a text is missing (looked up before its part added it), unless a default is given', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(i18n.t('datatable.selectAll')).toBe('datatable.selectAll');
    expect(errors).toHaveBeenCalledWith('Missing text translation:datatable.selectAll');
    errors.mockClear();
    expect(i18n.t('nav.section.extras', { defaultValue: 'extras' })).toBe('extras');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
