import { Badge, Box, Center, Heading, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LazyContentIcon } from './lazy-content-icon';
import { SafeHtml } from './safe-html';

/** Spec 1 section 9: announcements fade in over 1000 ms. */
export const ANNOUNCEMENT_FADE_MS = 1000;

/** Spec 2: the older announcements panel lists at most 15 articles. */
export const ANNOUNCEMENT_PANEL_LIMIT = 15;

/** What an announcement item shows (the Announcement entity of spec 1 section 3). */
export interface AnnouncementItemData {
  title: string;
  /** Server HTML; sanitised before display. */
  text: string;
  thumbnail_url?: string | null;
  thumbnail_alt_text?: string | null;
  icon?: string | null;
  important?: boolean;
  formattedDate?: string | null;
  externalLink?: string | null;
}

export function AnnouncementItem({ announcement }: { announcement: AnnouncementItemData }) {
  const { t } = useTranslation();
  return (
    <HStack
      as="article"
      align="flex-start"
      gap="3"
      p="3"
      borderWidth="1px"
      borderRadius="md"
      bg="bg"
      css={{ animation: `fade-in ${ANNOUNCEMENT_FADE_MS}ms ease-out` }}
    >
      {announcement.thumbnail_url ? (
        <Image
          src={announcement.thumbnail_url}
          alt={announcement.thumbnail_alt_text ?? ''}
          boxSize="16"
          objectFit="cover"
          borderRadius="sm"
        />
      ) : announcement.icon ? (
        <Center boxSize="16" flexShrink="0" borderRadius="sm" bg="bg.muted" color="fg.muted">
          <LazyContentIcon name={announcement.icon} />
        </Center>
      ) : null}
      <Stack gap="1" flex="1" minW="0">
        <HStack gap="2" wrap="wrap">
          <Heading as="h3" size="sm">
            {announcement.title}
          </Heading>
          {announcement.important ? <Badge colorPalette="red">{t('modal.important')}</Badge> : null}
        </HStack>
        {announcement.formattedDate ? (
          <Text fontSize="xs" color="fg.muted">
            {announcement.formattedDate}
          </Text>
        ) : null}
        <SafeHtml html={announcement.text} fontSize="sm" />
        {announcement.externalLink ? (
          <Link href={announcement.externalLink} target="_blank" rel="noopener noreferrer">
            {t('modal.readMore')}
          </Link>
        ) : null}
      </Stack>
    </HStack>
  );
}

export function AnnouncementPanel({
  announcements,
  title,
}: {
  announcements: AnnouncementItemData[];
  title?: string;
}) {
  const { t } = useTranslation();
  return (
    <Box as="section" aria-label={title ?? t('modal.announcements')}>
      <Heading as="h2" size="md" mb="3">
        {title ?? t('modal.announcements')}
      </Heading>
      <Stack gap="3">
        {announcements.slice(0, ANNOUNCEMENT_PANEL_LIMIT).map((announcement, index) => (
          <AnnouncementItem key={`${announcement.title}-${index}`} announcement={announcement} />
        ))}
      </Stack>
    </Box>
  );
}
