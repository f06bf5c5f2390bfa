import type { DashboardModuleProps } from '@site-admin/extensions';
import { SafeHtml } from '@site-admin/ui';
import { NotificationFrame } from './notification-frame';

const sanitised = (html: string) => <SafeHtml html={html} />;

/** A notice from the server (its text is server HTML, through the one sanitiser). */
export function NotificationModule({ module, data }: DashboardModuleProps) {
  return (
    <NotificationFrame
      module={module}
      {...(data === undefined ? {} : { data })}
      description={sanitised}
    />
  );
}
