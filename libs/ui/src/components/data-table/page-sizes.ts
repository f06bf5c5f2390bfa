// Kept apart from the pagination component, so a screen can read the sizes without its code.

/**
 * Spec 1 section 9: page sizes 10, 25, 50; 25 by default in the data table. A generic list's own
 * default is the server's (not known here): the pagination shows the size the server used, and
 * offers it beside these when it is another.
 */
export const PAGE_SIZES = [10, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 25;
