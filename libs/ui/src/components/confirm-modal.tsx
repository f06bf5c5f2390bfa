import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ProgressButton } from './progress-button';
import { useTexts } from '../i18n/use-texts';
import { ModalFrame } from './modal-frame';

// The delete question's texts: they come with its code, not with the first screen.
const deleteTexts = {
  modal: {
    deleteConfirm: {
      title: 'Delete {{noun}}',
      titleNamed: 'Delete the {{noun}} {{name}}?',
      body: 'Are you sure you wish to delete this {{noun}}? Once deleted, it can not be retrieved.',
      bodyNamed:
        'Are you sure you wish to delete the {{noun}} {{name}}? Once deleted, it can not be retrieved.',
      confirm: 'Delete',
    },
  },
};

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
      busy={busy}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t('modal.cancel')}
          </Button>
          <ProgressButton
            colorPalette={danger ? 'red' : 'blue'}
            onClick={onConfirm}
            loading={busy}
            // A loading button hides its label behind the spinner; keep its name.
            aria-label={busy ? confirm : undefined}
          >
            {confirm}
          </ProgressButton>
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
  /** What is deleted, as the owner knows it ('old-shop/mugs'): the question names it. */
  name?: string | undefined;
  /** Overrides the standard question (orders name the order number). */
  body?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Confirms a delete and names what it deletes: 'Delete the redirect ‘old-shop/mugs’?' and
 * 'Are you sure you wish to delete the redirect ‘old-shop/mugs’? …' ('this {noun}' unnamed).
 */
export function ConfirmDeleteModal({
  noun,
  name,
  body,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDeleteModalProps) {
  const { t } = useTexts('translation', deleteTexts);
  const named = name !== undefined && name.trim() !== '';
  const quoted = named ? `‘${name.trim()}’` : '';
  return (
    <ConfirmModal
      title={
        named
          ? t('modal.deleteConfirm.titleNamed', { noun, name: quoted })
          : t('modal.deleteConfirm.title', { noun })
      }
      body={
        body ??
        (named
          ? t('modal.deleteConfirm.bodyNamed', { noun, name: quoted })
          : t('modal.deleteConfirm.body', { noun }))
      }
      confirmLabel={t('modal.deleteConfirm.confirm')}
      danger
      busy={busy ?? false}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
