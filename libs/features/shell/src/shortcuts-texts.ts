// The keyboard shortcuts' texts (en-GB), in their own namespace.
export const shortcutsTexts = {
  title: 'Keyboard shortcuts',
  intro: 'They work when you are not typing in a field and no dialog is open.',
  keyColumn: 'Keys',
  actionColumn: 'What it does',
  then: 'then',
  keys: {
    search: 'Go to the list’s search',
    orders: 'Go to the orders',
    dashboard: 'Go to the dashboard',
    next: 'Next row of the list',
    previous: 'Previous row of the list',
    open: 'Open the current row',
    check: 'Check or uncheck the current row',
    close: 'Close the open panel or dialog',
    help: 'Show this list',
  },
};
