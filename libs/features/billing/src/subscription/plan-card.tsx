import { Badge, Box, Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { planWarningKey, planWarningMessages, type Plan } from '@site-admin/api-client';
import { Crown } from 'lucide-react';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useBillingTexts } from '../i18n/use-billing-texts';
import { formatPrice } from '../rules/money';
import { showsFallbackDescription } from '../rules/plans';

export interface PlanCardProps {
  plan: Plan;
  siteid: number;
  /** Feature warnings (index 0) disable the plan; a downgrade is refused. */
  disabled: boolean;
  downgrade: boolean;
  /** The upsell's target plan. */
  highlighted: boolean;
  onChoose: (viaSavingLink: boolean) => void;
}

/** One plan: price, current tag, popular crown, features or summary, saving link, choose. */
export function PlanCard({
  plan,
  siteid,
  disabled,
  downgrade,
  highlighted,
  onChoose,
}: PlanCardProps) {
  const { t } = useBillingTexts();
  const [more, setMore] = useState(false);
  const descriptionId = useId();
  const { price } = plan;
  const warnings = planWarningMessages(plan);
  // The warning key names one of the billing texts; a key this app has no text for says the
  // generic reason instead.
  const warningKey = planWarningKey(plan);
  const reason =
    (warningKey ? t(warningKey, { defaultValue: '' }) : '') || t('subscription.plan.unavailable');
  const blocked = disabled || downgrade;
  return (
    <Stack
      as="article"
      aria-label={plan.name}
      borderWidth={plan.popular || highlighted ? '2px' : '1px'}
      borderColor={plan.popular || highlighted ? 'blue.500' : 'border'}
      rounded="lg"
      p="4"
      gap="3"
      bg={blocked ? 'bg.muted' : 'bg'}
    >
      <HStack justify="space-between" align="start" wrap="wrap">
        <Text as="h3" fontWeight="bold" fontSize="lg">
          {plan.name}
        </Text>
        <HStack gap="1">
          {plan.popular ? (
            <Badge colorPalette="yellow" variant="solid">
              <Crown aria-hidden="true" size={12} /> {t('subscription.plan.popular')}
            </Badge>
          ) : null}
          {plan.current ? (
            <Badge colorPalette="green">{t('subscription.plan.current')}</Badge>
          ) : null}
        </HStack>
      </HStack>
      <Box>
        <Text fontSize="xl" fontWeight="bold">
          {t('subscription.plan.per_month', { price: formatPrice(price.monthly, price.currency) })}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t('subscription.plan.per_year', { price: formatPrice(price.annual, price.currency) })}
        </Text>
      </Box>
      {showsFallbackDescription(plan) ? (
        <Text fontSize="sm">{t('subscription.plan.fallback_description')}</Text>
      ) : null}
      {/* What Find out more / Show less switches, so the toggle can say it controls this. */}
      <Box id={descriptionId}>
        {more || plan.features.length === 0 ? (
          <Text fontSize="sm">{plan.summary}</Text>
        ) : (
          <List.Root fontSize="sm" ps="4" listStyleType="disc">
            {plan.features.map((feature) => (
              <List.Item key={feature.value} title={feature.detail ?? undefined}>
                {feature.value}
              </List.Item>
            ))}
          </List.Root>
        )}
      </Box>
      {plan.features.length > 0 ? (
        <Button
          variant="plain"
          size="xs"
          px="0"
          alignSelf="start"
          aria-expanded={more}
          aria-controls={descriptionId}
          onClick={() => setMore(!more)}
        >
          {more ? t('subscription.plan.show_less') : t('subscription.plan.find_out_more')}
        </Button>
      ) : null}
      {warningKey !== null || warnings.length > 0 ? (
        <Box role="note" fontSize="sm" color="red.700">
          <Text>{reason}</Text>
          {warnings.map((warning) => (
            <Text key={warning}>{warning}</Text>
          ))}
        </Box>
      ) : null}
      {downgrade ? (
        <Text role="note" fontSize="sm" color="orange.700">
          {t('subscription.plan.downgrade')}{' '}
          <RouterLink to={`/${siteid}/support`}>
            {t('subscription.plan.contact_support')}
          </RouterLink>
        </Text>
      ) : null}
      <Button colorPalette="blue" disabled={blocked} onClick={() => onChoose(false)}>
        {t('subscription.plan.choose', { name: plan.name })}
      </Button>
      {price.annual_saving > 0 && !blocked ? (
        <Button
          variant="plain"
          size="sm"
          colorPalette="blue"
          whiteSpace="normal"
          h="auto"
          textAlign="center"
          onClick={() => onChoose(true)}
        >
          {t('subscription.plan.save_annual', {
            saving: formatPrice(price.annual_saving, price.currency),
            percentage: price.annual_saving_percentage,
          })}
        </Button>
      ) : null}
    </Stack>
  );
}
