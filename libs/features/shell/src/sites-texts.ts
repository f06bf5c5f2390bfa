// The texts of the site list (the Sites page, Change Website) and of the question asked when
// another tab switched the account: they load with those parts, not with the first screen.
export const sitesTexts = {
  sites: {
    current: 'Current site',
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
};
