import { Alert, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { ListColumn, ListPage, ListRow } from '@site-admin/api-client';
import {
  DataTable,
  SwipeList,
  type DataTableColumn,
  type RowSelection,
  type RowSelectionChange,
} from '@site-admin/ui';
import { useMemo, type ReactNode } from 'react';
import { usePageEngineTexts } from '../i18n/use-page-engine-texts';
import { usePageContext } from '../page-context';
import { ListCell, type CellTexts } from './cells';
import { activeFilterCount, withFilters, withSort } from './list-query';
import { rowId } from './row-path';
import { useLatestHost } from './use-latest';

const rowClassName = (row: ListRow) =>
  typeof row['row_class_modifier'] === 'string' ? `row--${row['row_class_modifier']}` : undefined;

interface ListBodyProps {
  page: ListPage;
  /** The columns shown; the same array while they stay the same, so rows can skip re-rendering. */
  columns: ListColumn[];
  mobile: boolean;
  compact: boolean;
  selectable: boolean;
  selection: RowSelection;
  onSelectionChange: (change: RowSelectionChange) => void;
  /** A row's actions; the same function while they stay the same. */
  rowActions: ((row: ListRow) => ReactNode) | undefined;
  /** Opens a row (its first link action), for a tap on its card on a phone or tablet. */
  onOpenRow?: ((row: ListRow) => void) | undefined;
  /** The row the keyboard points at (`j` / `k`). */
  currentRowId?: string | null;
}

/** The rows: a table on desktop, a swipeable list on mobile and tablet, or the empty text. */
export function ListBody(props: ListBodyProps) {
  const { t } = usePageEngineTexts();
  const { page, columns, mobile, compact, selectable, selection, onSelectionChange, rowActions } =
    props;
  const currentRowId = props.currentRowId ?? null;
  const context = usePageContext();
  const { pagePath, state, apply, host } = context;
  const { config, model } = page;
  const noun = config.noun;
  const filterCount = activeFilterCount(state);
  const cellHost = useLatestHost(host);
  const texts = useMemo<CellTexts>(
    () => ({
      empty: t('list.cellEmpty'),
      loading: t('list.cellLoading'),
      today: t('list.cellToday'),
    }),
    [t],
  );
  // One function per column while the columns, the page and its host stay the same: a new query
  // draws the rows it had again under the loading bar, and they skip re-rendering.
  const tableColumns = useMemo<DataTableColumn<ListRow>[]>(
    () =>
      columns.map((column) => ({
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
            host={cellHost}
            texts={texts}
          />
        ),
      })),
    [columns, page, pagePath, cellHost, texts],
  );

  if (model.length === 0) {
    const filtered =
      filterCount > 0 ||
      (state.filter !== undefined &&
        state.filter !== config.predefined_filters?.find((f) => f.default)?.key);
    return (
      <Stack align="center" py="12" bg="bg" borderWidth="1px" borderRadius="md" gap="3">
        <Text color="fg.muted">
          {filtered
            ? t('list.emptyFiltered', { noun: noun.plural })
            : state.search
              ? t('list.emptySearched', { noun: noun.plural, search: state.search })
              : t('list.emptyPlain', { noun: noun.plural })}
        </Text>
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
    );
  }

  // Example rows are drawn faded, under the example-data notice, on a phone as on a desktop.
  const opacity = config.example_data ? 0.6 : 1;
  if (mobile) {
    return (
      <Box opacity={opacity}>
        <SwipeList
          label={config.title}
          rows={model}
          getRowId={rowId}
          compact={compact}
          selecting={selectable}
          selection={selection}
          onSelectionChange={onSelectionChange}
          rowActions={rowActions}
          currentRowId={currentRowId}
          {...(props.onOpenRow ? { onOpen: props.onOpenRow } : {})}
          renderRow={(row) => (
            <Stack gap="1">
              {columns.map((column, index) => (
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
                    {tableColumns[index]?.cell(row)}
                  </Box>
                </HStack>
              ))}
            </Stack>
          )}
        />
      </Box>
    );
  }

  const sortColumn = state.sort_column ?? page.sorting?.column ?? config.defaultSortColumn;
  const sortDirection =
    state.sort_direction ?? page.sorting?.direction ?? config.defaultSortDirection;
  return (
    <Box opacity={opacity}>
      <DataTable
        label={config.title}
        rows={model}
        columns={tableColumns}
        getRowId={rowId}
        selectable={selectable}
        selection={selection}
        onSelectionChange={onSelectionChange}
        sort={sortColumn && sortDirection ? { column: sortColumn, direction: sortDirection } : null}
        onSort={(column) =>
          apply((current) =>
            withSort(current, column, {
              column: current.sort_column ?? sortColumn,
              direction: current.sort_direction ?? sortDirection,
            }),
          )
        }
        compact={compact}
        rowActions={rowActions}
        currentRowId={currentRowId}
        rowClassName={rowClassName}
      />
    </Box>
  );
}

/** The example-data notice over a list that shows example rows. */
export function ExampleDataNotice({ noun }: { noun: string }) {
  const { t } = usePageEngineTexts();
  return (
    <Alert.Root status="info" mb="2" data-testid="example-data">
      <Alert.Indicator />
      <Alert.Title>{t('list.exampleData', { noun })}</Alert.Title>
    </Alert.Root>
  );
}
