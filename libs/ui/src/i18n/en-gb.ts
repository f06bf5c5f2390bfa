// English (en-GB) texts. Keys follow the spec where it names them (site.status.{status} …).
export const enGB = {
  routeError: {
    title: 'This page could not be shown',
  },
  part: {
    title: 'This part could not be shown',
    body: 'Something went wrong while showing it. The rest of the page still works.',
    retry: 'Try again',
    chunkTitle: 'A new version of the app is available',
    chunkBody: 'This part was updated since the page was opened. Reload to get the new version.',
    chunkOfflineTitle: 'This part could not be loaded',
    chunkOfflineBody: 'You appear to be offline. Reload the page once your connection is back.',
    reload: 'Reload',
    loading: 'Loading…',
  },
  app: {
    name: 'site-admin',
    home: 'Go to the dashboard',
    // The logo link: its visible text (the app's name) begins its accessible name.
    homeNamed: '{{name}}, go to the dashboard',
  },
  site: {
    status: {
      P: 'Pre-Trial',
      T: 'Trial',
      X: 'Trial Expired',
      Y: 'Active',
      F: 'Freebie',
      S: 'Suspended',
      R: 'Under Review',
      C: 'Inactive',
      A: 'Awaiting Payment',
      U: 'Unsubscribed',
      D: 'Auto Deleted',
      DC: 'Closed & Auto Deleted',
    },
  },
  unauthorised: {
    title: 'Sorry, you do not have access to this page',
    body: "You don't seem to have access to this page...",
    back: 'Back to the dashboard',
  },
  notFound: {
    title: 'Page not found',
    body: 'There is no page at this address.',
    back: 'Back to the dashboard',
  },
  modal: {
    close: 'Close',
    cancel: 'Cancel',
    confirm: 'Confirm',
    delete: 'Delete',
    preview: 'Preview',
    feedback: 'Feedback',
    send: 'Send',
    announcements: 'Announcements',
    important: 'Important',
    readMore: 'Read more',
  },
  errors: {
    unexpectedReply: 'The server sent an unexpected reply. Please try again.',
    unknown: 'Something went wrong. Please try again.',
    server: 'A server error has occurred',
    offline: 'You appear to be offline. Check your connection and try again.',
    maintenance: 'The site builder is being updated',
  },
  session: {
    expired: 'Your session has expired due to inactivity. Please reload the page and try again.',
    reload: 'Reload',
    loggedIn: 'Successfully logged in!',
  },
} as const;
