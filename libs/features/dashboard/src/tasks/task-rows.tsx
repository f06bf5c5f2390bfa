import { Box, Button, Circle, HStack, Stack, Text } from '@chakra-ui/react';
import { completedTasks, visibleTasks, type Task } from '@site-admin/api-client';
import type { DashboardModuleProps } from '@site-admin/extensions';
import { useTexts } from '@site-admin/ui';
import { useEffect, useRef, type ReactNode, type Ref, type RefObject } from 'react';
import { dashboardTexts } from '../i18n/en-gb';
import { ModuleCard } from '../parts/module-card';
import { moduleProperties } from '../parts/module-properties';

/** The task list's frame: its title, the completed tasks' button and the numbered tasks. */
export function TasksFrame({
  title,
  completed,
  onShowCompleted,
  completedButton,
  children,
}: {
  title: string | undefined;
  completed: number;
  onShowCompleted?: () => void;
  /** The Completed tasks button, where the focus goes once no task is left to do. */
  completedButton?: Ref<HTMLButtonElement>;
  children: ReactNode;
}) {
  const { t } = useTexts('dashboard-modules', dashboardTexts);
  return (
    <ModuleCard
      title={title ?? t('tasks.title')}
      type="tasks"
      action={
        <Button
          ref={completedButton}
          size="xs"
          variant="outline"
          {...(onShowCompleted ? { onClick: onShowCompleted } : { disabled: true })}
        >
          {t('tasks.completedButton', { count: completed })}
        </Button>
      }
    >
      {children}
    </ModuleCard>
  );
}

/**
 * The numbered tasks; `content` draws the open task's text and buttons under its row, and
 * `focusAfterLast` is where the focus goes when the open task goes and none is left to do.
 */
export function TaskRows({
  tasks,
  open = null,
  onToggle,
  content,
  focusAfterLast,
  focusTask = null,
}: {
  tasks: Task[];
  open?: string | null;
  onToggle?: (task: Task) => void;
  content?: (task: Task, id: string) => ReactNode;
  focusAfterLast?: RefObject<HTMLElement | null>;
  /** A task put back (its action refused): its row takes the focus back; a new object each time. */
  focusTask?: { id: string } | null;
}) {
  const { t } = useTexts('dashboard-modules', dashboardTexts);
  // The list (an ol); Chakra types a Stack's ref as a div whatever it is drawn as.
  const list = useRef<HTMLDivElement>(null);
  // A completed task never draws its content, even while it is the open one.
  const drawn = tasks.findIndex((task) => task.id === open && !task.completed);
  const lastDrawn = useRef(drawn);
  useEffect(() => {
    const closed = lastDrawn.current;
    lastDrawn.current = drawn;
    // The open task's content went with the focus in it (the task was completed or dismissed):
    // focus moves on to the next task still to do (its own row, if still there, is disabled),
    // else the first one, else `focusAfterLast` (the Completed tasks button), rather than being
    // lost to <body>, also when the list itself went ('No tasks right now').
    if (closed < 0 || drawn >= 0 || document.activeElement !== document.body) return;
    const rows = Array.from(
      list.current?.querySelectorAll<HTMLButtonElement>(':scope > li > button') ?? [],
    );
    const toDo = (row: HTMLButtonElement) => !row.disabled;
    const target = rows.slice(closed).find(toDo) ?? rows.find(toDo) ?? focusAfterLast?.current;
    target?.focus();
  }, [drawn, focusAfterLast]);
  const refocused = useRef<{ id: string } | null>(null);
  useEffect(() => {
    if (!focusTask || refocused.current === focusTask) return;
    refocused.current = focusTask;
    // The focus went on from the task as it went (above); the refused task is back, so the focus
    // returns to its row, unless the user has taken it on to something else meanwhile.
    const rows = Array.from(
      list.current?.querySelectorAll<HTMLButtonElement>(':scope > li > button') ?? [],
    );
    const active = document.activeElement;
    const leftWhereMoved =
      active === document.body ||
      active === focusAfterLast?.current ||
      rows.some((row) => row === active);
    if (!leftWhereMoved) return;
    rows[tasks.findIndex((task) => task.id === focusTask.id)]?.focus();
  }, [focusTask, tasks, focusAfterLast]);
  if (tasks.length === 0) return <Text color="fg.muted">{t('tasks.empty')}</Text>;
  return (
    <Stack ref={list} as="ol" gap="1" listStyleType="none" m="0" p="0">
      {tasks.map((task, index) => {
        const isOpen = index === drawn;
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
              disabled={task.completed || !onToggle}
              onClick={() => onToggle?.(task)}
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
            {isOpen ? content?.(task, contentId) : null}
          </Box>
        );
      })}
    </Stack>
  );
}

/**
 * The task list while its code loads (drawn at once, not lazy): the same frame and rows from the
 * page's tasks, not yet clickable, so the modules below do not move when it arrives.
 */
export function TasksSkeleton({ module, data }: DashboardModuleProps) {
  const { title, tasks = [] } = moduleProperties(module, data, 'tasks');
  return (
    <TasksFrame title={title} completed={completedTasks(tasks).length}>
      <TaskRows tasks={visibleTasks(tasks)} />
    </TasksFrame>
  );
}
