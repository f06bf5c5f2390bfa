import type { Announcement } from '@site-admin/api-client';
import { AnnouncementItem, SidePanel } from '@site-admin/ui';
import { Stack } from '@chakra-ui/react';

/** The older announcements panel: at most 15 articles, their HTML through the one sanitiser. */
export function OlderAnnouncements({
  title,
  articles,
  onClose,
}: {
  title: string;
  articles: Announcement[];
  onClose: () => void;
}) {
  return (
    <SidePanel title={title} onClose={onClose}>
      <Stack gap="3">
        {articles.map((article) => (
          <AnnouncementItem key={article.ID} announcement={article} />
        ))}
      </Stack>
    </SidePanel>
  );
}
