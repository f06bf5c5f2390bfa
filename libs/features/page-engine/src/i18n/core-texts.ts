// The page engine's texts a server page, its panels' frame and the dashboard layout need: the
// dashboard's first paint loads these, not the list's, forms' or cards' texts (en-gb.ts).
export const pageEngineCoreTexts = {
  list: {
    loading: 'Loading…',
    loadError: 'This page could not be loaded',
    retry: 'Try again',
    panel: {
      loading: 'Loading…',
      notAvailable: 'The server sent a page this view cannot show. Please try again later.',
    },
    redirecting: 'Taking you to the page…',
  },
  cards: {
    upsell: {
      upgradeNow: 'Upgrade Now',
      guide: 'Read the help guide',
    },
    dashboard: {
      moduleLoading: 'Loading…',
      moduleError: 'This section could not be loaded',
      retry: 'Try again',
      moduleUnavailable: 'This section is not available yet.',
    },
  },
} as const;
