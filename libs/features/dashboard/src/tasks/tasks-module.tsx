import { Box, Button, Circle, HStack, Stack, Text } from '@chakra-ui/react';
import type { DashboardModuleProps } from '@site-admin/extensions';
import { SafeHtml, useTexts } from '@site-admin/ui';
import { useState } from 'react';
import { useParams } from 'react-router';
import { dashboardTexts } from '../i18n/en-gb';
import { ModuleCard } from '../parts/module-card';
import { moduleProperties } from '../parts/module-properties';
import { CompletedTasksPanel } from './completed-tasks-panel';
import { TaskButtons } from './task-buttons';
import { useTasks } from './use-tasks';

/**
 * The numbered task list: one task open at a time; a completed task is disabled with a check
 * mark (opening it is ignored); dismissed tasks are hidden.
 */
export function TasksModule({ module, data }: DashboardModuleProps) {
  const { t } = useTexts('dashboard-modules', dashboardTexts);
  const { siteid } = useParams();
  const { title, tasks: fromServer = [] } = moduleProperties(module, data, 'tasks');
  const { tasks, completed, complete, dismiss, showVideo } = useTasks(Number(siteid), fromServer);
  const [open, setOpen] = useState<string | null>(null);
  const [showingCompleted, setShowingCompleted] = useState(false);
  return (
    <ModuleCard
      title={title ?? t('tasks.title')}
      type="tasks"
      action={
        <Button size="xs" variant="outline" onClick={() => setShowingCompleted(true)}>
          {t('tasks.completedButton', { count: completed.length })}
        </Button>
      }
    >
      {tasks.length === 0 ? (
        <Text color="fg.muted">{t('tasks.empty')}</Text>
      ) : (
        <Stack as="ol" gap="1" listStyleType="none" m="0" p="0">
          {tasks.map((task, index) => {
            const isOpen = open === task.id;
            const contentId = `task-${index}-content`;
            return (
              <Box as="li" key={task.id} borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
                <Button
                  variant="ghost"
                  w="full"
                  h="auto"
                  py="2"
                  px="1"
                  justifyContent="space-between"
                  whiteSpace="normal"
                  textAlign="start"
                  aria-expanded={isOpen}
                  aria-controls={contentId}
                  // A completed task is disabled: opening it is ignored.
                  disabled={task.completed}
                  onClick={() => setOpen(isOpen ? null : task.id)}
                >
                  <HStack gap="3" flex="1">
                    <Circle
                      size="7"
                      bg={task.completed ? 'green.600' : 'brand.600'}
                      color="white"
                      fontSize="sm"
                      fontWeight="bold"
                      aria-hidden
                    >
                      {task.completed ? '✓' : index + 1}
                    </Circle>
                    <Text
                      fontWeight="semibold"
                      textDecoration={task.completed ? 'line-through' : undefined}
                    >
                      <Box as="span" srOnly>
                        {task.completed ? `${t('tasks.done')}: ` : `${index + 1}. `}
                      </Box>
                      {task.title}
                    </Text>
                  </HStack>
                  <Box
                    as="span"
                    aria-hidden
                    visibility={task.completed ? 'hidden' : undefined}
                    transform={isOpen ? 'rotate(180deg)' : undefined}
                    transition="transform 0.2s"
                  >
                    <svg viewBox="0 0 24 24" width="16" height="16">
                      <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
                    </svg>
                  </Box>
                </Button>
                {isOpen ? (
                  <Stack id={contentId} gap="3" ps="11" pe="1" pb="3">
                    <SafeHtml html={task.text} />
                    <TaskButtons
                      task={task}
                      onComplete={(action) => complete(task, action)}
                      onDismiss={(action) => dismiss(task, action)}
                      onVideo={showVideo}
                    />
                  </Stack>
                ) : null}
              </Box>
            );
          })}
        </Stack>
      )}
      {showingCompleted ? (
        <CompletedTasksPanel tasks={completed} onClose={() => setShowingCompleted(false)} />
      ) : null}
    </ModuleCard>
  );
}
