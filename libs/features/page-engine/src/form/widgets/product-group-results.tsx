import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Thumbnail } from '@site-admin/ui';
import { useQuery } from '@tanstack/react-query';
import {
  IMAGE_THUMBNAIL_SIZE,
  productGroupNextPage,
  productGroupSearchQuery,
  useApiClient,
  type ProductGroupItem,
  type ProductGroupItemType,
  type ProductGroupSearchPage,
  type ProductGroupSearchRequest,
  type ProductGroupSearchResponse,
} from '@site-admin/api-client';
import { useState } from 'react';
import { usePageEngineTexts } from '../../i18n/use-page-engine-texts';
import { TYPES, listOf, type ProductGroupValue } from './product-group-value';

/** A product or category: its 32 px thumbnail, its title and an action (add or remove). */
export function ItemRow({
  item,
  action,
  actionLabel,
  onAction,
  listItem = false,
}: {
  item: ProductGroupItem;
  action: string;
  actionLabel: string;
  onAction: (() => void) | null;
  listItem?: boolean;
}) {
  const size = IMAGE_THUMBNAIL_SIZE.list;
  return (
    <HStack gap="2" role={listItem ? 'listitem' : undefined}>
      <Thumbnail src={item.thumbnail_url} size={size} />
      <Text flex="1" truncate>
        {item.title}
      </Text>
      {onAction ? (
        <Button size="xs" variant="outline" aria-label={actionLabel} onClick={onAction}>
          {action}
        </Button>
      ) : null}
    </HStack>
  );
}

export interface ResultsProps {
  siteid: number;
  body: ProductGroupSearchRequest;
  chosen: ProductGroupValue;
  onAdd: (item: ProductGroupItem) => void;
}

/** Items of one type on one page, without those already chosen, and "More" on the last page. */
function TypePage({
  type,
  reply,
  chosen,
  onAdd,
  onMore,
}: Omit<ResultsProps, 'siteid' | 'body'> & {
  type: ProductGroupItemType;
  reply: ProductGroupSearchResponse;
  onMore: ((page: ProductGroupSearchPage) => void) | null;
}) {
  const { t } = usePageEngineTexts();
  const taken = new Set(chosen[listOf(type)].map((item) => item.ID));
  const items = (reply.model[type] ?? []).filter((item) => !taken.has(item.ID));
  const next = onMore ? productGroupNextPage(reply.pagination[type]?.next_page_url ?? null) : null;
  return (
    <>
      {items.map((item) => (
        <ItemRow
          key={item.ID}
          item={item}
          action={t('form.productGroup.add')}
          actionLabel={t('form.productGroup.addItem', { title: item.title })}
          onAction={() => onAdd(item)}
        />
      ))}
      {next && onMore ? (
        <Button
          size="xs"
          variant="ghost"
          alignSelf="flex-start"
          aria-label={t(`form.productGroup.more.${type}`)}
          onClick={() => onMore(next)}
        >
          {t('form.productGroup.more.label')}
        </Button>
      ) : null}
    </>
  );
}

/** A next page of one type: a POST to that type's next_page_url with the same body. */
function MorePage(
  props: ResultsProps & {
    type: ProductGroupItemType;
    page: ProductGroupSearchPage;
    onMore: ((page: ProductGroupSearchPage) => void) | null;
  },
) {
  const { t } = usePageEngineTexts();
  const client = useApiClient();
  const { data, isPending } = useQuery(
    productGroupSearchQuery(client, props.siteid, props.body, props.page),
  );
  if (isPending) return <Text role="status">{t('form.loading')}</Text>;
  return data ? <TypePage {...props} reply={data} /> : null;
}

function TypeResults(
  props: ResultsProps & { type: ProductGroupItemType; first: ProductGroupSearchResponse },
) {
  const { t } = usePageEngineTexts();
  const { type, first, ...rest } = props;
  const [pages, setPages] = useState<ProductGroupSearchPage[]>([]);
  const more = (page: ProductGroupSearchPage) => setPages((shown) => [...shown, page]);
  if ((first.model[type] ?? []).length === 0) return null;
  return (
    <Stack gap="1" role="group" aria-label={t(`form.productGroup.results.${type}`)}>
      <Text fontSize="sm" fontWeight="semibold">
        {t(`form.productGroup.results.${type}`)}
      </Text>
      <TypePage {...rest} type={type} reply={first} onMore={pages.length === 0 ? more : null} />
      {pages.map((page, index) => (
        <MorePage
          key={index}
          {...rest}
          type={type}
          page={page}
          onMore={index === pages.length - 1 ? more : null}
        />
      ))}
    </Stack>
  );
}

export function SearchResults(props: ResultsProps) {
  const { t } = usePageEngineTexts();
  const client = useApiClient();
  const { data, isPending, isError } = useQuery(
    productGroupSearchQuery(client, props.siteid, props.body),
  );
  if (isPending) return <Text role="status">{t('form.loading')}</Text>;
  if (isError) return <Text color="fg.error">{t('form.picker.failed')}</Text>;
  if (TYPES.every((type) => (data.model[type] ?? []).length === 0)) {
    return <Text role="status">{t('form.noResults')}</Text>;
  }
  return (
    <Stack gap="3">
      {TYPES.map((type) => (
        <TypeResults key={type} {...props} type={type} first={data} />
      ))}
    </Stack>
  );
}
