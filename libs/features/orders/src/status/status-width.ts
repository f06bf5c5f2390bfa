/**
 * The status dropdown's width beside a table, shared with its loading box: fixed, so the column
 * (and the rows) keep their size when the dropdown replaces the box, whatever the status names or
 * the row's own text. Its own module: the loading box is drawn at once, the dropdown's code is lazy.
 */
export const STATUS_SELECT_WIDTH = '11.5rem';
