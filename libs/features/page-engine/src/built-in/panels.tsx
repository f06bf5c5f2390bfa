// One of the engine's own parts, registered like a feature's (see ../index.ts).
import type { PanelProps } from '@site-admin/extensions';
import { IntegrationRoute } from '../cards/integration-modal';
import { FilterPanel } from '../filter-panel';
import { GenericSubView } from '../sub-view';

/** A list's `filters` sub-view. */
export function FiltersPanel(_props: PanelProps) {
  return <FilterPanel />;
}

/** A card index's `{id}`: the card's integration modal. */
export function CardModalPanel(_props: PanelProps) {
  return <IntegrationRoute />;
}

/** Any other sub-view: a form, or the data at the sub-view's path. */
export function GenericPanel({ path }: PanelProps) {
  return <GenericSubView path={path} />;
}
