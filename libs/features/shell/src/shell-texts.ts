import { useTexts } from '@site-admin/ui';
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
  login: {
    title: 'Sign in',
    intro: 'Sign in to manage your website and shop.',
    usernameRequired: 'Enter your email address',
  },
  legacy: {
    frameTitle: 'Site builder page',
  },
  video: {
    title: 'Video',
    close: 'Close video',
  },
  skipToContent: 'Skip to main content',
  logout: {
    failed: 'We could not sign you out. Please try again.',
  },
  mobileMode: 'Mobile version',
  sites: {
    current: 'Current site',
    currentLabel: '{{site}} (the site you are signed in to)',
    title: 'Your websites',
    changeTitle: 'Change Website',
    thisSite: 'site {{siteid}}',
    loading: 'Loading your websites…',
    error: 'We could not load your websites',
    empty: 'You have no websites yet.',
    create: 'Create a new site',
    close: 'Close',
    name: 'Site Name',
    status: 'Status',
    package: 'Package',
    actions: 'Actions',
    signIn: 'Sign in',
    signInTo: 'Sign in to {{site}}',
    switchFailed: 'We could not switch to {{site}}',
    tabs: {
      owned: 'My Sites',
      other: 'Shared With Me',
      expired: 'Expired Trials',
    },
    changed: {
      title: 'You are working on another website',
      body: 'Your account was switched to {{site}} in another browser tab, so this tab can no longer save changes to {{previous}}.',
      switchBack: 'Switch back to {{previous}}',
      follow: 'Go to {{site}}',
    },
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

/**
 * The shell's `t` for its own texts, then the app's shared texts (for a part that uses both, such
 * as the top bar's section names beside the shared errors).
 */
export function useShellT() {
  useTexts(SHELL_NAMESPACE, shellTexts);
  return useTranslation([SHELL_NAMESPACE, 'translation'], { nsMode: 'fallback' });
}

/** The shell's `t` for its own texts (shellTexts). */
export function useShellTexts() {
  return useTexts(SHELL_NAMESPACE, shellTexts);
}
