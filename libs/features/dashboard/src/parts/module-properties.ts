import type { DashboardModule } from '@site-admin/api-client';

/** The module of one type, as the contract describes it (some shapes serve two types). */
type ModuleFor<M, T> = M extends { type: infer U } ? (T extends U ? M : never) : never;
export type ModuleOf<T extends DashboardModule['type']> = ModuleFor<DashboardModule, T>;
export type PropertiesOf<T extends DashboardModule['type']> = NonNullable<
  ModuleOf<T>['properties']
>;

/**
 * A module's properties: those loaded from its `ajax` address when it has one (the reply has the
 * properties' shape, per the contract), else those in the page.
 */
export function moduleProperties<T extends DashboardModule['type']>(
  module: DashboardModule,
  data: unknown,
  _type: T,
): Partial<PropertiesOf<T>> {
  const fromPage = (module.properties ?? {}) as Partial<PropertiesOf<T>>;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return fromPage;
  return { ...fromPage, ...(data as Partial<PropertiesOf<T>>) };
}
