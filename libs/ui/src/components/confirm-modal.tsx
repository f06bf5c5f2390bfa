import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ModalFrame } from './modal-frame';

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
  const confirm = confirmLabel ?? t('modal.confirm');
  return (
    <ModalFrame
      open
      role="alertdialog"
      title={title}
      onClose={onCancel}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t('modal.cancel')}
          </Button>
          <Button
            colorPalette={danger ? 'red' : 'blue'}
            onClick={onConfirm}
            loading={busy}
            // A loading button hides its label behind the spinner; keep its name.
            aria-label={busy ? confirm : undefined}
          >
            {confirm}
          </Button>
        </>
      }
    >
      {typeof body === 'string' ? <Text>{body}</Text> : body}
    </ModalFrame>
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
