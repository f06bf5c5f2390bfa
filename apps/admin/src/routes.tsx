import { DashboardPage } from '@site-admin/dashboard';
import { ShellLayout, type ShellRouteHandle } from '@site-admin/shell';
import type { RouteObject } from 'react-router';
import { NotFoundPage } from './pages/not-found-page';
import { SiteRedirect } from './pages/site-redirect';

const section = (name: string): ShellRouteHandle => ({ section: name });

/** The route table: every site route sits under /:siteid; the catch-all is last. */
export const routes: RouteObject[] = [
  { path: '/', element: <SiteRedirect /> },
  {
    path: '/:siteid',
    element: <ShellLayout />,
    children: [
      { index: true, element: <SiteRedirect /> },
      { path: 'dashboard', element: <DashboardPage />, handle: section('dashboard') },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];
