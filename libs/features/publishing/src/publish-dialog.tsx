import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { dialogRecipe, keepOpenOnFocusOutside } from '@site-admin/ui';
import type { ReactNode } from 'react';

interface PublishDialogProps {
  title: ReactNode;
  /** While false the dialog has no close button and ignores Escape and clicks outside. */
  closable: boolean;
  closeLabel: string;
  onClose: () => void;
  /** Where the focus goes when the dialog closes (null: the dialog's own choice). */
  returnFocusTo: () => HTMLElement | null;
  children: ReactNode;
  footer?: ReactNode;
}

/** The publish modal's frame: it cannot be closed while a publish runs. */
export function PublishDialog({
  title,
  closable,
  closeLabel,
  onClose,
  returnFocusTo,
  children,
  footer,
}: PublishDialogProps) {
  return (
    <Dialog.Root
      recipe={dialogRecipe}
      open
      placement="center"
      closeOnEscape={closable}
      closeOnInteractOutside={closable}
      onFocusOutside={keepOpenOnFocusOutside}
      onOpenChange={(details) => (details.open || !closable ? undefined : onClose())}
      finalFocusEl={returnFocusTo}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer ? <Dialog.Footer>{footer}</Dialog.Footer> : null}
            {closable ? (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={closeLabel} />
              </Dialog.CloseTrigger>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
