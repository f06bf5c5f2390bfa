import { Stack, Text } from '@chakra-ui/react';
import type { CellProps } from '@site-admin/extensions';
import { useOrdersTexts } from '../i18n/use-orders-texts';
import { listProducts, optionsSummary } from '../detail/product-options';

/** The order list's products column: each line's quantity and name, and its options' summary. */
export function OrderProductNameCell({ value }: CellProps) {
  const { t } = useOrdersTexts();
  const products = listProducts(value);
  if (products.length === 0) return <Text color="fg.muted">–</Text>;
  return (
    <Stack gap="0.5">
      {products.map((product, index) => {
        const summary = optionsSummary(product.options ?? []);
        return (
          <Stack key={`${product.name}-${index}`} gap="0">
            <Text lineClamp={2}>
              {product.qty > 1
                ? t('products.quantity', { qty: product.qty, name: product.name })
                : product.name}
            </Text>
            {summary.text !== '' ? (
              <Text fontSize="xs" color="fg.muted" title={summary.full}>
                {summary.text}
              </Text>
            ) : null}
          </Stack>
        );
      })}
    </Stack>
  );
}
