import { createI18n, enGB } from '@site-admin/ui';
import { describe, expect, it } from 'vitest';
import { SHELL_NAMESPACE, shellTexts } from './shell-texts';

describe("the shell's texts", () => {
  it("live in its own namespace, not in the app's shared texts", () => {
    for (const part of ['shell', 'nav', 'login', 'legacy', 'video', 'sites'] as const) {
      expect(Object.keys(enGB)).not.toContain(part);
      expect(Object.keys(shellTexts)).toContain(part);
    }
  });

  it('are found before the shared texts, which stay behind them', () => {
    const i18n = createI18n();
    i18n.addResourceBundle('en-GB', SHELL_NAMESPACE, shellTexts, true, false);
    const t = i18n.getFixedT('en-GB', [SHELL_NAMESPACE, 'translation']);
    expect(t('sites.changeTitle')).toBe('Change Website');
    expect(t('nav.section.shop')).toBe('Shop');
    expect(t('shell.publish.menu')).toBe('Publish');
    expect(t('errors.server')).toBe('A server error has occurred');
  });
});
