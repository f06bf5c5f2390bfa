import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState, LoadingState } from '@site-admin/ui';
import type { ComponentProps } from 'react';
import { useShellT } from './shell-texts';
import { sitesTexts } from './sites-texts';
import { canRetry, failureText } from './error-text';
import { SiteList } from './site-list';

type SiteListProps = ComponentProps<typeof SiteList>;

interface SitesStateProps extends Omit<SiteListProps, 'groups'> {
  sites: UseQueryResult<SiteListProps['groups']>;
}

/** The site list with its loading and error states, as `/sites` and Change Website show it. */
export function SitesState({ sites, ...listProps }: SitesStateProps) {
  const { t } = useShellT(sitesTexts);
  if (sites.isPending) return <LoadingState label={t('sites.loading')} />;
  if (sites.isError) {
    return (
      <ErrorState
        title={t('sites.error')}
        message={failureText(sites.error, t)}
        {...(canRetry(sites.error)
          ? { retryLabel: t('shell.accountError.retry'), onRetry: () => void sites.refetch() }
          : {})}
      />
    );
  }
  return <SiteList groups={sites.data} {...listProps} />;
}
