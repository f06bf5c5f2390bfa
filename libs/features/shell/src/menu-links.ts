import type { MenuRootProps } from '@chakra-ui/react';
import { focusMainContent } from './skip-link';

/**
 * How a top-bar menu follows a link item picked with the keyboard. The menu's own way sends the
 * link a click that does not bubble, so the router never hears it: the browser loaded the whole
 * app again and focus ended on the page's body. A real click goes through the router and closes
 * the menu, as a pointer's does.
 */
export const clickMenuLink: NonNullable<MenuRootProps['navigate']> = ({ node }) => node.click();

/**
 * A menu item that takes the owner to another page leaves focus in that page, as a move to a new
 * page should: a frame later, once the closing menu has handed focus back to its button.
 */
export function focusPageAfterMenu(): void {
  requestAnimationFrame(focusMainContent);
}
