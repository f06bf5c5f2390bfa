import type { PageLayout, PageResponse } from '@site-admin/api-client';
import type { ComponentType } from 'react';

/** Layouts other parts of the engine (forms, card index, dashboard …) register as they arrive. */
const layouts = new Map<PageLayout, ComponentType<{ page: PageResponse }>>();

export function registerLayout(
  layout: PageLayout,
  component: ComponentType<{ page: PageResponse }>,
): void {
  layouts.set(layout, component);
}

export function registeredLayout(
  layout: PageLayout,
): ComponentType<{ page: PageResponse }> | undefined {
  return layouts.get(layout);
}
