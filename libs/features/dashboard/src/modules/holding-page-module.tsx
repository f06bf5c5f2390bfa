import { Badge, Stack, Text } from '@chakra-ui/react';
import type { DashboardModuleProps } from '@site-admin/extensions';
import { useTexts } from '@site-admin/ui';
import { useParams } from 'react-router';
import { AppLinkButton } from '../parts/app-link';
import { ModuleCard } from '../parts/module-card';
import { moduleProperties } from '../parts/module-properties';

// This module's texts: it loads when scrolled near, so they come with it, not with the first
// screen (useTexts adds them to the feature's namespace when it first draws).
const holdingPageTexts = {
  holdingPage: {
    title: 'Holding page',
    live: 'Your holding page is live',
    off: 'Your holding page is off',
    edit: 'Edit holding page',
  },
};

/** Whether visitors see the holding page, with a way to edit it. */
export function HoldingPageModule({ module, data }: DashboardModuleProps) {
  const { t } = useTexts('dashboard-modules', holdingPageTexts);
  const { siteid } = useParams();
  const { title, text, active = false, link } = moduleProperties(module, data, 'holding-page');
  return (
    <ModuleCard title={title ?? t('holdingPage.title')} type="holding-page">
      <Stack gap="3" align="flex-start">
        <Badge colorPalette={active ? 'green' : 'gray'} variant="subtle">
          {active ? t('holdingPage.live') : t('holdingPage.off')}
        </Badge>
        {text ? <Text>{text}</Text> : null}
        <AppLinkButton to={link ?? `/${siteid ?? ''}/content/holding-page`}>
          {t('holdingPage.edit')}
        </AppLinkButton>
      </Stack>
    </ModuleCard>
  );
}
