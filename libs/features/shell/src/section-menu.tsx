import { Menu, Portal } from '@chakra-ui/react';
import type { SidebarEntry } from '@site-admin/api-client';
import type { ReactElement } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { initialHighlight, type OpenedBy, menuSlotRecipe } from '@site-admin/ui';
import { fillLinkParams } from './link-path';
import { clickMenuLink, focusPageAfterMenu } from './menu-links';
import { CountBadge } from './link-counts';

/** A section's dropdown in the top bar: its pages, sub-pages indented under them. */
export function SectionMenu({
  entry,
  trigger,
  openedBy,
}: {
  entry: SidebarEntry;
  trigger: ReactElement;
  openedBy: OpenedBy;
}) {
  const params = useParams();
  const items = entry.config.flatMap((item) => [
    { ...item, sub: false },
    ...(item.items ?? []).map((sub) => ({ ...sub, sub: true })),
  ]);
  const highlight = initialHighlight(
    openedBy,
    items.map((item) => item.link),
  );
  return (
    <Menu.Root
      recipe={menuSlotRecipe}
      positioning={{ placement: 'bottom-start' }}
      defaultOpen
      navigate={clickMenuLink}
      {...(highlight ? { defaultHighlightedValue: highlight } : {})}
    >
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="52">
            {items.map((item) => (
              <Menu.Item
                key={item.link}
                value={item.link}
                asChild
                // On its click, not the menu's select: see the account menu.
                onClick={focusPageAfterMenu}
                {...(item.sub ? { ps: '8', color: 'fg.muted' } : {})}
              >
                <RouterLink to={fillLinkParams(item.link, params)}>
                  {item.label}
                  <CountBadge links={[item.link]} />
                </RouterLink>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
