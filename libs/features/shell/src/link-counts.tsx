import { Badge, VisuallyHidden } from '@chakra-ui/react';
import { createContext, useContext } from 'react';
import { useShellT } from './shell-texts';

/**
 * The counts shown on menu items, by the item's link (the new orders on `/:siteid/shop/orders`).
 * A context, not props: a new count redraws the badges alone, not the whole top bar and sidebar
 * around them (about 150 components, each time the count changes).
 */
const LinkCounts = createContext<Readonly<Record<string, number>>>({});

export const LinkCountsProvider = LinkCounts.Provider;

/** A menu item's count, the sum over its links: the number, read out as '2 new orders'. */
export function CountBadge({ links }: { links: readonly string[] }) {
  const { t } = useShellT();
  const counts = useContext(LinkCounts);
  const count = links.reduce((sum, link) => sum + (counts[link] ?? 0), 0);
  if (count <= 0) return null;
  return (
    <Badge colorPalette="red" variant="solid" size="sm" ms="auto" rounded="full">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <VisuallyHidden>{t('shell.newOrders', { count })}</VisuallyHidden>
    </Badge>
  );
}
