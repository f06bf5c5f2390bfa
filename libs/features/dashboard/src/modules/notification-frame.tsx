import { Alert, Stack } from '@chakra-ui/react';
import type { DashboardModuleProps } from '@site-admin/extensions';
import { useTexts } from '@site-admin/ui';
import type { ReactNode } from 'react';
import { dashboardTexts } from '../i18n/en-gb';
import { AppLink } from '../parts/app-link';
import { moduleProperties } from '../parts/module-properties';

const status = { info: 'info', success: 'success', warning: 'warning', danger: 'error' } as const;

/**
 * The notice's frame, drawn the same while its code loads and once it has: the tone, title and
 * link from the page, and the text as `description` draws it.
 */
export function NotificationFrame({
  module,
  data,
  description,
  busy = false,
}: DashboardModuleProps & { description: (html: string) => ReactNode; busy?: boolean }) {
  const { t } = useTexts('dashboard-modules', dashboardTexts);
  const {
    tone = 'info',
    title,
    text = '',
    link,
    linkText,
  } = moduleProperties(module, data, 'notification');
  return (
    <Alert.Root
      status={status[tone]}
      data-testid="dashboard-module"
      data-module="notification"
      aria-busy={busy || undefined}
    >
      <Alert.Indicator />
      <Stack gap="1" flex="1">
        {title ? <Alert.Title>{title}</Alert.Title> : null}
        <Alert.Description>{description(text)}</Alert.Description>
        {link ? <AppLink to={link}>{linkText ?? t('notification.more')}</AppLink> : null}
      </Stack>
    </Alert.Root>
  );
}

/** The server's HTML as plain paragraphs (no markup is drawn, so it needs no sanitiser). */
function asParagraphs(html: string): ReactNode {
  const paragraphs = html
    .split(/<\/p>|<br\s*\/?>/i)
    .map((part) =>
      part
        .replace(/<[^>]*>/g, '')
        .replace(/&nbsp;/g, ' ')
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .trim(),
    )
    .filter((part) => part !== '');
  return paragraphs.map((paragraph, index) => <p key={index}>{paragraph}</p>);
}

/**
 * The notice while its code loads (the module's sanitiser comes with it): the same notice with
 * its text as plain words, so it takes the room the notice will take and nothing below moves.
 */
export function NotificationSkeleton({ module, data }: DashboardModuleProps) {
  return (
    <NotificationFrame
      module={module}
      {...(data === undefined ? {} : { data })}
      description={asParagraphs}
      busy
    />
  );
}
