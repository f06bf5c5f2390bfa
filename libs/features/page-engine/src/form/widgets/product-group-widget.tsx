import { Input, Stack, Text } from '@chakra-ui/react';
import { inputRecipe } from '@site-admin/ui';
import { useQuery } from '@tanstack/react-query';
import type { WidgetProps } from '@rjsf/utils';
import {
  PRODUCT_GROUP_SEARCH_DEBOUNCE_MS,
  productGroupQuery,
  useApiClient,
  type ProductGroupItem,
  type ProductGroupItemType,
  type ProductGroupSearchRequest,
} from '@site-admin/api-client';
import { useEffect, useRef, useState } from 'react';
import { usePageEngineTexts } from '../../i18n/use-page-engine-texts';
import { useParams } from 'react-router';
import { fieldOf } from './field-definition';
import { ItemRow, SearchResults } from './product-group-results';
import { isGroupValue, listOf, searchBody, type ProductGroupValue } from './product-group-value';

/** The site the field belongs to: the route's, else the first segment of the field's endpoint. */
function useSiteId(endpoint: string | undefined): number {
  const { siteid } = useParams();
  const fromEndpoint = /^\/(\d+)\//.exec(endpoint ?? '')?.[1];
  return Number(siteid ?? fromEndpoint ?? 0);
}

/**
 * The products and categories of a product group. The value starts as the group's id (loaded with
 * `GET /{siteid}/shop/productgroup/{id}`) and becomes a `ProductGroupValue` once edited. A search
 * (debounced 500 ms) leaves out what is chosen; each type pages on with "More".
 */
export function ProductGroupWidget(props: WidgetProps) {
  const { t } = usePageEngineTexts();
  const { id, value, options: ui, disabled, readonly } = props;
  const field = fieldOf(ui);
  const siteid = useSiteId(field.endpoint);
  const client = useApiClient();
  const groupId = typeof value === 'number' && value > 0 ? value : null;
  const group = useQuery({
    ...productGroupQuery(client, siteid, groupId ?? 0),
    enabled: groupId !== null && siteid > 0,
  });
  const chosen: ProductGroupValue = isGroupValue(value)
    ? value
    : {
        id: groupId,
        products: group.data?.products ?? [],
        categories: group.data?.categories ?? [],
      };
  const locked = disabled || readonly;

  const [text, setText] = useState('');
  const [body, setBody] = useState<ProductGroupSearchRequest | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const search = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const query = next.trim();
      setBody(query === '' ? null : searchBody(query, chosen));
    }, PRODUCT_GROUP_SEARCH_DEBOUNCE_MS);
  };
  const change = (type: ProductGroupItemType, items: ProductGroupItem[]) =>
    props.onChange({ ...chosen, [listOf(type)]: items });
  const items = [...chosen.products, ...chosen.categories];

  return (
    <Stack gap="3" w="full">
      {groupId !== null && group.isPending ? (
        <Text role="status">{t('form.loading')}</Text>
      ) : (
        <Stack gap="1" role="list" aria-label={t('form.productGroup.chosen')}>
          {items.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              {t('form.productGroup.empty')}
            </Text>
          ) : null}
          {items.map((item) => (
            <ItemRow
              key={`${item.type}-${item.ID}`}
              listItem
              item={item}
              action={t('form.remove')}
              actionLabel={t('form.productGroup.removeItem', { title: item.title })}
              onAction={
                locked
                  ? null
                  : () =>
                      change(
                        item.type,
                        chosen[listOf(item.type)].filter((other) => other.ID !== item.ID),
                      )
              }
            />
          ))}
        </Stack>
      )}
      <Input
        recipe={inputRecipe}
        id={id}
        name={props.htmlName ?? id}
        type="search"
        placeholder={t('form.productGroup.search')}
        value={text}
        disabled={disabled}
        readOnly={readonly}
        onChange={(event) => search(event.target.value)}
        onBlur={() => props.onBlur(id, value)}
      />
      {body && !locked ? (
        <SearchResults
          key={JSON.stringify(body)}
          siteid={siteid}
          body={body}
          chosen={chosen}
          onAdd={(item) => change(item.type, [...chosen[listOf(item.type)], item])}
        />
      ) : null}
    </Stack>
  );
}
