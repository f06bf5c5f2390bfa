import { AspectRatio, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { dialogRecipe, keepOpenOnFocusOutside } from '@site-admin/ui';
import { useShellT } from './shell-texts';

// The video dialog's own texts: they come with its chunk, not with the first screen.
const videoTexts = {
  video: {
    title: 'Video',
    close: 'Close video',
  },
};

/** The provider's player for a video id; autoplay, as the spec asks. */
export const videoPlayerUrl = (videoId: string) =>
  `https://player.vimeo.com/video/${encodeURIComponent(videoId)}?autoplay=1`;

export function VideoModal({ videoId, onClose }: { videoId: string; onClose: () => void }) {
  const { t } = useShellT(videoTexts);
  return (
    <Dialog.Root
      recipe={dialogRecipe}
      open
      onOpenChange={(details) => (details.open ? undefined : onClose())}
      onFocusOutside={keepOpenOnFocusOutside}
      size="xl"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('video.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <AspectRatio ratio={16 / 9}>
                <iframe
                  title={t('video.title')}
                  src={videoPlayerUrl(videoId)}
                  // Full screen by the older attribute alone, which every browser knows: with
                  // both, Chromium warns that one overrides the other.
                  allow="autoplay; picture-in-picture"
                  allowFullScreen
                />
              </AspectRatio>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('video.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
