import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  completeTaskMutation,
  completedTasks,
  dismissTaskMutation,
  runTaskActionMutation,
  useApiClient,
  visibleTasks,
  type Task,
  type TaskAction,
  type TaskActionResult,
} from '@site-admin/api-client';
import { failureNoticeOf } from '@site-admin/extensions';
import { notify, ShellActionsContext, useTexts, type Notification } from '@site-admin/ui';
import { useContext, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { dashboardTexts } from '../i18n/en-gb';

type TaskChange = Partial<
  Pick<Task, 'completed' | 'completedDate' | 'dismissed' | 'headline' | 'text'>
>;
type ActionChange = Partial<Pick<TaskAction, 'buttonText' | 'link' | 'type' | 'disabled'>>;

/** Server-supplied ids are never object keys: changes live in Maps. */
function withChange<V>(map: ReadonlyMap<string, V>, id: string, change: V | null): Map<string, V> {
  const next = new Map(map);
  if (change === null) next.delete(id);
  else next.set(id, change);
  return next;
}

/**
 * The task list's state (spec 2 section 4): the server's tasks with what happened here laid over
 * them. Completing or dismissing shows at once; a refusal or failure puts the task back and
 * says why. A reply's taskProperties and actionProperties update the task and its action.
 */
export function useTasks(
  siteid: number,
  tasks: readonly Task[],
  /** Hears a task put back after a refusal or failure. */
  onPutBack?: (task: Task) => void,
) {
  const { t } = useTexts('dashboard-modules', dashboardTexts);
  const shell = useContext(ShellActionsContext);
  const navigate = useNavigate();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const complete = useMutation(completeTaskMutation(client, queryClient));
  const dismiss = useMutation(dismissTaskMutation(client, queryClient));
  const [taskChanges, setTaskChanges] = useState<ReadonlyMap<string, TaskChange>>(new Map());
  const [actionChanges, setActionChanges] = useState<ReadonlyMap<string, ActionChange>>(new Map());
  const running = useRef(new Set<string>());
  const runAction = useMutation(runTaskActionMutation(client, queryClient));
  // The ajax actions on their way (by action id): their buttons show they are busy.
  const [actionsRunning, setActionsRunning] = useState<ReadonlySet<string>>(new Set());

  const say = (notification: Notification) =>
    shell ? shell.notify(notification) : notify(notification);
  // One notice per failure: after a server error (or no reply) the shell's notice says also what
  // failed, never a second one beside it; an expired session (419) is the client's notice alone.
  const sayFailed = (error: unknown, title: string) => {
    const notice = failureNoticeOf(error, { title }, (key) => t(key, { ns: 'translation' }));
    if (notice) say(notice);
  };

  const merged: Task[] = tasks.map((task) => ({
    ...task,
    ...taskChanges.get(task.id),
    actions: task.actions?.map((action) => ({ ...action, ...actionChanges.get(action.id) })),
  }));

  const applyReply = (task: Task, action: TaskAction | undefined, reply: TaskActionResult) => {
    if (reply.taskProperties) {
      const change = reply.taskProperties;
      setTaskChanges((map) => withChange(map, task.id, { ...map.get(task.id), ...change }));
    }
    if (action && reply.actionProperties) {
      const change = reply.actionProperties;
      setActionChanges((map) => withChange(map, action.id, { ...map.get(action.id), ...change }));
    }
  };

  const run = (task: Task, action: TaskAction | undefined, kind: 'complete' | 'dismiss') => {
    if (running.current.has(task.id)) return;
    running.current.add(task.id);
    const before = taskChanges.get(task.id) ?? null;
    const optimistic: TaskChange =
      kind === 'complete'
        ? { completed: true, completedDate: new Date().toISOString() }
        : { dismissed: true };
    setTaskChanges((map) => withChange(map, task.id, { ...map.get(task.id), ...optimistic }));
    const mutation = kind === 'complete' ? complete : dismiss;
    // Each call's own promise, not per-call mutate() callbacks: TanStack Query v5 runs those only
    // for the observer's latest call, so a task completed while another was still out would lose
    // the earlier one's notice and, on a refusal, leave it shown as done. Both outcomes are
    // handled here (two-argument then), so no rejection is left unhandled.
    void mutation
      .mutateAsync({ siteid, task: task.id })
      .then(
        (reply) => {
          applyReply(task, action, reply);
          const text =
            reply.success ?? (kind === 'complete' ? t('tasks.completed') : t('tasks.dismissed'));
          say({ type: 'success', title: text });
        },
        (error: unknown) => {
          setTaskChanges((map) => withChange(map, task.id, before));
          onPutBack?.(task);
          const fallback = kind === 'complete' ? t('tasks.failed') : t('tasks.dismissFailed');
          // A refusal (a 200 reply with `error`) says why; any other failure says it failed.
          const refused = error instanceof ApiError && error.status === 200 && error.message;
          sayFailed(error, refused || fallback);
        },
      )
      .finally(() => running.current.delete(task.id));
  };

  /**
   * An ajax action (spec 2 section 7): posted, and its reply's texts said and its properties laid
   * over the action and the task; a refusal or failure changes nothing and says why.
   */
  const act = (task: Task, action: TaskAction) => {
    // A second press before the first is drawn busy is the same press (the ref knows at once).
    const key = `action:${action.id}`;
    if (running.current.has(key)) return;
    running.current.add(key);
    const settle = () => {
      running.current.delete(key);
      setActionsRunning((set) => {
        const next = new Set(set);
        next.delete(action.id);
        return next;
      });
    };
    setActionsRunning((set) => new Set(set).add(action.id));
    void runAction
      .mutateAsync({ siteid, task: task.id, action: action.id })
      .then(
        (reply) => {
          applyReply(task, action, reply);
          if (reply.success) say({ type: 'success', title: reply.success });
        },
        (error: unknown) => {
          const refused = error instanceof ApiError && error.status === 200 && error.message;
          const gone = error instanceof ApiError && error.status === 404 && error.message;
          sayFailed(error, refused || gone || t('tasks.actionFailed'));
        },
      )
      .finally(settle);
  };

  return {
    tasks: visibleTasks(merged),
    completed: completedTasks(merged),
    complete: (task: Task, action?: TaskAction) => run(task, action, 'complete'),
    dismiss: (task: Task, action?: TaskAction) => run(task, action, 'dismiss'),
    act,
    actionsRunning,
    showVideo: (videoId: string) =>
      shell ? shell.showVideo(videoId) : navigate(`/${siteid}/dashboard/video/${videoId}`),
  };
}
