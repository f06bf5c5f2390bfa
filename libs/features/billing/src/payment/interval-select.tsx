import { Field, HStack, RadioGroup } from '@chakra-ui/react';
import type { PaymentInterval } from '@site-admin/api-client';
import { fieldSlotRecipe, radioGroupSlotRecipe } from '@site-admin/ui';
import { useBillingTexts } from '../i18n/use-billing-texts';

/** Annually or Monthly; Monthly disabled with its reason when the account cannot go monthly. */
export function IntervalSelect({
  value,
  monthlyAllowed,
  onChange,
}: {
  value: PaymentInterval;
  monthlyAllowed: boolean;
  onChange: (interval: PaymentInterval) => void;
}) {
  const { t } = useBillingTexts();
  const options: { value: PaymentInterval; label: string; disabled: boolean }[] = [
    { value: 'annual', label: t('subscription.interval.annual'), disabled: false },
    { value: 'monthly', label: t('subscription.interval.monthly'), disabled: !monthlyAllowed },
  ];
  return (
    <Field.Root recipe={fieldSlotRecipe}>
      <RadioGroup.Root
        recipe={radioGroupSlotRecipe}
        value={value}
        aria-label={t('subscription.interval.label')}
        onValueChange={(details) => {
          if (details.value === 'annual' || details.value === 'monthly') onChange(details.value);
        }}
      >
        <HStack gap="4">
          {options.map((option) => (
            <RadioGroup.Item
              key={option.value}
              value={option.value}
              disabled={option.disabled}
              title={option.disabled ? t('subscription.interval.monthly_restricted') : undefined}
            >
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </HStack>
      </RadioGroup.Root>
      {!monthlyAllowed ? (
        <Field.HelperText>{t('subscription.interval.monthly_restricted')}</Field.HelperText>
      ) : null}
    </Field.Root>
  );
}
