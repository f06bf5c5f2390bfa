// Where notifications sit clear of the bars at the screen's edges, measured as each one shows.
//
// At the bottom (a narrow screen): above any bar of buttons that reaches down there: a side
// panel's or dialog's footer, a form's sticky Save, the sticky bulk bar. A bar that is not one of
// Chakra's footers says so with `data-bottom-bar`.
//
// At the top (a wide screen): below a bar that stays at the top of the screen, the shell's top
// bar (`data-top-bar`): its menus and buttons stay in reach while a notification shows.

/** What counts as a bar of buttons at the bottom. */
const BOTTOM_BARS = '.chakra-drawer__footer, .chakra-dialog__footer, [data-bottom-bar]';

/** What counts as a bar at the top. */
const TOP_BARS = '[data-top-bar]';

/** How far from the screen's edge a bar must reach to be in a notification's way. */
const NOTIFICATION_BAND_PX = 96;

/** 1rem from the edge, or half a rem past the bars that reach `clear` px in from it. */
const offsetClearing = (clear: number): string =>
  clear === 0 ? '1rem' : `calc(${Math.round(clear)}px + 0.5rem)`;

/** The bottom offset that keeps notifications clear of the bars now on screen (1rem without). */
export function notificationsBottom(): string {
  const height = window.innerHeight;
  let clear = 0;
  for (const bar of document.querySelectorAll(BOTTOM_BARS)) {
    const { top, bottom, width } = bar.getBoundingClientRect();
    if (width === 0 || bottom < height - NOTIFICATION_BAND_PX || top >= height) continue;
    clear = Math.max(clear, height - top);
  }
  return offsetClearing(clear);
}

/** The top offset that keeps notifications below the bars now at the top (1rem without). */
export function notificationsTop(): string {
  let clear = 0;
  for (const bar of document.querySelectorAll(TOP_BARS)) {
    const { top, bottom, width } = bar.getBoundingClientRect();
    if (width === 0 || top > NOTIFICATION_BAND_PX || bottom <= 0) continue;
    clear = Math.max(clear, bottom);
  }
  return offsetClearing(clear);
}
