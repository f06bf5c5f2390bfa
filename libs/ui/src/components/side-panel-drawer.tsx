import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { drawerRecipe } from '../theme/lazy-recipes';
import { keepOpenOnFocusOutside } from './keep-open-on-focus-outside';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isDialogOpen } from '../hooks/keyboard-shortcuts';
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
  // A panel that takes over from one on screen (its own loading panel, or another page's panel
  // opened by address) stands there at once. Sliding in again would show the page hidden behind
  // no panel for half a second, with focus nowhere a screen reader can follow.
  const [replacing] = useState(() => isDialogOpen());
  const noEntrance = replacing ? { _open: { animationName: 'none' } } : {};
  return (
    <Drawer.Root
      recipe={drawerRecipe}
      open
      placement="end"
      size={drawerSize[size]}
      closeOnEscape
      closeOnInteractOutside
      // A modal's button that opens this panel hands the focus back to the page as it closes.
      onFocusOutside={keepOpenOnFocusOutside}
      onOpenChange={(details) => (details.open ? undefined : onClose())}
    >
      <Portal>
        <Drawer.Backdrop {...noEntrance} />
        <Drawer.Positioner>
          <Drawer.Content data-size={size} {...noEntrance}>
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
