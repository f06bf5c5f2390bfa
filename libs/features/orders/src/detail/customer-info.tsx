import { DataList, Heading, HStack, Image, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Order } from '@site-admin/api-client';
import { useOrdersTexts } from '../i18n/use-orders-texts';

type AddressPrefix = 'delivery' | 'customer';

/** An address group's lines (`delivery_` or `customer_` fields), empty parts left out. */
export function addressLines(order: Order, prefix: AddressPrefix): string[] {
  const name = prefix === 'delivery' ? order.delivery_name : order.customer_name;
  const parts = [
    name,
    order[`${prefix}_company`],
    order[`${prefix}_address1`],
    order[`${prefix}_address2`],
    order[`${prefix}_address3`],
    order[`${prefix}_city`],
    order[`${prefix}_county`],
    order[`${prefix}_postcode`],
    order[`${prefix}_country_name`] ?? order[`${prefix}_country`],
  ];
  return parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '');
}

function Address({ title, lines }: { title: string; lines: string[] }) {
  return (
    <Stack gap="1">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      <Text as="address" fontStyle="normal" whiteSpace="pre-line">
        {lines.join('\n')}
      </Text>
    </Stack>
  );
}

/** Customer info, delivery and billing addresses, notes and tracking. User content is text. */
export function CustomerInfo({ order }: { order: Order }) {
  const { t } = useOrdersTexts();
  const items: { label: string; value: React.ReactNode }[] = [
    { label: t('detail.customer'), value: order.customer_name },
    {
      label: t('detail.email'),
      // On a phone a long address breaks before its @, not inside a word (the link is inline so
      // the break opportunity is the text's, not a flex item's edge).
      value: (
        <Link href={`mailto:${order.customer_email}`} display="inline">
          {order.customer_email
            .split('@')
            .map((part, index) => (index === 0 ? part : [<wbr key={index} />, `@${part}`]))}
        </Link>
      ),
    },
  ];
  if (order.customer_phone) items.push({ label: t('detail.phone'), value: order.customer_phone });
  items.push({
    label: t('detail.payment'),
    value: (
      <HStack gap="2">
        {order.gateway_src ? <Image src={order.gateway_src} alt="" h="4" /> : null}
        <span>{order.gateway_name}</span>
      </HStack>
    ),
  });
  if (order.shipping_method)
    items.push({ label: t('detail.shippingMethod'), value: order.shipping_method });
  if (order.referrer) items.push({ label: t('detail.referrer'), value: order.referrer });
  if (order.opt_in !== null)
    items.push({
      label: t('detail.optIn'),
      value: order.opt_in ? t('detail.optInYes') : t('detail.optInNo'),
    });
  return (
    <Stack gap="5">
      <DataList.Root orientation="horizontal" size="sm">
        {items.map((item) => (
          <DataList.Item key={item.label}>
            <DataList.ItemLabel minW="8rem">{item.label}</DataList.ItemLabel>
            <DataList.ItemValue wordBreak="break-word">{item.value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <Address title={t('detail.delivery')} lines={addressLines(order, 'delivery')} />
        <Address title={t('detail.billing')} lines={addressLines(order, 'customer')} />
      </SimpleGrid>
      {order.notes ? (
        <Stack gap="1">
          <Heading as="h3" size="sm">
            {t('detail.notes')}
          </Heading>
          <Text whiteSpace="pre-line">{order.notes}</Text>
        </Stack>
      ) : null}
      <Stack gap="1">
        <Heading as="h3" size="sm">
          {t('detail.tracking')}
        </Heading>
        {order.tracking_number ? (
          <Text>
            {[order.tracking_courier_name, order.tracking_number].filter(Boolean).join(' · ')}
            {order.tracking_url && /^https?:\/\//.test(order.tracking_url) ? (
              <>
                {' '}
                <Link
                  href={order.tracking_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  color="brand.600"
                >
                  {t('detail.trackParcel')}
                </Link>
              </>
            ) : null}
          </Text>
        ) : (
          <Text color="fg.muted">{t('detail.noTracking')}</Text>
        )}
      </Stack>
    </Stack>
  );
}
