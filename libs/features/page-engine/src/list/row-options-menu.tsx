// The row-options menu, loaded on its first open (DeferredMenu): the menu machine and its
// positioning are not part of a list's first paint.
import { Menu, Portal } from '@chakra-ui/react';
import type { ListPage } from '@site-admin/api-client';
import { Slot, useExtensions } from '@site-admin/extensions';
import { initialHighlight, type OpenedBy, menuSlotRecipe } from '@site-admin/ui';
import type { ReactElement } from 'react';
import { usePageEngineTexts } from '../i18n/use-page-engine-texts';
import { usePageContext } from '../page-context';

/** A feature's own choices in the row-options menu of its lists (`listMenuItems`). */
function ExtraMenuItems({ page }: { page: ListPage }) {
  const registry = useExtensions();
  const { host } = usePageContext();
  const Items = page.resource ? registry.listMenuItems(page.resource) : undefined;
  return Items ? <Slot component={Items} props={{ host }} loading={null} /> : null;
}

/** Compact rows, then the feature's own choices. */
export function RowOptionsMenu({
  page,
  trigger,
  openedBy,
  compact,
  onCompactChange,
}: {
  page: ListPage;
  trigger: ReactElement;
  openedBy: OpenedBy;
  compact: boolean;
  onCompactChange: (compact: boolean) => void;
}) {
  const { t } = usePageEngineTexts();
  const highlight = initialHighlight(openedBy, ['compact']);
  return (
    <Menu.Root
      recipe={menuSlotRecipe}
      defaultOpen
      {...(highlight ? { defaultHighlightedValue: highlight } : {})}
    >
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          {/* On a phone a long choice wraps inside the screen rather than running off it. */}
          <Menu.Content maxW="calc(100vw - 2rem)">
            <Menu.CheckboxItem value="compact" checked={compact} onCheckedChange={onCompactChange}>
              {t('list.compactRows')}
              <Menu.ItemIndicator />
            </Menu.CheckboxItem>
            <ExtraMenuItems page={page} />
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
