import { Box, Button, HStack, Stack } from '@chakra-ui/react';
import type { ListConfig } from '@site-admin/api-client';
import { SafeHtml, ShellActionsContext } from '@site-admin/ui';
import { useContext } from 'react';
import { usePageEngineTexts } from '../i18n/use-page-engine-texts';
import { VideoThumbnail } from './video-thumbnail';

/**
 * A page's overview (its text, guide and video), drawn while the header's Overview is open. Its
 * own chunk, with the HTML sanitiser: on a phone, where it starts closed, a list loads neither.
 */
export function ListOverview({ config }: { config: ListConfig }) {
  const { t } = usePageEngineTexts();
  const shell = useContext(ShellActionsContext);
  return (
    <Box id="list-overview">
      <HStack
        align="flex-start"
        gap="4"
        p="4"
        bg="bg"
        borderWidth="1px"
        borderRadius="md"
        wrap={{ base: 'wrap', lg: 'nowrap' }}
      >
        <Stack flex="1" gap="3">
          {config.info ? <SafeHtml html={config.info} /> : null}
          {config.guide ? (
            <Button asChild size="sm" variant="outline" alignSelf="flex-start">
              <a href={config.guide} target="_blank" rel="noopener noreferrer">
                {t('list.guide')}
              </a>
            </Button>
          ) : null}
        </Stack>
        {config.video ? (
          <VideoThumbnail
            videoId={config.video}
            label={t('list.video')}
            onPlay={() => shell?.showVideo(config.video ?? '')}
          />
        ) : null}
      </HStack>
    </Box>
  );
}
