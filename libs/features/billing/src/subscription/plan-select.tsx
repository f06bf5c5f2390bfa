import { Alert, Box, Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { isPlanDisabled, type Plan } from '@site-admin/api-client';
import { Link as RouterLink } from 'react-router';
import { useBillingTexts } from '../i18n/use-billing-texts';
import { isDowngrade, showsTailoredCard } from '../rules/plans';
import { PlanCard } from './plan-card';

/** Step 1: the plans, dearest first, with the status notice and the tailored-package card. */
export function PlanSelect({
  plans,
  siteid,
  status,
  targetPlan,
  feature,
  onChoose,
}: {
  plans: Plan[];
  siteid: number;
  status: string;
  targetPlan: number | undefined;
  /** The locked feature that opened the flow, if any. */
  feature?: string | undefined;
  onChoose: (plan: Plan, viaSavingLink: boolean) => void;
}) {
  const { t } = useBillingTexts();
  const current = plans.find((plan) => plan.current);
  return (
    <Stack gap="4">
      {status === 'A' || status === 'S' ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t(`subscription.status_notice.${status}`)}</Alert.Title>
            <Alert.Description>
              <RouterLink to={`/${siteid}/support`}>
                {t('subscription.status_notice.support')}
              </RouterLink>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {feature ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t('subscription.upsell')}</Alert.Title>
        </Alert.Root>
      ) : null}
      {plans.length === 0 ? <Text>{t('subscription.no_plans')}</Text> : null}
      <SimpleGrid
        columns={{
          base: 1,
          md: Math.min(Math.max(plans.length, 1), 2),
          lg: Math.min(Math.max(plans.length, 1), 4),
        }}
        gap="4"
      >
        {plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            siteid={siteid}
            disabled={isPlanDisabled(plan)}
            downgrade={isDowngrade(plan, current)}
            highlighted={plan.id === targetPlan}
            onChoose={(viaSavingLink) => onChoose(plan, viaSavingLink)}
          />
        ))}
        {showsTailoredCard(plans.length) ? (
          <Box borderWidth="1px" borderStyle="dashed" rounded="lg" p="4">
            <Text fontWeight="bold">{t('subscription.plan.tailored_title')}</Text>
            <Text fontSize="sm" my="2">
              {t('subscription.plan.tailored_text')}
            </Text>
            <Button asChild variant="outline" size="sm">
              <RouterLink to="/support">{t('subscription.plan.tailored_link')}</RouterLink>
            </Button>
          </Box>
        ) : null}
      </SimpleGrid>
    </Stack>
  );
}
