// One of the engine's own parts, registered like a feature's (see ../index.ts).
import type { LayoutProps } from '@site-admin/extensions';
import { CardPage } from '../cards/card-page';

/** The `card-index` and `card-directory` layouts. */
export function CardsLayout({ page }: LayoutProps) {
  return page.layout === 'card-index' || page.layout === 'card-directory' ? (
    <CardPage page={page} />
  ) : null;
}
