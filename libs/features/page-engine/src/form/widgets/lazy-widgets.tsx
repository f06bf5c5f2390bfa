import type { WidgetProps } from '@rjsf/utils';
import type { FieldType } from '@site-admin/api-client';
import { use, type ComponentType } from 'react';

type Widget = ComponentType<WidgetProps>;

/**
 * The widgets of the field types most forms do not have (tick boxes, choices, tags, colours,
 * pictures, files, product groups, the content builder): each loads with the first form that has
 * one, instead of with every form. Their Chakra parts (switch, radio group, segment group, tags)
 * come with them.
 */
const widgetLoaders = {
  checkbox: () => import('./boolean-widgets').then((module) => module.CheckboxWidget),
  toggle: () => import('./boolean-widgets').then((module) => module.ToggleWidget),
  radio: () => import('./choice-widgets').then((module) => module.RadioWidget),
  'radio-button': () => import('./choice-widgets').then((module) => module.RadioButtonWidget),
  checkboxes: () => import('./choice-widgets').then((module) => module.CheckboxesWidget),
  tags: () => import('./tags-widget').then((module) => module.TagsWidget),
  colour: () => import('./colour-widget').then((module) => module.ColourWidget),
  image: () => import('./image-widget').then((module) => module.ImageWidget),
  file: () => import('./file-widget').then((module) => module.FileWidget),
  'product-group': () =>
    import('./product-group-widget').then((module) => module.ProductGroupWidget),
  'content-builder': () =>
    import('./content-builder-widget').then((module) => module.ContentBuilderWidget),
} satisfies Partial<Record<FieldType, () => Promise<Widget>>>;

type LazyFieldType = keyof typeof widgetLoaders;

const isLazy = (type: FieldType): type is LazyFieldType => type in widgetLoaders;

const loadedWidgets = new Map<LazyFieldType, Widget>();
/**
 * The load of each set of field types, under way or failed: the same promise every time it is
 * asked for (React's `use` waits for the promise it is given; a new one on each draw would keep a
 * form whose widget cannot load waiting forever instead of saying so).
 */
const loads = new Map<string, Promise<void>>();
/**
 * What `use` reads once the widgets are in: a promise marked fulfilled as React marks those it
 * has seen settle, so the form draws at once instead of suspending for a tick. (React also wants
 * `use` called on every draw of a component that suspended with it, so it is never skipped.)
 */
const READY: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled' });

/**
 * Loads the widgets these field types need: settles when all are in (at once when they already
 * are). A failed load stays failed, as a lazy part's does: its code is gone after a deploy, and
 * the notice offers a reload.
 */
export function loadWidgets(types: readonly FieldType[]): Promise<void> {
  const missing = [...new Set(types)].filter(isLazy).filter((type) => !loadedWidgets.has(type));
  if (missing.length === 0) return READY;
  const key = missing.sort().join(' ');
  const known = loads.get(key);
  if (known) return known;
  const load = Promise.all(
    missing.map((type) => widgetLoaders[type]().then((widget) => loadedWidgets.set(type, widget))),
  ).then(() => {
    loads.delete(key);
  });
  loads.set(key, load);
  return load;
}

/** A field type's widget that waits (Suspense) for its code if the form did not load it first. */
function lazyWidget(type: LazyFieldType): Widget {
  function LoadedWidget(props: WidgetProps) {
    use(loadWidgets([type]));
    const Loaded = loadedWidgets.get(type);
    return Loaded ? <Loaded {...props} /> : null;
  }
  LoadedWidget.displayName = `LoadedWidget(${type})`;
  return LoadedWidget;
}

export const lazyWidgets = Object.fromEntries(
  Object.keys(widgetLoaders).map((type) => [type, lazyWidget(type as LazyFieldType)]),
) as Record<LazyFieldType, Widget>;
