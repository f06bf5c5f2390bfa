import { AspectRatio, Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ModalFrame } from './modal-frame';

export interface IframeModalProps {
  title: string;
  /** A same-origin address (or a trusted provider's player). */
  src: string;
  onClose: () => void;
  size?: 'md' | 'lg' | 'xl' | 'full';
}

/** A dialog showing a page in a frame. */
export function IframeModal({ title, src, onClose, size = 'xl' }: IframeModalProps) {
  return (
    <ModalFrame open title={title} size={size} onClose={onClose} bodyProps={{ pb: '6' }}>
      <AspectRatio ratio={4 / 3}>
        <iframe title={title} src={src} />
      </AspectRatio>
    </ModalFrame>
  );
}

/** The preview address: the current route path with the `show` flag. */
export function previewUrl(path: string): string {
  const [pathname, query = ''] = path.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('show', '1');
  return `${pathname ?? ''}?${params.toString()}`;
}

/** The preview modal: an iframe of the current route path with the show query flag. */
export function PreviewModal({ path, onClose }: { path: string; onClose: () => void }) {
  const { t } = useTranslation();
  return <IframeModal title={t('modal.preview')} src={previewUrl(path)} onClose={onClose} />;
}

export interface FeedbackModalProps {
  title: string;
  /** Text, never HTML. */
  message: React.ReactNode;
  onClose: () => void;
  footer?: React.ReactNode;
}

/** A dialog that tells the user how something went. */
export function FeedbackModal({ title, message, onClose, footer }: FeedbackModalProps) {
  return (
    <ModalFrame open title={title} onClose={onClose} footer={footer} bodyProps={{ pb: '6' }}>
      <Box>{message}</Box>
    </ModalFrame>
  );
}
