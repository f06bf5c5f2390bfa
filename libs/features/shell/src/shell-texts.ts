import { useTexts, type Texts } from '@site-admin/ui';
import { useTranslation } from 'react-i18next';

/**
 * The shell's own texts (en-GB), in their own i18n namespace; the texts the shell shares with
 * other parts of the app stay in the app's common texts.
 */
export const SHELL_NAMESPACE = 'shell';

export const shellTexts = {
  // The shell's frame: account, menus, publish, trial; `t('shell.…')` from useShellT.
  shell: {
    loadingAccount: 'Loading your account…',
    accountError: {
      title: 'We could not load your account',
      offline: 'You appear to be offline. Check your connection and try again.',
      retry: 'Try again',
    },
    sidebarError: 'The menu could not be loaded.',
    sidebarLoading: 'Loading the menu…',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    account: 'Your account',
    // The account button: the visible name begins its accessible name.
    accountNamed: '{{name}}, your account',
    signedInAs: 'Signed in as {{username}}',
    logout: 'Log out',
    upgrade: 'Upgrade Now',
    manageSubscription: 'Manage subscription',
    adminAwaitingPayment: 'AWAITING PAYMENT',
    adminSuspended: 'ACCOUNT SUSPENDED',
    referral: {
      title: 'Recommend A Friend',
      body: 'Your friend gets 10% off their first payment and you get up to £10 of account credit.',
      code: 'Your referral code: {{code}}',
    },
    publish: {
      menu: 'Publish',
      publish: 'Publish Your Site',
      preview: 'Preview',
      viewLive: 'View Live Site',
      lastPublished: 'Last published {{date}}',
      neverPublished: 'Not published yet',
      screenshot: 'How {{site}} looks now',
    },
    trial: {
      daysLeft_one: 'Your free trial ends in {{count}} day.',
      daysLeft_other: 'Your free trial ends in {{count}} days.',
      ended: 'Your free trial has ended.',
      region: 'Your trial',
    },
    mobileMenu: {
      main: 'Main menu',
      desktopMode: 'Desktop version',
    },
    changeSite: 'Change website',
    siteMenu: 'Sections',
    sectionMenu: '{{section}} menu',
    newOrders_one: '{{count}} new order',
    newOrders_other: '{{count}} new orders',
  },
  nav: {
    section: {
      dashboard: 'Dashboard',
      design: 'Design',
      content: 'Content',
      shop: 'Shop',
      blog: 'Blog',
      account: 'Account',
      publish: 'Publish',
      support: 'Support',
    },
  },
  skipToContent: 'Skip to main content',
  logout: {
    failed: 'We could not sign you out. Please try again.',
  },
  mobileMode: 'Mobile version',
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

/**
 * The shell's `t` for its own texts, then the app's shared texts (for a part that uses both, such
 * as the top bar's section names beside the shared errors). A lazy part passes its own texts
 * (`sitesTexts` …): they join the namespace when it first renders, not with the first screen.
 */
export function useShellT(partTexts: Texts = shellTexts) {
  useTexts(SHELL_NAMESPACE, shellTexts);
  useTexts(SHELL_NAMESPACE, partTexts);
  return useTranslation([SHELL_NAMESPACE, 'translation'], { nsMode: 'fallback' });
}

/** The shell's `t` for its own texts only (shellTexts, and a lazy part's own). */
export function useShellTexts(partTexts: Texts = shellTexts) {
  useTexts(SHELL_NAMESPACE, shellTexts);
  return useTexts(SHELL_NAMESPACE, partTexts);
}
