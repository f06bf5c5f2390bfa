/** The account feature's texts (namespace `account`), loaded with its chunk. */
export const accountTexts = {
  breadcrumbs: { label: 'Breadcrumbs', account: 'Account' },
  loading: 'Loading…',
  retry: 'Try again',
  loadError: 'We could not load this page',
  twoFactor: {
    title: 'Two-factor authentication',
    intro:
      'Two-factor authentication asks for a code from an authenticator app on your phone as well as your password when you sign in, so nobody else can sign in with your password alone.',
    enable: {
      scan: '1. Scan this QR code with your authenticator app',
      qrAlt: 'QR code to scan with your authenticator app',
      key: 'Or type this key into the app by hand:',
      recovery: '2. Keep your recovery codes somewhere safe',
      recoveryText:
        'If you lose your phone, each of these codes lets you sign in once. They will not be shown again.',
      copy: 'Copy codes',
      copied: 'Recovery codes copied',
      copyFailed: 'The codes could not be copied. Select them and copy them by hand.',
      download: 'Download codes',
      confirm: '3. Enter a code from the app and your password',
      submit: 'Turn on two-factor authentication',
      done: 'Two-factor authentication is on',
      loadError: 'We could not make a new key for your authenticator app',
    },
    disable: {
      on: 'Two-factor authentication is on for your account.',
      text: 'To turn it off, enter your password and a code from your authenticator app.',
      submit: 'Turn off two-factor authentication',
      done: 'Two-factor authentication is off',
    },
    fields: {
      code: 'Code from your authenticator app',
      codeHelp: 'The 6-digit code the app shows now.',
      password: 'Your password',
    },
    errors: {
      code: 'The code you entered could not be validated. Please check the time on your device and try again.',
      password: 'The password you entered was incorrect',
      passwordRequired: 'Enter your password',
      server:
        'Something went wrong trying to enable Two-Factor Authentication, please reload and try again',
    },
    cancel: 'Cancel',
  },
  cancel: {
    title: 'Cancel your plan',
    requested: 'Your plan is due to be cancelled',
    requestedOn: 'You asked to cancel your plan on {{date}}.',
    endsOn:
      'Your plan ends on {{date}}, the day before your next payment. Your website goes offline after that.',
    keepText: 'Changed your mind? Keep your website and everything stays just as it is.',
    keep: 'Keep My Website',
    withdrawFailed: 'Your cancellation request could not be withdrawn. Please try again.',
    none: 'You have not asked to cancel your plan.',
    withdrawn:
      'You withdrew your cancellation request on {{date}}. Your plan carries on as before.',
    saved: 'Your account manager kept your plan going on {{date}}. Your plan carries on as before.',
    wouldEnd: 'If you cancel, your plan ends on {{date}}, the day before your next payment.',
    noPayment: 'No payment is due on your plan.',
    howTo: 'To cancel your plan, please contact your account manager, {{cam}}.',
    howToNoCam: 'To cancel your plan, please contact our support team.',
    support: 'Contact support',
    dashboard: 'Go to your dashboard',
    success: {
      title: 'Your website is staying with us',
      text: 'Thank you for staying. Your plan carries on as before.',
      image: 'Celebration',
    },
  },
  /** The spec's key for a withdrawal that got no reply. */
  cancel_plan: {
    cam_help: {
      withdrawn: {
        error:
          'We could not withdraw your cancellation request. Please check your connection and try again.',
      },
    },
  },
};
