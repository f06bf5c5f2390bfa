import {
  Alert,
  Badge,
  Box,
  Button,
  HStack,
  Menu,
  Portal,
  Stack,
  Tabs,
  Text,
} from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  deletePageRowMutation,
  invalidatePage,
  runBulkActionAt,
  useApiClient,
  type BulkAction,
  type ListPage,
  type ListRow,
  type RowAction,
} from '@site-admin/api-client';
import {
  ConfirmDeleteModal,
  ConfirmModal,
  DataTable,
  formatCount,
  notify,
  ShellActionsContext,
  SwipeList,
  TablePagination,
  type DataTableColumn,
} from '@site-admin/ui';
import { useContext, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { usePageContext } from '../page-context';
import { useRememberedFlag } from '../preferences';
import { sameOriginPath } from '../same-origin';
import { useIsMobile } from '../use-is-mobile';
import { bulkActionPath, bulkIds } from './bulk-actions';
import { ListCell, resolveLink } from './cells';
import { ListHeader } from './list-header';
import {
  activeFilterCount,
  withFilters,
  withPage,
  withPerPage,
  withSearch,
  withSort,
} from './list-query';
import { rowId } from './row-path';
import { SearchBox } from './search-box';

type Pending =
  | { kind: 'delete'; row: ListRow; action: RowAction }
  | { kind: 'bulk'; action: BulkAction; rows: ListRow[] }
  | null;

/** The list index layout (spec 1 section 2, generic list page). */
export function ListIndex({ page }: { page: ListPage }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const shell = useContext(ShellActionsContext);
  const location = useLocation();
  const mobile = useIsMobile();
  const { pagePath, siteid, state, apply, open } = usePageContext();
  const { config, model, pagination } = page;
  const noun = config.noun;
  const readOnly = config.read_only === true;
  const [compact, setCompact] = useRememberedFlag('compact_rows', false);
  const [selecting, setSelecting] = useState(false);
  const [checked, setChecked] = useState<{ query: string; ids: Record<string, boolean> }>({
    query: location.search,
    ids: {},
  });
  // Loading a new query clears the checked rows.
  const selection = checked.query === location.search ? checked.ids : {};
  const setSelection = (ids: Record<string, boolean>) =>
    setChecked({ query: location.search, ids });
  const selectedRows = model.filter((row) => selection[rowId(row)] === true);
  const [pending, setPending] = useState<Pending>(null);
  const tableRef = useRef<HTMLDivElement>(null);
  const firstQuery = useRef(location.search);

  // A new query scrolls the table into view (not on the first load).
  useEffect(() => {
    if (firstQuery.current === location.search) return;
    firstQuery.current = location.search;
    tableRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [location.search]);

  const total = page.totals?.total.value ?? pagination.total;
  const limit = config.limit ?? -1;
  const limitReached = limit !== -1 && total >= limit;
  const sortColumn = state.sort_column ?? page.sorting?.column ?? config.defaultSortColumn;
  const sortDirection =
    state.sort_direction ?? page.sorting?.direction ?? config.defaultSortDirection;
  const columns = config.rows.columns.filter((column) => !(mobile && column.hideOnMobile));
  const rowActions = config.rows.actions ?? [];
  const bulkActions = readOnly ? [] : (config.bulk_actions ?? []);
  const pageid = page.route?.params['pageid'] ?? config.extra?.shop_config?.pageid;
  const filterCount = activeFilterCount(state);
  const hasFilters =
    Object.keys(config.filters ?? {}).length > 0 ||
    (config.rows.columns.some((c) => c.sortable) && mobile);

  const deleteRow = useMutation(deletePageRowMutation(client, queryClient));
  const bulk = useMutation({
    mutationFn: (variables: { url: string; count: number }) => runBulkActionAt(client, variables),
    onSettled: () => invalidatePage(queryClient, pagePath),
  });

  const nounFor = (count: number) => (count === 1 ? noun.singular : noun.plural);

  function runBulk(action: BulkAction, rows: ListRow[]) {
    const ids = bulkIds(action, rows);
    const count = ids.length;
    const url = bulkActionPath(action, ids, { siteid, pageid });
    if (action.target === 'window') {
      const target = sameOriginPath(url);
      if (target !== null && count > 0) window.open(target, '_blank', 'noopener');
      else notify({ type: 'error', title: t('datatable.bulk.empty') });
      return;
    }
    bulk.mutate(
      { url, count },
      {
        onSuccess: (result) => {
          setSelection({});
          setPending(null);
          const key =
            result.message === 'Deleted' ? 'datatable.bulk.deleted' : 'datatable.bulk.success';
          notify({ type: 'success', title: t(key, { count, noun: nounFor(count) }) });
        },
        onError: (error) => {
          setPending(null);
          if (error instanceof ApiError && error.message === 'empty') {
            notify({ type: 'error', title: t('datatable.bulk.empty') });
            return;
          }
          notify({
            type: 'error',
            title: t('datatable.bulk.error', { count, noun: nounFor(count) }),
            ...(error.message && error.message !== 'Unexpected bulk action reply'
              ? { description: error.message }
              : {}),
          });
        },
      },
    );
  }

  function startBulk(action: BulkAction) {
    if (selectedRows.length === 0) {
      notify({ type: 'error', title: t('datatable.bulk.empty') });
      return;
    }
    if (action.confirm) setPending({ kind: 'bulk', action, rows: selectedRows });
    else runBulk(action, selectedRows);
  }

  function confirmDelete(row: ListRow, action: RowAction) {
    const params = Object.fromEntries(
      Object.entries(action.params ?? {}).map(([key, value]) => [key, String(value)]),
    );
    const title = noun.singular;
    deleteRow.mutate(
      { path: pagePath, id: rowId(row), params },
      {
        onSuccess: () => {
          setPending(null);
          notify({ type: 'success', title: t('list.delete.success', { noun: noun.singular }) });
        },
        onError: () => {
          setPending(null);
          notify({ type: 'error', title: t('list.delete.failed', { title }) });
        },
      },
    );
  }

  function renderRowActions(row: ListRow) {
    if (rowActions.length === 0) return null;
    return (
      <HStack gap="1">
        {rowActions.map((action) => {
          const label = `${action.label} ${rowId(row)}`;
          if (action.type === 'delete') {
            return (
              <Button
                key={action.label}
                size="xs"
                variant="ghost"
                colorPalette="red"
                aria-label={label}
                disabled={readOnly}
                onClick={() => setPending({ kind: 'delete', row, action })}
              >
                {action.label}
              </Button>
            );
          }
          if (action.type === 'ajax') {
            return (
              <Button
                key={action.label}
                size="xs"
                variant="ghost"
                aria-label={label}
                onClick={() => {
                  const url = sameOriginPath(resolveLink(action.path ?? '', row, pagePath));
                  if (url !== null) shell?.navigate(url);
                }}
              >
                {action.label}
              </Button>
            );
          }
          return (
            <Button key={action.label} size="xs" variant="ghost" asChild aria-label={label}>
              <RouterLink
                to={`${resolveLink(action.path ?? ':id/edit', row, pagePath)}${location.search}`}
              >
                {action.label}
              </RouterLink>
            </Button>
          );
        })}
      </HStack>
    );
  }

  const tableColumns: DataTableColumn<ListRow>[] = columns.map((column) => ({
    id: column.key,
    header: column.label,
    sortable: column.sortable ?? false,
    cell: (row) => (
      <ListCell
        value={row[column.key]}
        row={row}
        column={column}
        page={page}
        pagePath={pagePath}
        search={location.search}
      />
    ),
  }));

  const emptyText =
    filterCount > 0 ||
    (state.filter !== undefined &&
      state.filter !== config.predefined_filters?.find((f) => f.default)?.key)
      ? t('list.emptyFiltered', { noun: noun.plural })
      : state.search
        ? t('list.emptySearched', { noun: noun.plural, search: state.search })
        : t('list.emptyPlain', { noun: noun.plural });

  const tabs = config.predefined_filters ?? [];
  const activeTab = state.filter ?? tabs.find((tab) => tab.default)?.key ?? tabs[0]?.key;
  const exportable = config.exportable === true && !readOnly && !mobile;

  return (
    <Stack gap="3">
      <ListHeader
        config={{
          ...config,
          // The export sub-route exists only when exportable, and not on mobile or tablet.
          actions: (config.actions ?? []).filter(
            (action) => action.path !== 'export' || exportable,
          ),
        }}
        siteid={siteid}
        pagePath={pagePath}
        search={location.search}
        limitReached={limitReached}
        onOpen={open}
      />

      {limitReached ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title flex="1">{t('list.limitReached', { limit, noun: noun.plural })}</Alert.Title>
          <Button size="sm" colorPalette="orange" onClick={() => shell?.openSubscription()}>
            {t('list.upgrade')}
          </Button>
        </Alert.Root>
      ) : null}

      {tabs.length > 0 ? (
        <Tabs.Root
          value={activeTab ?? null}
          variant="line"
          onValueChange={({ value }) => {
            const tab = tabs.find((item) => item.key === value);
            if (!tab) return;
            if (tab.link) {
              const target = sameOriginPath(tab.link);
              if (target !== null) shell?.navigate(target);
              return;
            }
            apply((current) => withFilters(current, tab.filters ?? {}, undefined, tab.key));
          }}
        >
          <Tabs.List aria-label={t('list.tabs')} overflowX="auto">
            {tabs.map((tab) => (
              <Tabs.Trigger key={tab.key} value={tab.key} flexShrink={0}>
                {tab.name}
                {tab.result_count !== null && tab.result_count !== undefined ? (
                  <Badge size="sm" ms="1" data-testid="tab-count">
                    {formatCount(tab.result_count)}
                  </Badge>
                ) : null}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </Tabs.Root>
      ) : null}

      <HStack gap="2" wrap="wrap">
        {config.searchable ? (
          <SearchBox
            value={state.search ?? ''}
            label={t('list.search')}
            placeholder={t('list.searchPlaceholder', { noun: noun.plural })}
            onSearch={(term) => apply((current) => withSearch(current, term))}
          />
        ) : null}
        {hasFilters ? (
          <Button size="sm" variant="outline" onClick={() => open('filters')}>
            {filterCount > 0 ? t('list.filtersActive', { count: filterCount }) : t('list.filters')}
          </Button>
        ) : null}
        <Menu.Root>
          <Menu.Trigger asChild>
            <Button size="sm" variant="outline">
              {t('list.rowOptions')}
            </Button>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                <Menu.CheckboxItem
                  value="compact"
                  checked={compact}
                  onCheckedChange={(value) => setCompact(value)}
                >
                  {t('list.compactRows')}
                  <Menu.ItemIndicator />
                </Menu.CheckboxItem>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>

        {mobile && bulkActions.length > 0 ? (
          <Button
            size="sm"
            variant={selecting ? 'solid' : 'outline'}
            aria-pressed={selecting}
            onClick={() => {
              setSelecting(!selecting);
              setSelection({});
            }}
          >
            {selecting ? t('datatable.bulk.done') : t('datatable.bulk.toggle')}
          </Button>
        ) : null}
      </HStack>

      {bulkActions.length > 0 && selectedRows.length > 0 ? (
        <HStack
          role="toolbar"
          aria-label={t('datatable.bulk.label')}
          gap="2"
          wrap="wrap"
          p="2"
          bg="blue.50"
          borderRadius="md"
        >
          <Text fontSize="sm" fontWeight="semibold">
            {t('datatable.bulk.selected', { count: selectedRows.length })}
          </Text>
          {bulkActions.map((action) => (
            <Button
              key={action.value}
              size="xs"
              variant="outline"
              loading={bulk.isPending}
              onClick={() => startBulk(action)}
            >
              {action.label}
            </Button>
          ))}
        </HStack>
      ) : null}

      <Box ref={tableRef} position="relative" scrollMarginTop="4">
        {config.example_data ? (
          <Alert.Root status="info" mb="2" data-testid="example-data">
            <Alert.Indicator />
            <Alert.Title>{t('list.exampleData', { noun: noun.plural })}</Alert.Title>
          </Alert.Root>
        ) : null}
        {model.length === 0 ? (
          <Stack align="center" py="12" bg="bg" borderWidth="1px" borderRadius="md" gap="3">
            <Text color="fg.muted">{emptyText}</Text>
            {filterCount > 0 ? (
              <Button
                size="sm"
                variant="outline"
                onClick={() => apply((current) => withFilters(current, {}))}
              >
                {t('list.clearFilters')}
              </Button>
            ) : null}
          </Stack>
        ) : mobile ? (
          <SwipeList
            label={config.title}
            rows={model}
            getRowId={rowId}
            compact={compact}
            selecting={selecting && bulkActions.length > 0}
            selection={selection}
            onSelectionChange={setSelection}
            rowActions={rowActions.length > 0 ? renderRowActions : undefined}
            renderRow={(row) => (
              <Stack gap="1">
                {columns.map((column) => (
                  <HStack
                    key={column.key}
                    justify="space-between"
                    align="flex-start"
                    gap="2"
                    fontSize="sm"
                  >
                    <Text color="fg.muted" flexShrink={0} maxW="40%">
                      {column.label}
                    </Text>
                    <Box textAlign="end" minW="0" overflowWrap="anywhere">
                      <ListCell
                        value={row[column.key]}
                        row={row}
                        column={column}
                        page={page}
                        pagePath={pagePath}
                        search={location.search}
                      />
                    </Box>
                  </HStack>
                ))}
              </Stack>
            )}
          />
        ) : (
          <Box opacity={config.example_data ? 0.6 : 1}>
            <DataTable
              label={config.title}
              rows={model}
              columns={tableColumns}
              getRowId={rowId}
              selectable={bulkActions.length > 0}
              selection={selection}
              onSelectionChange={setSelection}
              sort={
                sortColumn && sortDirection
                  ? { column: sortColumn, direction: sortDirection }
                  : null
              }
              onSort={(column) =>
                apply((current) =>
                  withSort(current, column, {
                    column: current.sort_column ?? sortColumn,
                    direction: current.sort_direction ?? sortDirection,
                  }),
                )
              }
              compact={compact}
              rowActions={rowActions.length > 0 ? renderRowActions : undefined}
              rowClassName={(row) =>
                typeof row['row_class_modifier'] === 'string'
                  ? `row--${row['row_class_modifier']}`
                  : undefined
              }
            />
          </Box>
        )}
      </Box>

      {pagination.total > 0 ? (
        <TablePagination
          page={pagination.current_page}
          lastPage={pagination.last_page}
          perPage={state.per_page ?? pagination.per_page}
          total={pagination.total}
          from={pagination.from}
          to={pagination.to}
          range={mobile ? 1 : 2}
          onPageChange={(next) => apply((current) => withPage(current, next))}
          onPerPageChange={(size) => apply((current) => withPerPage(current, size))}
        />
      ) : null}

      {pending?.kind === 'delete' ? (
        <ConfirmDeleteModal
          noun={noun.singular}
          busy={deleteRow.isPending}
          onConfirm={() => confirmDelete(pending.row, pending.action)}
          onCancel={() => setPending(null)}
        />
      ) : null}
      {pending?.kind === 'bulk' && pending.action.confirm ? (
        <ConfirmModal
          title={pending.action.confirm.title}
          body={pending.action.confirm.text}
          confirmLabel={pending.action.confirm.button ?? pending.action.label}
          danger={pending.action.value === 'delete'}
          busy={bulk.isPending}
          onConfirm={() => runBulk(pending.action, pending.rows)}
          onCancel={() => setPending(null)}
        />
      ) : null}
    </Stack>
  );
}
