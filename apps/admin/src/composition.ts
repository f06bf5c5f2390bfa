// The features the app is made of: each declares its parts (cells, panels, actions, dashboard
// modules, layouts, shell modals) as one extension; the page engine and the shell read them from
// the ExtensionsProvider, so no feature imports another (ARCHITECTURE.md "How a feature plugs in").
import { accountExtension } from '@site-admin/account';
import { billingExtension } from '@site-admin/billing';
import { commentsExtension } from '@site-admin/comments';
import { dashboardExtension } from '@site-admin/dashboard';
import type { Extension } from '@site-admin/extensions';
import { ordersExtension } from '@site-admin/orders';
import { pageEngineExtension } from '@site-admin/page-engine';
import { publishingExtension } from '@site-admin/publishing';
import { appExtension } from './app-extension';

export const extensions: readonly Extension[] = [
  pageEngineExtension,
  appExtension,
  ordersExtension,
  commentsExtension,
  dashboardExtension,
  billingExtension,
  publishingExtension,
  accountExtension,
];
