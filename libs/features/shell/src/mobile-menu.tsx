import { CloseButton, Drawer, Portal, Stack } from '@chakra-ui/react';
import type { SidebarEntry } from '@site-admin/api-client';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionNav } from './section-nav';

interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  siteName: string;
  sections: SidebarEntry[];
  /** What shows instead of the sections while they load or after they failed. */
  status: ReactNode;
}

/** The phone and tablet menu: every section's links in a drawer from the start edge. */
export function MobileMenu({ open, onOpenChange, siteName, sections, status }: MobileMenuProps) {
  const { t } = useTranslation();
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="start"
      size="xs"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header pe="12">
              <Drawer.Title>{siteName}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="6">
                {sections.map((entry) => (
                  <SectionNav
                    key={entry.section}
                    entry={entry}
                    onNavigate={() => onOpenChange(false)}
                  />
                ))}
                {status}
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('shell.closeMenu')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
