import { Alert, Stack } from '@chakra-ui/react';
import type { DashboardModuleProps } from '@site-admin/extensions';
import { SafeHtml, useTexts } from '@site-admin/ui';
import { dashboardTexts } from '../i18n/en-gb';
import { AppLink } from '../parts/app-link';
import { moduleProperties } from '../parts/module-properties';

const status = { info: 'info', success: 'success', warning: 'warning', danger: 'error' } as const;

/** A notice from the server (its text is server HTML, through the one sanitiser). */
export function NotificationModule({ module, data }: DashboardModuleProps) {
  const { t } = useTexts('dashboard-modules', dashboardTexts);
  const {
    tone = 'info',
    title,
    text = '',
    link,
    linkText,
  } = moduleProperties(module, data, 'notification');
  return (
    <Alert.Root status={status[tone]} data-testid="dashboard-module" data-module="notification">
      <Alert.Indicator />
      <Stack gap="1" flex="1">
        {title ? <Alert.Title>{title}</Alert.Title> : null}
        <Alert.Description>
          <SafeHtml html={text} />
        </Alert.Description>
        {link ? <AppLink to={link}>{linkText ?? t('notification.more')}</AppLink> : null}
      </Stack>
    </Alert.Root>
  );
}
