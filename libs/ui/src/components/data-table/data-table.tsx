import { Box, Checkbox, Table } from '@chakra-ui/react';
import { checkboxSlotRecipe } from '../../theme/field-recipes';
import { tableSlotRecipe } from '../../theme/lazy-recipes';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { memo, useCallback, useMemo } from 'react';
import { useTexts } from '../../i18n/use-texts';
import { dataTableTexts } from './data-table-texts';
import type { TFunction } from 'i18next';
import { currentRowProps } from './current-row';
import type { RowSelection, RowSelectionChange } from './row-selection';

export type DataTableSortDirection = 'asc' | 'desc';

export interface DataTableSort {
  column: string;
  direction: DataTableSortDirection;
}

/** A column of the data table: its key, header, cell and whether it sorts. */
export interface DataTableColumn<TRow> {
  id: string;
  header: string;
  sortable?: boolean;
  cell: (row: TRow) => React.ReactNode;
}

export interface DataTableProps<TRow> {
  /** The table's accessible name. */
  label: string;
  rows: TRow[];
  /**
   * The columns; keep the same array (and `rowActions`) between renders unless a cell must draw
   * differently: a row renders again only when its data, its check or these change.
   */
  columns: DataTableColumn<TRow>[];
  getRowId: (row: TRow) => string;
  /** Checkbox column; off for read-only lists. */
  selectable?: boolean;
  selection?: RowSelection;
  onSelectionChange?: (change: RowSelectionChange) => void;
  sort?: DataTableSort | null;
  /** Called with the column to sort by; the caller decides the direction. */
  onSort?: (column: string) => void;
  compact?: boolean;
  /** The last column: per-row actions (action column width 30). */
  rowActions?: (row: TRow) => React.ReactNode;
  rowClassName?: (row: TRow) => string | undefined;
  /** The row keyboard shortcuts point at (`j` / `k`): marked and focusable. */
  currentRowId?: string | null;
}

/**
 * The data table (TanStack Table): checkboxes, sortable headers, compact rows. Sorting and paging
 * are the server's: the table shows the page it is given and reports the user's choices.
 */
export function DataTable<TRow>({
  label,
  rows,
  columns,
  getRowId,
  selectable = false,
  selection = {},
  onSelectionChange,
  sort = null,
  onSort,
  compact = false,
  rowActions,
  rowClassName,
  currentRowId = null,
}: DataTableProps<TRow>) {
  const { t } = useTexts('translation', dataTableTexts);
  const columnDefs = useMemo<ColumnDef<TRow>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        header: column.header,
        enableSorting: column.sortable ?? false,
      })),
    [columns],
  );
  // TanStack Table hands back functions that React Compiler must not memoise.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns: columnDefs,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableRowSelection: selectable,
    state: { rowSelection: selection },
    onRowSelectionChange: (updater) =>
      onSelectionChange?.(typeof updater === 'function' ? updater : () => updater),
  });
  // The table instance stays the same across renders and reads its latest options, so the rows'
  // checkbox handler can stay the same too (and the rows skip re-rendering).
  const toggleRow = useCallback(
    (id: string, checked: boolean) => table.getRow(id).toggleSelected(checked),
    [table],
  );
  const sortable = new Set(columns.filter((column) => column.sortable).map((column) => column.id));
  const allChecked = table.getIsAllRowsSelected();
  const someChecked = table.getIsSomeRowsSelected();

  return (
    // Positioned, so the Actions header's visually hidden label is placed (and clipped) inside the
    // scrolling frame: placed outside, it widened the whole page when the table scrolls.
    <Box position="relative" overflowX="auto" borderWidth="1px" borderRadius="md" bg="bg">
      <Table.Root
        recipe={tableSlotRecipe}
        size={compact ? 'sm' : 'md'}
        aria-label={label}
        data-compact={compact}
      >
        <Table.Header>
          {table.getHeaderGroups().map((group) => (
            <Table.Row key={group.id}>
              {selectable ? (
                <Table.ColumnHeader width="10">
                  <Checkbox.Root
                    recipe={checkboxSlotRecipe}
                    size="sm"
                    checked={allChecked ? true : someChecked ? 'indeterminate' : false}
                    onCheckedChange={({ checked }) => table.toggleAllRowsSelected(checked === true)}
                    aria-label={t('datatable.selectAll')}
                  >
                    <Checkbox.HiddenInput aria-label={t('datatable.selectAll')} />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </Table.ColumnHeader>
              ) : null}
              {group.headers.map((header) => {
                const id = header.column.id;
                const sorted = sort?.column === id ? sort.direction : null;
                const title = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <Table.ColumnHeader
                    key={header.id}
                    aria-sort={
                      sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                    }
                  >
                    {sortable.has(id) && onSort ? (
                      <Box
                        as="button"
                        display="inline-flex"
                        gap="1"
                        fontWeight="semibold"
                        cursor="pointer"
                        onClick={() => onSort(id)}
                        aria-label={t('datatable.sortBy', {
                          column: header.column.columnDef.header,
                        })}
                      >
                        {title}
                        <span aria-hidden="true">
                          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                        </span>
                      </Box>
                    ) : (
                      title
                    )}
                  </Table.ColumnHeader>
                );
              })}
              {rowActions ? (
                <Table.ColumnHeader width="30px">
                  <Box as="span" srOnly>
                    {t('datatable.actions')}
                  </Box>
                </Table.ColumnHeader>
              ) : null}
            </Table.Row>
          ))}
        </Table.Header>
        <Table.Body>
          {table.getRowModel().rows.map((row) => (
            <DataTableRow
              key={row.id}
              id={row.id}
              row={row.original}
              columns={columns}
              selectable={selectable}
              selected={row.getIsSelected()}
              current={row.id === currentRowId}
              className={rowClassName?.(row.original)}
              rowActions={rowActions}
              onToggle={toggleRow}
              t={t}
            />
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

interface DataTableRowProps<TRow> {
  id: string;
  row: TRow;
  columns: DataTableColumn<TRow>[];
  selectable: boolean;
  selected: boolean;
  current: boolean;
  className: string | undefined;
  rowActions: ((row: TRow) => React.ReactNode) | undefined;
  onToggle: (id: string, checked: boolean) => void;
  t: TFunction;
}

/**
 * One row. It renders again only when its data, its check, its mark or the columns change: a
 * page change or a sort first draws the list again with the rows it had (under the loading bar),
 * and those rows must not all render again before the new ones arrive. Cells are drawn by calling
 * each column's `cell`, not through flexRender: flexRender would take the per-render function for
 * a component type and remount every cell (losing its state, e.g. an open dialog).
 */
const DataTableRow = memo(function DataTableRow<TRow>({
  id,
  row,
  columns,
  selectable,
  selected,
  current,
  className,
  rowActions,
  onToggle,
  t,
}: DataTableRowProps<TRow>) {
  return (
    <Table.Row
      className={className}
      data-selected={selected || undefined}
      {...(current ? currentRowProps : {})}
    >
      {selectable ? (
        <Table.Cell>
          <Checkbox.Root
            recipe={checkboxSlotRecipe}
            size="sm"
            checked={selected}
            onCheckedChange={({ checked }) => onToggle(id, checked === true)}
          >
            <Checkbox.HiddenInput aria-label={t('datatable.selectRow', { id })} />
            <Checkbox.Control />
          </Checkbox.Root>
        </Table.Cell>
      ) : null}
      {columns.map((column) => (
        <Table.Cell key={column.id}>{column.cell(row)}</Table.Cell>
      ))}
      {rowActions ? <Table.Cell whiteSpace="nowrap">{rowActions(row)}</Table.Cell> : null}
    </Table.Row>
  );
}) as <TRow>(props: DataTableRowProps<TRow>) => React.ReactElement;
