import { Stack } from '@chakra-ui/react';
import type { DashboardModuleProps } from '@site-admin/extensions';
import { SafeHtml } from '@site-admin/ui';
import { useRef, useState } from 'react';
import { useParams } from 'react-router';
import { moduleProperties } from '../parts/module-properties';
import { CompletedTasksPanel } from './completed-tasks-panel';
import { TaskButtons } from './task-buttons';
import { TaskRows, TasksFrame } from './task-rows';
import { useTasks } from './use-tasks';

/**
 * The numbered task list: one task open at a time; a completed task is disabled with a check
 * mark (opening it is ignored); dismissed tasks are hidden.
 */
export function TasksModule({ module, data }: DashboardModuleProps) {
  const { siteid } = useParams();
  const { title, tasks: fromServer = [] } = moduleProperties(module, data, 'tasks');
  // A task put back after a refusal takes the focus back to its row (TaskRows' `focusTask`).
  const [putBack, setPutBack] = useState<{ id: string } | null>(null);
  const { tasks, completed, complete, dismiss, act, actionsRunning, showVideo } = useTasks(
    Number(siteid),
    fromServer,
    (task) => setPutBack({ id: task.id }),
  );
  const [open, setOpen] = useState<string | null>(null);
  // A task completed (or dismissed) while open closes, so its actions cannot be pressed again.
  if (open !== null && !tasks.some((task) => task.id === open && !task.completed)) setOpen(null);
  const [showingCompleted, setShowingCompleted] = useState(false);
  // Where the focus goes once the last task to do is completed or dismissed.
  const completedButton = useRef<HTMLButtonElement>(null);
  return (
    <TasksFrame
      title={title}
      completed={completed.length}
      onShowCompleted={() => setShowingCompleted(true)}
      completedButton={completedButton}
    >
      <TaskRows
        tasks={tasks}
        open={open}
        onToggle={(task) => setOpen(open === task.id ? null : task.id)}
        focusAfterLast={completedButton}
        focusTask={putBack}
        content={(task, contentId) => (
          <Stack id={contentId} gap="3" ps="11" pe="1" pb="3">
            <SafeHtml html={task.text} />
            <TaskButtons
              task={task}
              onComplete={(action) => complete(task, action)}
              onDismiss={(action) => dismiss(task, action)}
              onVideo={showVideo}
              onAct={(action) => act(task, action)}
              running={actionsRunning}
            />
          </Stack>
        )}
      />
      {showingCompleted ? (
        <CompletedTasksPanel tasks={completed} onClose={() => setShowingCompleted(false)} />
      ) : null}
    </TasksFrame>
  );
}
