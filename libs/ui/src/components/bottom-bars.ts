// Notifications on a narrow screen sit at the bottom, above any bar of buttons that reaches down
// there: a side panel's or dialog's footer, a form's sticky Save, the sticky bulk bar. A bar that
// is not one of Chakra's footers says so with `data-bottom-bar`.

/** What counts as a bar of buttons at the bottom. */
const BOTTOM_BARS = '.chakra-drawer__footer, .chakra-dialog__footer, [data-bottom-bar]';

/** How far up from the screen's bottom edge a bar must reach to be in a notification's way. */
const NOTIFICATION_BAND_PX = 96;

/** The bottom offset that keeps notifications clear of the bars now on screen (1rem without). */
export function notificationsBottom(): string {
  const height = window.innerHeight;
  let clear = 0;
  for (const bar of document.querySelectorAll(BOTTOM_BARS)) {
    const { top, bottom, width } = bar.getBoundingClientRect();
    if (width === 0 || bottom < height - NOTIFICATION_BAND_PX || top >= height) continue;
    clear = Math.max(clear, height - top);
  }
  return clear === 0 ? '1rem' : `calc(${Math.round(clear)}px + 0.5rem)`;
}
