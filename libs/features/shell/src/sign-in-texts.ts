// The texts of signing in (the sign-in page, the sign-in asked for when a session ends, the
// two-factor step of both): they come with those parts, not with the first screen.
export const signInTexts = {
  login: {
    title: 'Sign in',
    intro: 'Sign in to manage your website and shop.',
    usernameRequired: 'Enter your email address',
  },
  session: {
    relogin: {
      title: 'Please sign in again',
      intro:
        'Your session has ended. Sign in to carry on where you left off; nothing you typed is lost.',
      username: 'Email address',
      password: 'Password',
      passwordRequired: 'Enter your password',
      passwordIncorrect: 'Your password is incorrect',
      submit: 'Sign in',
      cancel: 'Cancel',
      differentAccount: 'Sign in as a different account',
    },
  },
  twoFactor: {
    title: 'Two-factor authentication',
    intro: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
    code: 'Authentication code',
    submit: 'Verify',
    invalid: 'That code could not be verified. Please try again.',
    tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  },
};
