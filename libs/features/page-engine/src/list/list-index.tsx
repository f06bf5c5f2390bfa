import { Alert, Box, Button, Stack } from '@chakra-ui/react';
import type { ListPage } from '@site-admin/api-client';
import {
  ModalBoundary,
  TablePagination,
  usePreloadWhenIdle,
  useRememberedFlag,
} from '@site-admin/ui';
import { lazy, useCallback, useEffect, useId, useMemo, useRef } from 'react';
import type { ListRow } from '@site-admin/api-client';
import { usePageEngineTexts } from '../i18n/use-page-engine-texts';
import { useLocation, useNavigate } from 'react-router';
import { usePageContext } from '../page-context';
import { useIsBelowWidescreen, useIsMobile } from '../use-is-mobile';
import { BulkToolbar } from './bulk-toolbar';
import { ExampleDataNotice, ListBody } from './list-body';
import { ListHeader } from './list-header';
import { withPage, withPerPage } from './list-query';
import { ListToolbar, loadRowOptions } from './list-toolbar';
import { RowActions } from './row-actions';
import { rowId, rowLabels } from './row-path';
import { useListActions } from './use-list-actions';
import { useListSelection } from './use-list-selection';
import { rowOpenPath, rowsOpen, useListShortcuts } from './use-list-shortcuts';
import { useLatestCallback } from './use-latest';

// The questions a row or bulk action asks (delete, confirm) load after the list has drawn: the
// dialog machine and its focus trap are not part of a list's first paint.
const loadListDialogs = () => import('./list-dialogs');
const ListDialogs = lazy(() => loadListDialogs().then((m) => ({ default: m.ListDialogs })));

/** The list index layout (spec 1 section 2, generic list page). */
export function ListIndex({ page }: { page: ListPage }) {
  const { t } = usePageEngineTexts();
  const location = useLocation();
  const mobile = useIsMobile();
  const { pagePath, siteid, state, defaults, placeholder, apply, open, host, unfilteredTotal } =
    usePageContext();
  const { config, model, pagination } = page;
  const readOnly = config.read_only === true;
  const [compact, setCompact] = useRememberedFlag('compact_rows', false);
  // Once drawn: a first Delete or Row options then opens at once, and so does a form opened from
  // the list (it shares their dialog and positioning code).
  usePreloadWhenIdle([loadListDialogs, loadRowOptions]);
  const selection = useListSelection(model);
  const actions = useListActions(page, host, selection.clearSelection);
  const tableRef = useRef<HTMLDivElement>(null);
  // The list tabs control this region: their aria-controls names it.
  const resultsId = useId();
  const firstQuery = useRef(location.search);

  // A new query scrolls the table into view (not on the first load) when its top is off the
  // screen, as after paging at the foot of a long list. A tab or search above a table whose top
  // shows leaves the page where it is: it had jumped down under the pointer as the rows arrived.
  useEffect(() => {
    if (firstQuery.current === location.search) return;
    firstQuery.current = location.search;
    const table = tableRef.current;
    if (!table) return;
    const { top } = table.getBoundingClientRect();
    if (top < 0 || top >= window.innerHeight) table.scrollIntoView?.({ block: 'start' });
  }, [location.search]);

  const total = unfilteredTotal ?? page.totals?.total.value ?? pagination.total;
  const limit = config.limit ?? -1;
  const limitReached = limit !== -1 && total >= limit;
  // The same columns and row actions while the config stays the same, so a new query does not
  // draw every row again (see ListBody).
  const allColumns = config.rows.columns;
  // The columns the server lets go on a phone also go below widescreen, where the table shares
  // the width with the section sidebar (at 1024 px the order list's status and actions were cut).
  const narrow = useIsBelowWidescreen();
  const columns = useMemo(
    () => allColumns.filter((column) => !(narrow && column.hideOnMobile)),
    [allColumns, narrow],
  );
  const rowActions = config.rows.actions;
  const bulkActions = readOnly ? [] : (config.bulk_actions ?? []);
  const exportable = config.exportable === true && !readOnly && !mobile;
  const selectable = bulkActions.length > 0 && (!mobile || selection.selecting);
  const rootRef = useRef<HTMLDivElement>(null);
  const onRowAction = useLatestCallback(actions.startRowAction);
  // On a phone or tablet a tap on a row's card opens it, as Enter does on a desktop: the swipe that
  // reveals its View is not something an owner finds by looking.
  const navigate = useNavigate();
  const openRow = useLatestCallback((row: ListRow) => {
    const path = rowOpenPath(config, row, pagePath);
    if (path !== null) void navigate(`${path}${location.search}`);
  });
  // Each row's buttons say which row they act on, told apart from the other rows shown.
  const labels = useMemo(() => rowLabels(model, allColumns), [model, allColumns]);
  const drawRowActions = useCallback(
    (row: ListRow) =>
      rowActions ? (
        <RowActions
          row={row}
          actions={rowActions}
          label={labels.get(rowId(row)) ?? rowId(row)}
          pagePath={pagePath}
          readOnly={readOnly}
          onAction={onRowAction}
        />
      ) : null,
    [rowActions, labels, pagePath, readOnly, onRowAction],
  );
  const currentRowId = useListShortcuts({
    config,
    rows: model,
    pagePath,
    rootRef,
    selectable,
    onSelectionChange: selection.changeSelection,
  });

  const bulkToolbar = (
    <BulkToolbar
      actions={bulkActions}
      count={selection.selectedRows.length}
      busy={actions.busy}
      sticky={mobile}
      onAction={(action) => actions.startBulk(action, selection.selectedRows)}
    />
  );

  return (
    <Stack gap="3" ref={rootRef}>
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
          <Alert.Title flex="1">
            {t('list.limitReached', { limit, noun: config.noun.plural })}
          </Alert.Title>
          <Button size="sm" colorPalette="orange" onClick={() => host.shell?.openSubscription()}>
            {t('list.upgrade')}
          </Button>
        </Alert.Root>
      ) : null}

      <ListToolbar
        page={page}
        resultsId={resultsId}
        mobile={mobile}
        bulk={bulkActions.length > 0}
        selecting={selection.selecting}
        onToggleSelecting={selection.toggleSelecting}
        compact={compact}
        onCompactChange={setCompact}
      />

      {mobile ? null : bulkToolbar}

      <Box ref={tableRef} id={resultsId} position="relative" scrollMarginTop="4">
        {config.example_data ? <ExampleDataNotice noun={config.noun.plural} /> : null}
        <ListBody
          page={page}
          columns={columns}
          mobile={mobile}
          compact={compact}
          selectable={selectable}
          currentRowId={currentRowId}
          selection={selection.selection}
          onSelectionChange={selection.changeSelection}
          rowActions={rowActions && rowActions.length > 0 ? drawRowActions : undefined}
          onOpenRow={rowsOpen(config) ? openRow : undefined}
        />
      </Box>

      {pagination.total > 0 ? (
        <TablePagination
          page={pagination.current_page}
          lastPage={pagination.last_page}
          // The size the server used for the rows shown (spec 1 section 9: a generic list's
          // default is the server's); while a new query loads, the size it asks for.
          perPage={
            (placeholder ? (state.per_page ?? defaults.per_page) : undefined) ?? pagination.per_page
          }
          total={pagination.total}
          from={pagination.from}
          to={pagination.to}
          range={mobile ? 1 : 2}
          onPageChange={(next) => apply((current) => withPage(current, next))}
          onPerPageChange={(size) => apply((current) => withPerPage(current, size))}
        />
      ) : null}

      {/* On a phone the bar comes last and sticks to the bottom of the screen. */}
      {mobile ? bulkToolbar : null}

      {actions.pending === null ? null : (
        // A question whose code cannot load says so, with Close: the action is not taken.
        <ModalBoundary onClose={actions.cancel}>
          <ListDialogs
            actions={actions}
            host={host}
            noun={config.noun.singular}
            plural={config.noun.plural}
            columns={config.rows.columns}
          />
        </ModalBoundary>
      )}
    </Stack>
  );
}
