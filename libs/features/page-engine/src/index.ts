export {
  registerCellType,
  registerSubView,
  type CellProps,
  type CellRenderer,
  type SubViewProps,
} from './registry';
export { registerLayout } from './layouts';

/**
 * Server-driven pages the dashboard does not need at its first load: the app's routes load them
 * when they open, so the first load stays inside its budget (tools/bundle-budget.ts).
 */
export const pageEngine = {
  list: () => import('./list-routes'),
};
