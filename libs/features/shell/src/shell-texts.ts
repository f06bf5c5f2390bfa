import { useTexts } from '@site-admin/ui';

/**
 * The shell's own texts (en-GB), in their own i18n namespace; the texts the shell shares with
 * other parts of the app stay in the app's common texts.
 */
export const SHELL_NAMESPACE = 'shell';

export const shellTexts = {
  skipToContent: 'Skip to main content',
  logout: {
    failed: 'We could not sign you out. Please try again.',
  },
  mobileMode: 'Mobile version',
  sites: {
    current: 'Current site',
    currentLabel: '{{site}} (the site you are signed in to)',
  },
  publish: {
    noPreview: 'No preview yet',
  },
  twoFactor: {
    tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  },
  fallbackPages: {
    overview: 'Overview',
    analytics: 'Analytics',
    design: 'Design',
    pages: 'Pages',
    redirects: 'Redirects',
    integrations: 'Integrations',
    holdingPage: 'Holding page',
    orders: 'Orders',
    shopSettings: 'Settings',
    account: 'Account',
    payment: 'Payment',
    twoFactor: 'Two-factor authentication',
    support: 'Support',
  },
};

/** The shell's `t` for its own texts (shellTexts). */
export function useShellTexts() {
  return useTexts(SHELL_NAMESPACE, shellTexts);
}
