/** The publishing feature's texts (namespace `publishing`), loaded with its chunk. */
export const publishingTexts = {
  title: 'Publish Your Site',
  close: 'Close',
  loading: 'Loading your site…',
  cancel: 'Cancel',
  confirm: {
    active:
      'Publish your latest changes to {{address}}? Everyone who visits your website will see them.',
    holding:
      'Your holding page is switched on, so visitors see the holding page. Publishing updates the holding page; your website stays hidden until you switch the holding page off.',
    publish: 'Publish',
    publishHolding: 'Publish holding page',
  },
  progress: {
    title: 'Publishing your site…',
    label: 'Publishing progress',
    keepOpen: 'Please keep this window open until publishing has finished.',
    success: 'Published!',
  },
  delay: 'Changes can take up to 10 minutes to show.',
  done: {
    active: 'Your site is published',
    holding: 'Your holding page is published',
    text: 'Your changes are on their way to {{address}}.',
    viewLive: 'View live site',
  },
  trial: {
    title: 'Publish Your Site',
    text: 'Your website is on a free trial. Choose a plan to publish it to the web; until then, visitors see your holding page.',
    upgrade: 'Upgrade Now',
    notNow: 'Not now',
  },
  errors: {
    network: 'We could not reach the server. Check your connection and try again.',
    generic: 'Publishing error: {{error}}',
    unknown: 'An error occurred. Please try again',
    retry: 'Try again',
  },
};
