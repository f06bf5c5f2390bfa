/** The current row's mark (keyboard `j` / `k`): a focusable row with a visible outline. */
export const currentRowProps = {
  'aria-current': true,
  'data-current': '',
  tabIndex: -1,
  outline: '3px solid',
  outlineColor: 'blue.500',
  outlineOffset: '-3px',
} as const;
