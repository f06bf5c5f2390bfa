import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SidePanelProps } from './side-panel';

const drawerSize = { small: 'sm', medium: 'md', large: 'lg', full: 'full' } as const;

/** The side panel's drawer (the dialog machine, focus trap, scroll lock): see side-panel.tsx. */
export function SidePanelDrawer({
  title,
  size = 'medium',
  onClose,
  children,
  footer,
}: SidePanelProps) {
  const { t } = useTranslation();
  return (
    <Drawer.Root
      open
      placement="end"
      size={drawerSize[size]}
      closeOnEscape
      closeOnInteractOutside
      // Only a click outside closes it: focus leaving (a closing dialog handing focus back to
      // the page, as when a modal's button opens this panel) must not.
      onFocusOutside={(event) => event.preventDefault()}
      onOpenChange={(details) => (details.open ? undefined : onClose())}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-size={size}>
            <Drawer.Header pe="12">
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{children}</Drawer.Body>
            {footer ? <Drawer.Footer>{footer}</Drawer.Footer> : null}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('modal.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
