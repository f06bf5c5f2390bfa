import { defineExtension, lazyPart, type DashboardModuleProps } from '@site-admin/extensions';
import type { ComponentType } from 'react';
import { NotificationSkeleton } from './modules/notification-frame';
import { TasksSkeleton } from './tasks/task-rows';

type Loader = () => Promise<{ default: ComponentType<DashboardModuleProps> }>;
// Each module loads with its own chunk the first time a dashboard shows it (or when the
// dashboard's reply names it, see the page engine's dashboard layout).
const module = (load: Loader) => lazyPart(() => load().then((m) => m.default));

const announcements = module(() =>
  import('./announcements/announcements-module').then((m) => ({ default: m.AnnouncementsModule })),
);
const credit = module(() =>
  import('./modules/credit-module').then((m) => ({ default: m.CreditModule })),
);

/**
 * The dashboard's modules by type (spec 2 section 2), composed by the app
 * (apps/admin/src/composition.ts); the page engine's dashboard layout draws each in its own
 * error boundary.
 */
export const dashboardExtension = defineExtension({
  name: 'dashboard',
  dashboardModules: {
    'account-info': module(() =>
      import('./modules/account-info-module').then((m) => ({ default: m.AccountInfoModule })),
    ),
    announcements,
    'top-tips': announcements,
    cam: module(() => import('./modules/cam-module').then((m) => ({ default: m.CamModule }))),
    'cancel-plan': module(() =>
      import('./modules/cancel-plan-module').then((m) => ({ default: m.CancelPlanModule })),
    ),
    'credit-total': credit,
    'credit-usage': credit,
    'holding-page': module(() =>
      import('./modules/holding-page-module').then((m) => ({ default: m.HoldingPageModule })),
    ),
    'next-steps': module(() =>
      import('./modules/next-steps-module').then((m) => ({ default: m.NextStepsModule })),
    ),
    notification: module(() =>
      import('./modules/notification-module').then((m) => ({ default: m.NotificationModule })),
    ),
    statistics: module(() =>
      import('./modules/statistics-module').then((m) => ({ default: m.StatisticsModule })),
    ),
    'storage-plan': module(() =>
      import('./modules/storage-plan-module').then((m) => ({ default: m.StoragePlanModule })),
    ),
    'subscription-info': module(() =>
      import('./modules/subscription-info-module').then((m) => ({
        default: m.SubscriptionInfoModule,
      })),
    ),
    tasks: module(() => import('./tasks/tasks-module').then((m) => ({ default: m.TasksModule }))),
  },
  // Drawn at once (not lazy): the notice and the task list take their own room while their code
  // loads, so the modules below them stay where they are.
  dashboardModuleSkeletons: { notification: NotificationSkeleton, tasks: TasksSkeleton },
});
