// The contracts a feature implements to plug into the page engine and the shell
// (ARCHITECTURE.md "How a feature plugs in"). Each part receives what it needs from its host; a
// feature never reaches into the engine's internals or another feature.
import type {
  ApiClient,
  BulkAction,
  ColumnType,
  DashboardModule,
  ListColumn,
  ListPage,
  ListRow,
  PageLayout,
  PageResponse,
  RowAction,
} from '@site-admin/api-client';
import type { ShellActions, SubscriptionRequest } from '@site-admin/ui';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

export interface ListSort {
  column: string;
  direction: 'asc' | 'desc';
}

/** What a page's parts get from the page the user is looking at. */
export interface PageHost {
  /** The page's route path, e.g. `/48213/shop/orders`. */
  pagePath: string;
  siteid: string | undefined;
  /** The address's query (`?page=2&filters[status]=2`), kept when a panel opens or closes. */
  search: string;
  /** The loaded list, or null while loading and for other layouts. */
  page: ListPage | null;
  /** The list's active filters (`filters[status]=2,3` in the address: name → comma-joined values). */
  filters: Record<string, string>;
  /** The list's sort, when one is chosen or the list has a default. */
  sort: ListSort | null;
  /** The list's own order (its default sort), where the filter panel's Clear goes back to. */
  defaultSort: ListSort | null;
  /**
   * Applies filters and optionally a sort to the list (back to page 1, the search cleared, the
   * panel closed), as the filter panel's Done does. Empty values and `all` are dropped. A sort of
   * `null` goes back to the list's own order; none keeps the current sort.
   */
  applyFilters: (filters: Record<string, string>, sort?: ListSort | null) => void;
  /** Opens a sub-view (`filters`, `12`, `12/edit`) over the page, keeping the query. */
  openPanel: (child: string) => void;
  /** Closes the sub-view: back to the page with the same query. */
  closePanel: () => void;
  /** Fetches the page again (after a change made outside the engine's own flows). */
  refresh: () => Promise<void>;
  /** The shell's actions (notify, open the subscription modal …); null outside the shell. */
  shell: ShellActions | null;
}

/** A list cell of a column type the engine does not draw itself (`order_status` …). */
export interface CellProps {
  value: unknown;
  row: ListRow;
  column: ListColumn;
  page: ListPage;
  host: PageHost;
}

/** A panel (sub-view) over a page: `{id}`, `export`, `filters`, `create`, `{id}/edit` … */
export interface PanelProps {
  host: PageHost;
  /** The panel's own path (its data is asked for there), e.g. `/48213/shop/orders/10482`. */
  path: string;
  /** The child route's name: `detail` for `{id}`, else `export`, `filters`, `edit` … */
  view: string;
  /** The `{id}` of a row's panel. */
  id?: string;
}

/** A row action the feature handles instead of the engine's generic flow. */
export interface RowActionProps {
  action: RowAction;
  row: ListRow;
  host: PageHost;
  /** Ends the action (the host refreshes the page when `changed`). */
  onDone: (changed: boolean) => void;
}

/** A bulk action the feature handles (e.g. a modal) instead of the generic call. */
export interface BulkActionProps {
  action: BulkAction;
  rows: ListRow[];
  host: PageHost;
  /** Ends the action (the host clears the checked rows and refreshes when `changed`). */
  onDone: (changed: boolean) => void;
}

/**
 * Extra choices in a list's row-options menu (beside 'Compact rows'), e.g. the orders feature's
 * undo-window setting. Render Chakra `Menu.CheckboxItem` / `Menu.Item`s: they sit inside the menu.
 */
export interface ListMenuItemsProps {
  host: PageHost;
}

/** A dashboard module (spec 2 section 2). */
export interface DashboardModuleProps {
  module: DashboardModule;
  /** The properties loaded from the module's `ajax` address; absent without one. */
  data?: unknown;
}

/** A whole-page layout a server reply names. */
export interface LayoutProps {
  page: PageResponse;
}

/** The modals the shell opens on a page's request (ShellActions). */
export interface SubscriptionModalProps {
  request: SubscriptionRequest;
  onClose: () => void;
}
export interface PublishModalProps {
  onClose: () => void;
}
export interface PaymentModalProps {
  invoiceId: string;
  onClose: (paid: boolean) => void;
}
export interface ShellModals {
  subscription?: ComponentType<SubscriptionModalProps>;
  publish?: ComponentType<PublishModalProps>;
  payment?: ComponentType<PaymentModalProps>;
}

/** What a panel's preload gets: the app's query cache and API client, and the panel's address. */
export interface PanelPreloadArgs {
  queryClient: QueryClient;
  client: ApiClient;
  siteid: number;
  /** The row's id of a detail panel (`{id}`), else undefined. */
  id: string | undefined;
}

/**
 * One feature's parts, each a component (declare them with `lazyPart` so nothing of a feature
 * loads before it is shown, and a part whose code is in draws without suspending).
 *
 * - `panels` are keyed `{resource}/{view}`: the list's `resource` as the server names it
 *   (`orders`, `comments` …) or `*` for any, and the child route's view (`detail` for `{id}`,
 *   `export`, `filters`, `edit`, `create` …) or `*` for any.
 * - `rowActions` and `bulkActions` are keyed by the action's `component` when the server names one,
 *   else `{resource}/{value or type}` (e.g. `orders/status`).
 */
export interface Extension {
  name: string;
  cells?: Partial<Record<ColumnType, ComponentType<CellProps>>>;
  /**
   * Keyed by column type: what a cell shows while its code loads, the size of the cell itself (not
   * lazy: it draws at once), so the rows do not move when it arrives.
   */
  cellSkeletons?: Partial<Record<ColumnType, ComponentType<CellProps>>>;
  panels?: Record<string, ComponentType<PanelProps>>;
  /**
   * Keyed like `panels` (exactly, no `*`): starts a panel's code and data when its address opens
   * (an order opened from a link), as soon as the page's reply names the resource, instead of
   * after the page and then the panel have drawn. It only starts requests: it draws nothing.
   */
  panelPreloads?: Record<string, (args: PanelPreloadArgs) => void>;
  rowActions?: Record<string, ComponentType<RowActionProps>>;
  bulkActions?: Record<string, ComponentType<BulkActionProps>>;
  /** Keyed by the list's `resource` (`orders`): choices added to its row-options menu. */
  listMenuItems?: Record<string, ComponentType<ListMenuItemsProps>>;
  dashboardModules?: Record<string, ComponentType<DashboardModuleProps>>;
  /**
   * Keyed by module type: what a module shows while its code or data loads, the size of the module
   * itself (not lazy: it draws at once), so nothing below moves when the module arrives. A module
   * without one shows the layout's generic skeleton.
   */
  dashboardModuleSkeletons?: Record<string, ComponentType<DashboardModuleProps>>;
  layouts?: Partial<Record<PageLayout, ComponentType<LayoutProps>>>;
  shellModals?: ShellModals;
}

/** Declares one feature's parts (a typed identity: the app composes the declarations). */
export function defineExtension(extension: Extension): Extension {
  return extension;
}
