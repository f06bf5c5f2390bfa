import { Box, Field, HStack, Input, RadioGroup, Stack } from '@chakra-ui/react';
import { fieldSlotRecipe, inputRecipe, radioGroupSlotRecipe } from '@site-admin/ui';
import { useOrdersTexts } from '../i18n/use-orders-texts';

const DATE_CHOICES = [
  ['', 'filters.any'],
  ['past_day', 'filters.pastDay'],
  ['past_week', 'filters.pastWeek'],
  ['past_month', 'filters.pastMonth'],
  ['past_3_months', 'filters.past3Months'],
  ['custom', 'filters.custom'],
] as const;

/** The date radios and, for a custom range, From and To. */
export function DateSection({
  values,
  onChange,
  invalid,
}: {
  values: Record<string, string>;
  onChange: (next: Record<string, string>) => void;
  invalid: boolean;
}) {
  const { t } = useOrdersTexts();
  const date = values['date'] ?? '';
  return (
    <Stack gap="3">
      <RadioGroup.Root
        recipe={radioGroupSlotRecipe}
        size="sm"
        value={date === '' ? 'any' : date}
        onValueChange={({ value }) =>
          onChange({ ...values, date: value === 'any' || value === null ? '' : value })
        }
      >
        <Stack gap="2">
          {DATE_CHOICES.map(([value, label]) => (
            <RadioGroup.Item key={label} value={value === '' ? 'any' : value}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{t(label)}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      {date === 'custom' ? (
        <HStack gap="2" align="start">
          <Box flex="1">
            <Field.Root recipe={fieldSlotRecipe}>
              <Field.Label>{t('filters.from')}</Field.Label>
              <Input
                recipe={inputRecipe}
                size="sm"
                type="date"
                value={values['dateFrom'] ?? ''}
                onChange={(event) => onChange({ ...values, dateFrom: event.currentTarget.value })}
              />
            </Field.Root>
          </Box>
          <Box flex="1">
            <Field.Root recipe={fieldSlotRecipe} invalid={invalid}>
              <Field.Label>{t('filters.to')}</Field.Label>
              <Input
                recipe={inputRecipe}
                size="sm"
                type="date"
                value={values['dateTo'] ?? ''}
                onChange={(event) => onChange({ ...values, dateTo: event.currentTarget.value })}
              />
              <Field.ErrorText>{t('orders.filter.date_after')}</Field.ErrorText>
            </Field.Root>
          </Box>
        </HStack>
      ) : null}
    </Stack>
  );
}
