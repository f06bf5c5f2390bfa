import { List, Stack, Text } from '@chakra-ui/react';
import type { Task } from '@site-admin/api-client';
import { formatLongDate, SidePanel, useTexts } from '@site-admin/ui';
import { dashboardTexts } from '../i18n/en-gb';

/** The completed tasks, newest completed first, each by its headline. */
export function CompletedTasksPanel({ tasks, onClose }: { tasks: Task[]; onClose: () => void }) {
  const { t } = useTexts('dashboard-modules', dashboardTexts);
  return (
    <SidePanel title={t('tasks.completedTitle')} size="small" onClose={onClose}>
      {tasks.length === 0 ? (
        <Text color="fg.muted">{t('tasks.noneCompleted')}</Text>
      ) : (
        <List.Root gap="3" variant="plain">
          {tasks.map((task) => (
            <List.Item key={task.id}>
              <Stack gap="0">
                <Text fontWeight="semibold">✓ {task.headline}</Text>
                {task.completedDate ? (
                  <Text fontSize="sm" color="fg.muted">
                    {t('tasks.completedOn', { date: formatLongDate(task.completedDate) })}
                  </Text>
                ) : null}
              </Stack>
            </List.Item>
          ))}
        </List.Root>
      )}
    </SidePanel>
  );
}
