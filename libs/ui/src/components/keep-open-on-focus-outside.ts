/**
 * A dialog's or panel's `onFocusOutside`: only a click outside, Escape or its own buttons close
 * it. Focus leaving it (a closing dialog or a finished action handing the focus back to the page,
 * a list behind redrawing as its reply arrives) must not close it and lose what it shows.
 */
export function keepOpenOnFocusOutside(event: { preventDefault(): void }): void {
  event.preventDefault();
}
