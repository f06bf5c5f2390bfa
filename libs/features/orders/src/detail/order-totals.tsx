import { DataList, Text } from '@chakra-ui/react';
import type { Order } from '@site-admin/api-client';
import { formatMoney } from '@site-admin/ui';
import type { ReactNode } from 'react';
import { useOrdersTexts } from '../i18n/use-orders-texts';
import { discountCode, subtotal } from './items-rules';

/** The breakdown: subtotal (with per-product tax data), discount, shipping, tax and total. */
export function OrderTotals({ order, showSubtotal }: { order: Order; showSubtotal: boolean }) {
  const { t } = useOrdersTexts();
  const money = (amount: number) => formatMoney(amount, order.order_currency);
  const code = discountCode(order.discount_text);
  const rows: { label: string; value: ReactNode; strong?: boolean }[] = [];
  if (showSubtotal)
    rows.push({ label: t('items.subtotal'), value: money(subtotal(order.products)) });
  if (order.discount_amount > 0) {
    const rules = order.discount_logs.map((log) => log.ruleset.name).join(', ');
    rows.push({
      label: code ? t('items.discountCode', { code }) : t('items.discount'),
      value: (
        <>
          −{money(order.discount_amount)}
          {rules !== '' ? (
            <Text as="span" display="block" fontSize="xs" color="fg.muted">
              {t('items.discountRules', { names: rules })}
            </Text>
          ) : null}
        </>
      ),
    });
  }
  // Prices excluding tax add up with the shipping excluding VAT (its VAT is in the tax line), so
  // that is the figure there, the price with VAT beside it; prices including tax show the reverse.
  const exVat = order.shipping_total_ex_vat;
  const shippingExcludingTax = !order.tax_included && exVat !== null;
  rows.push({
    label: t('items.shipping'),
    value: (
      <>
        {money(shippingExcludingTax ? exVat : order.shipping_total)}
        {exVat !== null ? (
          <Text as="span" display="block" fontSize="xs" color="fg.muted">
            {shippingExcludingTax
              ? t('items.shippingIncVat', { amount: money(order.shipping_total) })
              : t('items.shippingExVat', { amount: money(exVat) })}
          </Text>
        ) : null}
      </>
    ),
  });
  rows.push({
    label: order.tax_included ? t('items.taxIncluded') : t('items.tax'),
    value: money(order.tax_total),
  });
  rows.push({ label: t('items.orderTotal'), value: money(order.order_total), strong: true });
  return (
    <DataList.Root orientation="horizontal" size="sm" ms="auto" minW={{ md: '18rem' }}>
      {rows.map((row) => (
        <DataList.Item key={row.label} fontWeight={row.strong ? 'bold' : undefined}>
          <DataList.ItemLabel flex="1">{row.label}</DataList.ItemLabel>
          <DataList.ItemValue justifyContent="end" textAlign="end" display="block">
            {row.value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
