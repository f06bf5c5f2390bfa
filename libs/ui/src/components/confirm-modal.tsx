import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface ConfirmModalProps {
  title: string;
  body: React.ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button for destructive actions. */
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The generic confirm dialog: a question, Cancel and a confirm button. */
export function ConfirmModal({
  title,
  body,
  confirmLabel,
  cancelLabel,
  danger = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      open
      role="alertdialog"
      placement="center"
      onOpenChange={(details) => (details.open ? undefined : onCancel())}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{typeof body === 'string' ? <Text>{body}</Text> : body}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={busy}>
                {cancelLabel ?? t('modal.cancel')}
              </Button>
              <Button colorPalette={danger ? 'red' : 'blue'} onClick={onConfirm} loading={busy}>
                {confirmLabel ?? t('modal.confirm')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('modal.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export interface ConfirmDeleteModalProps {
  /** The noun's singular ('redirect', 'order'). */
  noun: string;
  /** Overrides the standard question (orders name the order number). */
  body?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Confirms a delete: 'Are you sure you wish to delete this {noun}? …'. */
export function ConfirmDeleteModal({
  noun,
  body,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDeleteModalProps) {
  const { t } = useTranslation();
  return (
    <ConfirmModal
      title={t('list.delete.title', { noun })}
      body={body ?? t('list.delete.body', { noun })}
      confirmLabel={t('list.delete.confirm')}
      danger
      busy={busy ?? false}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
