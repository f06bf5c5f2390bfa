import { createI18n, enGB } from '@site-admin/ui';
import { describe, expect, it } from 'vitest';
import { pageEngineCoreTexts } from './core-texts';
import { pageEngineTexts } from './en-gb';

describe("the page engine's texts", () => {
  it("live in its own namespace, not in the first screen's shared texts", () => {
    for (const part of ['list', 'form', 'formView', 'cards'] as const) {
      expect(Object.keys(enGB)).not.toContain(part);
      expect(Object.keys(pageEngineTexts)).toContain(part);
    }
    // The table's own texts come with the table, the bulk actions' with the engine.
    expect(Object.keys(enGB)).not.toContain('datatable');
    expect(pageEngineTexts.datatable.bulk.error).toBe('The action failed for {{count}} {{noun}}');
  });

  it('are found by the engine once added (the core first), with the shared texts behind them', () => {
    const i18n = createI18n();
    expect(i18n.exists('list.filters')).toBe(false);
    i18n.addResourceBundle('en-GB', 'page-engine', pageEngineCoreTexts, true, false);
    const t = i18n.getFixedT('en-GB', ['page-engine', 'translation']);
    expect(t('list.loading')).toBe('Loading…');
    // The list's, forms' and cards' texts come with their parts, into the same namespace.
    expect(i18n.exists('page-engine:list.filters')).toBe(false);
    i18n.addResourceBundle('en-GB', 'page-engine', pageEngineTexts, true, false);
    expect(t('list.filtersActive', { shown: '2' })).toBe('Filters (2)');
    expect(t('list.loading')).toBe('Loading…');
    expect(t('modal.close')).toBe('Close');
  });
});
