import { Stack, Text } from '@chakra-ui/react';
import type { DashboardModuleProps } from '@site-admin/extensions';
import { useTexts } from '@site-admin/ui';
import { useParams } from 'react-router';
import { AppLinkButton } from '../parts/app-link';
import { ModuleCard } from '../parts/module-card';
import { moduleProperties } from '../parts/module-properties';
import { formatOrdinalDate, isActiveCancellation, planEndDate } from '../rules/dates';

// This module's texts: it loads when scrolled near, so they come with it, not with the first
// screen (useTexts adds them to the feature's namespace when it first draws).
const cancelPlanTexts = {
  cancelPlan: {
    title: 'Cancelling your plan',
    endsOn: 'Your plan ends on {{date}}.',
    requested: 'You asked to cancel on {{date}}.',
    manage: 'Keep my website',
    noRequest: 'Your plan renews as normal.',
    cancel: 'Cancel your plan',
  },
};

/**
 * The plan's cancellation: when an active request stands, when the plan ends (the day before the
 * next payment) and a way to keep the website (the cancellation page withdraws the request);
 * without one, the way to that page, which says how to cancel.
 */
export function CancelPlanModule({ module, data }: DashboardModuleProps) {
  const { t } = useTexts('dashboard-modules', cancelPlanTexts);
  const { siteid } = useParams();
  const { title, text, link, nextPaymentDate, cancellationRequest } = moduleProperties(
    module,
    data,
    'cancel-plan',
  );
  const cancelPage = link ?? `/${siteid ?? ''}/account/cancel`;
  const active = cancellationRequest ? isActiveCancellation(cancellationRequest.textStatus) : false;
  return (
    <ModuleCard title={title ?? t('cancelPlan.title')} type="cancel-plan">
      <Stack gap="3" align="flex-start">
        {text ? <Text>{text}</Text> : null}
        {active && cancellationRequest ? (
          <>
            <Text color="fg.muted" fontSize="sm">
              {t('cancelPlan.requested', {
                date: formatOrdinalDate(cancellationRequest.datestamp),
              })}
            </Text>
            {nextPaymentDate ? (
              <Text fontWeight="semibold">
                {t('cancelPlan.endsOn', { date: formatOrdinalDate(planEndDate(nextPaymentDate)) })}
              </Text>
            ) : null}
            <AppLinkButton to={cancelPage} variant="solid">
              {t('cancelPlan.manage')}
            </AppLinkButton>
          </>
        ) : (
          <>
            <Text color="fg.muted">{t('cancelPlan.noRequest')}</Text>
            {/* The cancellation page says how to ask for it (through the account manager). */}
            <AppLinkButton to={cancelPage}>{t('cancelPlan.cancel')}</AppLinkButton>
          </>
        )}
      </Stack>
    </ModuleCard>
  );
}
