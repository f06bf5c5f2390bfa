// One of the engine's own parts, registered like a feature's (see ../index.ts).
import type { LayoutProps } from '@site-admin/extensions';
import { ListIndex } from '../list/list-index';

/** The `list` layout: the list index. */
export function ListLayout({ page }: LayoutProps) {
  return page.layout === 'list' ? <ListIndex page={page} /> : null;
}
