// Kept apart from the pagination component: the list's query rules read the default size on a
// page that draws no pagination yet (the dashboard's server page), without the component's code.

/** Spec 1 section 9: page sizes 10, 25, 50; 25 by default. */
export const PAGE_SIZES = [10, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 25;
