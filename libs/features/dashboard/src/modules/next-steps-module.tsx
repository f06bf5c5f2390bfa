import { List, Stack, Text } from '@chakra-ui/react';
import type { DashboardModuleProps } from '@site-admin/extensions';
import { useTexts } from '@site-admin/ui';
import { AppLink } from '../parts/app-link';
import { ModuleCard } from '../parts/module-card';
import { moduleProperties } from '../parts/module-properties';

// This module's texts: it loads when scrolled near, so they come with it, not with the first
// screen (useTexts adds them to the feature's namespace when it first draws).
const nextStepsTexts = {
  nextSteps: {
    title: 'Next steps',
    empty: 'You are all set. Nothing else to do for now.',
  },
};

/** Suggested next steps, each a link with a line of help. */
export function NextStepsModule({ module, data }: DashboardModuleProps) {
  const { t } = useTexts('dashboard-modules', nextStepsTexts);
  const { title, items = [] } = moduleProperties(module, data, 'next-steps');
  return (
    <ModuleCard title={title ?? t('nextSteps.title')} type="next-steps">
      {items.length === 0 ? (
        <Text color="fg.muted">{t('nextSteps.empty')}</Text>
      ) : (
        <List.Root as="ol" gap="3" ps="5">
          {items.map((item) => (
            <List.Item key={item.link}>
              <Stack gap="0">
                <AppLink to={item.link}>{item.title}</AppLink>
                {item.text ? (
                  <Text fontSize="sm" color="fg.muted">
                    {item.text}
                  </Text>
                ) : null}
              </Stack>
            </List.Item>
          ))}
        </List.Root>
      )}
    </ModuleCard>
  );
}
