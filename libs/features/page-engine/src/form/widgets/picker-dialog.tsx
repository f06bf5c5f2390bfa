import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import {
  endpointQuery,
  useApiClient,
  type FileOption,
  type Image,
  type PickerQuery,
} from '@site-admin/api-client';
import { ModalFrame, inputRecipe } from '@site-admin/ui';
import { useState, type ReactNode } from 'react';
import { usePageEngineTexts } from '../../i18n/use-page-engine-texts';
import { SEARCH_DEBOUNCE_MS, useDebounced } from './use-debounced';

export type PickerKind = 'images' | 'files';
export type PickerItem = Image | FileOption;

interface ItemProps {
  multiple: boolean;
  isPicked: (item: PickerItem) => boolean;
  onPick: (item: PickerItem) => void;
  renderItem: (item: PickerItem) => ReactNode;
}

export interface PickerDialogProps extends ItemProps {
  /** The field's id: the dialog's own inputs are named after it. */
  id: string;
  kind: PickerKind;
  /** The field's endpoint: `GET {endpoint}` lists the library a page at a time. */
  endpoint: string;
  title: string;
  open: boolean;
  onClose: () => void;
}

/** The query of the page a `next_page_url` names (its page and page size), or null. */
export function nextPickerQuery(
  nextPageUrl: string | null,
  current: PickerQuery,
): PickerQuery | null {
  if (nextPageUrl === null) return null;
  const url = new URL(nextPageUrl, window.location.origin);
  const page = Number(url.searchParams.get('page'));
  const perPage = Number(url.searchParams.get('per_page'));
  if (!Number.isInteger(page) || page < 1) return null;
  return {
    ...current,
    page,
    ...(Number.isInteger(perPage) && perPage > 0 ? { per_page: perPage } : {}),
  };
}

function PickerPage({
  kind,
  endpoint,
  query,
  last,
  onMore,
  ...item
}: ItemProps & {
  kind: PickerKind;
  endpoint: string;
  query: PickerQuery;
  last: boolean;
  onMore: (next: PickerQuery) => void;
}) {
  const { t } = usePageEngineTexts();
  const client = useApiClient();
  const result = useQuery(endpointQuery(client, kind, endpoint, query));
  if (result.isPending) {
    return <Text role="status">{t('form.loading')}</Text>;
  }
  if (result.isError) return <Text color="fg.error">{t('form.picker.failed')}</Text>;
  const { model, pagination } = result.data;
  if (model.length === 0 && query.page === undefined) {
    return <Text role="status">{t('form.noResults')}</Text>;
  }
  const next = last ? nextPickerQuery(pagination.next_page_url, query) : null;
  return (
    <>
      {model.map((entry: PickerItem) => (
        <Button
          key={String(entry.ID)}
          variant={item.isPicked(entry) ? 'subtle' : 'ghost'}
          justifyContent="flex-start"
          h="auto"
          py="1"
          aria-pressed={item.multiple ? item.isPicked(entry) : undefined}
          onClick={() => item.onPick(entry)}
        >
          {item.renderItem(entry)}
        </Button>
      ))}
      {next ? (
        <Button variant="outline" size="sm" alignSelf="center" onClick={() => onMore(next)}>
          {t('form.picker.loadMore')}
        </Button>
      ) : null}
    </>
  );
}

/** The pages shown so far for one search; "Load more" adds the next. */
function PickerPages(props: ItemProps & { kind: PickerKind; endpoint: string; search: string }) {
  const { search, ...rest } = props;
  const [pages, setPages] = useState<PickerQuery[]>([search === '' ? {} : { search }]);
  return (
    <Stack gap="1">
      {pages.map((query, index) => (
        <PickerPage
          key={index}
          {...rest}
          query={query}
          last={index === pages.length - 1}
          onMore={(next) => setPages((shown) => [...shown, next])}
        />
      ))}
    </Stack>
  );
}

/** A dialog listing the field's library (searchable, a page at a time) to pick from. */
export function PickerDialog({ id, title, open, onClose, ...list }: PickerDialogProps) {
  const { t } = usePageEngineTexts();
  const [search, setSearch] = useState('');
  const settled = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  return (
    <ModalFrame
      open={open}
      title={title}
      scrollBehavior="inside"
      onClose={onClose}
      footer={
        list.multiple ? (
          <HStack>
            <Button onClick={onClose}>{t('form.picker.done')}</Button>
          </HStack>
        ) : null
      }
    >
      <Stack gap="3">
        <Input
          recipe={inputRecipe}
          id={`${id}__search`}
          type="search"
          size="sm"
          aria-label={t('form.search')}
          placeholder={t('form.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <PickerPages key={settled} {...list} search={settled} />
      </Stack>
    </ModalFrame>
  );
}
