import type { ComponentType } from 'react';
import type {
  BulkActionProps,
  CellProps,
  DashboardModuleProps,
  Extension,
  LayoutProps,
  ListMenuItemsProps,
  PanelPreloadArgs,
  PanelProps,
  RowActionProps,
  ShellModals,
} from './contracts';

type PanelPreload = (args: PanelPreloadArgs) => void;

/** Every part of the composed extensions, looked up by name. */
export interface Registry {
  cell(type: string): ComponentType<CellProps> | undefined;
  /** A cell type's own loading state, sized like the cell. */
  cellSkeleton(type: string): ComponentType<CellProps> | undefined;
  // The panel of {resource}/{view}, else any resource with that view, that resource with any view,
  // then the generic panel.
  panel(resource: string | undefined, view: string): ComponentType<PanelProps> | undefined;
  /** The preload of exactly {resource}/{view}, if its feature declares one. */
  panelPreload(resource: string | undefined, view: string): PanelPreload | undefined;
  rowAction(key: string): ComponentType<RowActionProps> | undefined;
  bulkAction(key: string): ComponentType<BulkActionProps> | undefined;
  /** The row-options menu's extra choices of a list `resource`. */
  listMenuItems(resource: string): ComponentType<ListMenuItemsProps> | undefined;
  dashboardModule(type: string): ComponentType<DashboardModuleProps> | undefined;
  /** A module type's own loading state, sized like the module. */
  dashboardModuleSkeleton(type: string): ComponentType<DashboardModuleProps> | undefined;
  layout(layout: string): ComponentType<LayoutProps> | undefined;
  shellModals: ShellModals;
}

function collect<T>(
  extensions: readonly Extension[],
  pick: (extension: Extension) => Readonly<Record<string, T | undefined>> | undefined,
): ReadonlyMap<string, T> {
  const parts = new Map<string, T>();
  for (const extension of extensions) {
    for (const [name, part] of Object.entries(pick(extension) ?? {})) {
      if (!part) continue;
      if (parts.has(name))
        throw new Error(`Two extensions register "${name}" (the second is ${extension.name})`);
      parts.set(name, part);
    }
  }
  return parts;
}

/** Merges the extensions the app composes; a name registered twice is a wiring mistake. */
export function buildRegistry(extensions: readonly Extension[]): Registry {
  const cells = collect(extensions, (e) => e.cells);
  const cellSkeletons = collect(extensions, (e) => e.cellSkeletons);
  const panels = collect(extensions, (e) => e.panels);
  const panelPreloads = collect(extensions, (e) => e.panelPreloads);
  const rowActions = collect(extensions, (e) => e.rowActions);
  const bulkActions = collect(extensions, (e) => e.bulkActions);
  const listMenuItems = collect(extensions, (e) => e.listMenuItems);
  const modules = collect(extensions, (e) => e.dashboardModules);
  const skeletons = collect(extensions, (e) => e.dashboardModuleSkeletons);
  const layouts = collect(extensions, (e) => e.layouts);
  const shellModals: ShellModals = {};
  for (const extension of extensions) Object.assign(shellModals, extension.shellModals);
  return {
    cell: (type) => cells.get(type),
    cellSkeleton: (type) => cellSkeletons.get(type),
    panel: (resource, view) => {
      const name = resource ?? '*';
      return (
        panels.get(`${name}/${view}`) ??
        panels.get(`*/${view}`) ??
        panels.get(`${name}/*`) ??
        panels.get('*/*')
      );
    },
    panelPreload: (resource, view) =>
      resource === undefined ? undefined : panelPreloads.get(`${resource}/${view}`),
    rowAction: (key) => rowActions.get(key),
    bulkAction: (key) => bulkActions.get(key),
    listMenuItems: (resource) => listMenuItems.get(resource),
    dashboardModule: (type) => modules.get(type),
    dashboardModuleSkeleton: (type) => skeletons.get(type),
    layout: (layout) => layouts.get(layout),
    shellModals,
  };
}
