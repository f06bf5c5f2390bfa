// Query and mutation builders of the dashboard tag, with their keys.
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { components } from '../generated/schema';
import { unwrap, type ApiClient } from '../client/api-client';
import { ApiError } from '../client/api-error';
import { pageKeys } from './page-data';

type Schemas = components['schemas'];

export type DashboardPage = Schemas['DashboardPage'];
export type DashboardConfig = Schemas['DashboardConfig'];
export type DashboardColumn = Schemas['DashboardColumn'];
export type DashboardModule = Schemas['DashboardModule'];
export type DashboardModuleType = Schemas['DashboardModuleType'];
export type AnnouncementsModuleProperties = Schemas['AnnouncementsModuleProperties'];
export type Credit = Schemas['Credit'];
export type Statistic = Schemas['Statistic'];
export type StatisticsProperties = Schemas['StatisticsProperties'];
export type StatisticPercentage = Schemas['StatisticPercentage'];
export type StoragePlanPricing = Schemas['StoragePlanPricing'];
export type Task = Schemas['Task'];
export type TaskAction = Schemas['TaskAction'];
export type TaskActionResult = Schemas['TaskActionResult'];

/** Spec 2 section 2: announcement modules show 4 articles, the top-tips wrapper 3. */
export const ANNOUNCEMENTS_DEFAULT_LIMIT = 4;
export const TOP_TIPS_DEFAULT_LIMIT = 3;

export const dashboardKeys = {
  all: ['dashboard'] as const,
  page: (siteid: number) => [...dashboardKeys.all, 'page', siteid] as const,
};

/**
 * The dashboard (and the tasks it holds): the feature's keys and the page-engine page the user
 * sees at `/{siteid}/dashboard` are marked stale and fetched again in the background (a task's
 * reply already carries its change, so nothing waits for the page).
 */
export function invalidateDashboard(queryClient: QueryClient, siteid?: number): Promise<void> {
  void queryClient.invalidateQueries({
    queryKey: siteid === undefined ? dashboardKeys.all : dashboardKeys.page(siteid),
  });
  void queryClient.invalidateQueries({
    queryKey: siteid === undefined ? pageKeys.all : pageKeys.path(`/${siteid}/dashboard`),
  });
  return Promise.resolve();
}

/** What a task call does: `complete` (spec 2 section 7) or `dismiss` (see the contract). */
export type TaskCallAction = Schemas['CompleteTaskRequest']['action'];

/** A task reply with `error` set is a refusal: it rejects with that text. */
function refusedOrDone(result: TaskActionResult): TaskActionResult {
  if (typeof result.error === 'string' && result.error !== '') {
    throw new ApiError(200, '', result.error, result);
  }
  return result;
}

async function postTask(
  client: ApiClient,
  { siteid, task, action }: { siteid: number; task: string; action: TaskCallAction },
): Promise<TaskActionResult> {
  return refusedOrDone(
    await unwrap(
      client.POST('/{siteid}/dashboard/tasks', {
        params: { path: { siteid } },
        body: { task, action },
      }),
    ),
  );
}

/**
 * Completes a task. A 200 reply whose `error` is set rejects with that text (the app notifies
 * it as an error); otherwise the reply's `success` text is the caller's success notice.
 */
export const completeTaskMutation = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...dashboardKeys.all, 'complete-task'],
    mutationFn: ({ siteid, task }: { siteid: number; task: string }) =>
      postTask(client, { siteid, task, action: 'complete' }),
    onSuccess: (_data, { siteid }) => invalidateDashboard(queryClient, siteid),
  });

/** Dismisses a task for good (it is hidden); a refusal rejects like completing. */
export const dismissTaskMutation = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...dashboardKeys.all, 'dismiss-task'],
    mutationFn: ({ siteid, task }: { siteid: number; task: string }) =>
      postTask(client, { siteid, task, action: 'dismiss' }),
    onSuccess: (_data, { siteid }) => invalidateDashboard(queryClient, siteid),
  });

/** Which action of which task runs (an `ajax` action: runTaskAction). */
export interface TaskActionCall {
  siteid: number;
  task: string;
  action: string;
}

/**
 * Runs a task's ajax action (spec 2 section 7). A 200 reply whose `error` is set rejects with
 * that text, as completing does; otherwise the reply's properties update the task and the action.
 */
export const runTaskActionMutation = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...dashboardKeys.all, 'task-action'],
    mutationFn: async ({ siteid, task, action }: TaskActionCall) =>
      refusedOrDone(
        await unwrap(
          client.POST('/{siteid}/dashboard/tasks/{taskid}/actions/{actionid}', {
            params: { path: { siteid, taskid: task, actionid: action } },
          }),
        ),
      ),
    onSuccess: (_data, { siteid }) => invalidateDashboard(queryClient, siteid),
  });

/** Spec 2 section 4: dismissed tasks are hidden; priorityScore descending, then oldest first. */
export function visibleTasks(tasks: readonly Task[]): Task[] {
  return tasks
    .filter((task) => !task.dismissed)
    .sort(
      (a, b) =>
        b.priorityScore - a.priorityScore || Date.parse(a.created_at) - Date.parse(b.created_at),
    );
}

/** The completed tasks panel: newest completed first. */
export function completedTasks(tasks: readonly Task[]): Task[] {
  return tasks
    .filter((task) => task.completed)
    .sort((a, b) => Date.parse(b.completedDate ?? '') - Date.parse(a.completedDate ?? '') || 0);
}

/**
 * A module's own data, asked for at its `ajax` address (a same-origin path the server names; its
 * reply has the module's `properties` shape, so the module reads it). The address is not in the
 * contract, so it is typed against the documented dashboard path, like the generic pages are.
 */
export const dashboardModuleQuery = (client: ApiClient, address: string) =>
  queryOptions({
    queryKey: [...dashboardKeys.all, 'module', address] as const,
    queryFn: ({ signal }): Promise<unknown> =>
      unwrap(
        client.GET(address as '/{siteid}/dashboard', { params: { path: { siteid: 0 } }, signal }),
      ),
  });
