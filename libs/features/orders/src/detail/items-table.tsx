import { Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import type { Order } from '@site-admin/api-client';
import { formatMoney, Thumbnail, useRememberedFlag, tableSlotRecipe } from '@site-admin/ui';
import { useState } from 'react';
import { useOrdersTexts } from '../i18n/use-orders-texts';
import { formatRate, itemColumns, lineTotal, sortProducts, type NameSort } from './items-rules';
import { ProductOptionsView } from './product-options-view';
import { OrderTotals } from './order-totals';

/** The order's lines, sorted by name (descending first), with the breakdown below. */
export function ItemsTable({ order }: { order: Order }) {
  const { t } = useOrdersTexts();
  const [sort, setSort] = useState<NameSort>('desc');
  const [optionsOpen, setOptionsOpen] = useRememberedFlag('orders.options_open', false);
  const columns = itemColumns(order);
  const money = (amount: number) => formatMoney(amount, order.order_currency);
  const products = sortProducts(order.products, sort);
  // On a phone the quantity, price and rate go under the product's name, so the line totals fit.
  const wide = { base: 'none', sm: 'table-cell' } as const;
  return (
    <Stack gap="2">
      <Table.ScrollArea>
        <Table.Root recipe={tableSlotRecipe} size="sm" fontSize={{ base: 'xs', md: 'sm' }}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader aria-sort={sort === 'asc' ? 'ascending' : 'descending'}>
                <Button
                  size="xs"
                  variant="plain"
                  px="0"
                  aria-label={t('items.sortByName')}
                  onClick={() => setSort(sort === 'asc' ? 'desc' : 'asc')}
                >
                  {t('items.product')} {sort === 'asc' ? '↑' : '↓'}
                </Button>
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end" display={wide}>
                {t('items.qty')}
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end" display={wide}>
                {columns.priceExTax ? t('items.priceExTax') : t('items.price')}
              </Table.ColumnHeader>
              {columns.taxRate ? (
                <Table.ColumnHeader textAlign="end" display={wide}>
                  {t('items.taxRate')}
                </Table.ColumnHeader>
              ) : null}
              <Table.ColumnHeader textAlign="end">{t('items.total')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {products.map((product, index) => (
              <Table.Row key={`${product.products_id}-${index}`}>
                <Table.Cell
                  minW={{ base: '7rem', md: '12rem' }}
                  px={{ base: '1', md: '3' }}
                  whiteSpace="normal"
                >
                  <HStack align="start" gap="3">
                    {product.thumbnail ? (
                      <Box display={{ base: 'none', md: 'block' }}>
                        <Thumbnail src={product.thumbnail} size={42} />
                      </Box>
                    ) : null}
                    <Stack gap="0.5">
                      <Text fontWeight="medium">{product.name}</Text>
                      {product.sku ? (
                        <Text fontSize="xs" color="fg.muted">
                          {t('items.sku', { sku: product.sku })}
                        </Text>
                      ) : null}
                      <Text display={{ base: 'block', sm: 'none' }}>
                        {t(columns.priceExTax ? 'items.lineExTax' : 'items.line', {
                          qty: product.qty,
                          price: money(product.price),
                        })}
                        {columns.taxRate
                          ? ` · ${t('items.lineRate', { rate: formatRate(product.tax_rate) })}`
                          : ''}
                      </Text>
                      <ProductOptionsView
                        options={product.options}
                        open={optionsOpen}
                        onToggle={setOptionsOpen}
                      />
                    </Stack>
                  </HStack>
                </Table.Cell>
                <Table.Cell textAlign="end" display={wide}>
                  {product.qty}
                </Table.Cell>
                <Table.Cell textAlign="end" display={wide}>
                  {money(product.price)}
                </Table.Cell>
                {columns.taxRate ? (
                  <Table.Cell textAlign="end" display={wide}>
                    {formatRate(product.tax_rate)}
                  </Table.Cell>
                ) : null}
                <Table.Cell textAlign="end">{money(lineTotal(product))}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <OrderTotals order={order} showSubtotal={columns.subtotal} />
    </Stack>
  );
}
