import { Stack, Text } from '@chakra-ui/react';
import type { DashboardModuleProps } from '@site-admin/extensions';
import { formatLongDate, formatMoney, useTexts } from '@site-admin/ui';
import { ModuleCard } from '../parts/module-card';
import { moduleProperties } from '../parts/module-properties';
import { MonthOnMonth } from '../parts/month-on-month';
import { ReferralBox } from '../parts/referral-box';

// This module's texts: it loads when scrolled near, so they come with it, not with the first
// screen (useTexts adds them to the feature's namespace when it first draws).
const creditTexts = {
  credit: {
    total: 'Account credit',
    usage: 'Credit used this month',
    nextPayment: 'Taken off your payment on {{date}}',
  },
};

/** Credit total (with the referral offer) and credit usage this month; GBP by default. */
export function CreditModule({ module, data }: DashboardModuleProps) {
  const { t } = useTexts('dashboard-modules', creditTexts);
  const usage = module.type === 'credit-usage';
  const credit = moduleProperties(module, data, 'credit-total');
  const title = credit.title ?? (usage ? t('credit.usage') : t('credit.total'));
  return (
    <ModuleCard title={title} type={module.type}>
      <Stack gap="3">
        <Stack gap="0">
          <Text fontSize="3xl" fontWeight="bold" lineHeight="short">
            {formatMoney(credit.value ?? 0, credit.currency ?? 'GBP')}
          </Text>
          <MonthOnMonth statistic={credit} />
        </Stack>
        {credit.description ? <Text color="fg.muted">{credit.description}</Text> : null}
        {!usage && credit.nextPaymentDate ? (
          <Text fontSize="sm" color="fg.muted">
            {t('credit.nextPayment', { date: formatLongDate(credit.nextPaymentDate) })}
          </Text>
        ) : null}
        {!usage && (credit.raf_title || credit.raf_message) ? (
          <ReferralBox
            title={credit.raf_title}
            message={credit.raf_message}
            buttonText={credit.raf_button_text}
            icon={credit.raf_icon}
          />
        ) : null}
      </Stack>
    </ModuleCard>
  );
}
