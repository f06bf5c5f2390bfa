import { Button, Stack, Text } from '@chakra-ui/react';
import type { DashboardModuleProps } from '@site-admin/extensions';
import { AnnouncementItem, useTexts } from '@site-admin/ui';
import { useState } from 'react';
import { ModuleCard } from '../parts/module-card';
import { moduleProperties } from '../parts/module-properties';
import { announcementsShown } from '../rules/announcements';
import { OlderAnnouncements } from './older-announcements';

// This module's texts: it loads when scrolled near, so they come with it, not with the first
// screen (useTexts adds them to the feature's namespace when it first draws).
const announcementsTexts = {
  announcements: {
    title: "What's new",
    topTips: 'Top tips',
    empty: 'No announcements right now.',
    viewAll: 'View all',
    older: 'Older announcements',
  },
};

/** Announcements and top tips: the newest few, and View All for the older ones in a panel. */
export function AnnouncementsModule({ module, data }: DashboardModuleProps) {
  const { t } = useTexts('dashboard-modules', announcementsTexts);
  const [showingAll, setShowingAll] = useState(false);
  const type = module.type === 'top-tips' ? 'top-tips' : 'announcements';
  const { title, limit, articles = [] } = moduleProperties(module, data, 'announcements');
  const heading =
    title ?? (type === 'top-tips' ? t('announcements.topTips') : t('announcements.title'));
  const { shown, hasMore, older } = announcementsShown(type, articles, limit);
  return (
    <ModuleCard
      title={heading}
      type={module.type}
      action={
        hasMore ? (
          <Button size="xs" variant="outline" onClick={() => setShowingAll(true)}>
            {t('announcements.viewAll')}
          </Button>
        ) : null
      }
    >
      {shown.length === 0 ? (
        <Text color="fg.muted">{t('announcements.empty')}</Text>
      ) : (
        <Stack gap="3">
          {shown.map((article) => (
            <AnnouncementItem key={article.ID} announcement={article} />
          ))}
        </Stack>
      )}
      {showingAll ? (
        <OlderAnnouncements
          title={`${heading}: ${t('announcements.older')}`}
          articles={older}
          onClose={() => setShowingAll(false)}
        />
      ) : null}
    </ModuleCard>
  );
}
