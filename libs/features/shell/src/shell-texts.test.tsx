import { renderHook } from '@testing-library/react';
import { createI18n, enGB } from '@site-admin/ui';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { SHELL_NAMESPACE, shellTexts, useShellT } from './shell-texts';
import { sitesTexts } from './sites-texts';

describe("the shell's texts", () => {
  it("live in its own namespace, not in the app's shared texts", () => {
    for (const part of ['shell', 'nav'] as const) {
      expect(Object.keys(enGB)).not.toContain(part);
      expect(Object.keys(shellTexts)).toContain(part);
    }
    // The site list's texts come with its code, not with the first screen's.
    expect(Object.keys(enGB)).not.toContain('sites');
    expect(Object.keys(shellTexts)).not.toContain('sites');
  });

  it("a lazy part's texts join the namespace when it first renders, before the shared texts", () => {
    const i18n = createI18n();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    );
    const frame = renderHook(() => useShellT(), { wrapper });
    expect(frame.result.current.t('shell.publish.menu')).toBe('Publish');
    expect(i18n.exists('sites.changeTitle', { ns: SHELL_NAMESPACE })).toBe(false);

    const siteList = renderHook(() => useShellT(sitesTexts), { wrapper });
    const { t } = siteList.result.current;
    expect(t('sites.changeTitle')).toBe('Change Website');
    expect(t('nav.section.shop')).toBe('Shop');
    expect(t('errors.server')).toBe('A server error has occurred');
    // The frame's texts are still there after the part's were added.
    expect(frame.result.current.t('shell.publish.menu')).toBe('Publish');
  });
});
