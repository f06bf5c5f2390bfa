// What other features fill in (ARCHITECTURE.md: the lower feature defines a registry, the app
// fills it): cell types the engine cannot draw itself (order product name, order status) and the
// panels of a resource's sub-views (order detail, comment panel, order export).
import type { ColumnType, ListColumn, ListPage, ListRow } from '@site-admin/api-client';
import type { ComponentType, ReactNode } from 'react';

export interface CellProps {
  value: unknown;
  row: ListRow;
  column: ListColumn;
  page: ListPage;
}

export type CellRenderer = (props: CellProps) => ReactNode;

export interface SubViewProps {
  /** The list's route path. */
  pagePath: string;
  /** The sub-view's own path (its data is asked for there). */
  path: string;
  /** The route parameter of row sub-views (`{id}`), if any. */
  id?: string;
  page: ListPage | null;
  onClose: () => void;
}

const cells = new Map<ColumnType, CellRenderer>();
const subViews = new Map<string, ComponentType<SubViewProps>>();

/** Registers how a column type is drawn (the orders feature registers its two cell types). */
export function registerCellType(type: ColumnType, renderer: CellRenderer): void {
  cells.set(type, renderer);
}

export function registeredCell(type: ColumnType): CellRenderer | undefined {
  return cells.get(type);
}

/**
 * Registers the panel of a resource's sub-view: `view` is `detail` ({id}), `export`, or any child
 * route name (`create`, `edit`, `meta`, `duplicate`).
 */
export function registerSubView(
  resource: string,
  view: string,
  component: ComponentType<SubViewProps>,
): void {
  subViews.set(`${resource}:${view}`, component);
}

export function registeredSubView(
  resource: string | undefined,
  view: string,
): ComponentType<SubViewProps> | undefined {
  return subViews.get(`${resource ?? ''}:${view}`) ?? subViews.get(`*:${view}`);
}
