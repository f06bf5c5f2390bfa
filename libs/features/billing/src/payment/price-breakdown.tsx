import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { PaymentSummary } from '@site-admin/api-client';
import { InfoTip } from '@site-admin/ui';
import { useBillingTexts } from '../i18n/use-billing-texts';
import { formatPrice } from '../rules/money';

/**
 * The price breakdown; a discount line can be removed; a detail's explanation opens from an info
 * button beside its label.
 */
export function PriceBreakdown({
  summary,
  onRemoveDiscount,
}: {
  summary: PaymentSummary;
  onRemoveDiscount?: () => void;
}) {
  const { t } = useBillingTexts();
  return (
    <Stack as="dl" gap="1" data-testid="price-breakdown">
      {summary.breakdown.map((item, index) => (
        <HStack
          key={`${item.type}-${index}`}
          justify="space-between"
          align="start"
          fontWeight={item.type === 'total' ? 'bold' : 'normal'}
          borderTopWidth={item.type === 'total' ? '1px' : '0'}
          pt={item.type === 'total' ? '2' : '0'}
        >
          <Box as="dt" fontSize="sm">
            <Text as="span">{item.detail.label}</Text>
            {item.detail.tooltip ? (
              <Box as="span" ms="1">
                <InfoTip label={t('subscription.summary.about', { label: item.detail.label })}>
                  {item.detail.tooltip}
                </InfoTip>
              </Box>
            ) : null}
            {item.type === 'discount' && onRemoveDiscount ? (
              <Button
                variant="plain"
                size="xs"
                colorPalette="red"
                ms="1"
                onClick={onRemoveDiscount}
              >
                {t('subscription.summary.remove_discount')}
              </Button>
            ) : null}
          </Box>
          <Text as="dd" fontSize="sm" whiteSpace="nowrap">
            {formatPrice(item.value, summary.currency)}
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}
