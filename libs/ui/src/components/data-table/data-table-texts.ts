// The data table's texts: they come with the table's code (a list page), not with the first
// screen, added to the app's shared texts when a table first draws.
export const dataTableTexts = {
  datatable: {
    selectAll: 'Select all rows',
    selectRow: 'Select row {{id}}',
    sortBy: 'Sort by {{column}}',
    actions: 'Actions',
    pagination: 'Pages',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {{page}}',
    perPage: 'Rows per page',
    showing: '{{from, number}}–{{to, number}} of {{total, number}}',
  },
};
