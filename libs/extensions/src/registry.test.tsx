import { describe, expect, it } from 'vitest';
import type { PanelProps } from './contracts';
import { defineExtension } from './contracts';
import { buildRegistry } from './registry';

const Panel = (name: string) => {
  const Component = (_props: PanelProps) => <p>{name}</p>;
  Component.displayName = name;
  return Component;
};

describe('buildRegistry', () => {
  const orderPanel = Panel('order');
  const anyFilters = Panel('filters');
  const generic = Panel('generic');
  const registry = buildRegistry([
    defineExtension({ name: 'engine', panels: { '*/filters': anyFilters, '*/*': generic } }),
    defineExtension({ name: 'orders', panels: { 'orders/detail': orderPanel } }),
  ]);

  it('finds a panel by resource and view, then by view, then the generic one', () => {
    expect(registry.panel('orders', 'detail')).toBe(orderPanel);
    expect(registry.panel('orders', 'filters')).toBe(anyFilters);
    expect(registry.panel('comments', 'detail')).toBe(generic);
    expect(registry.panel(undefined, 'create')).toBe(generic);
  });

  it('refuses a part two extensions register under one name', () => {
    expect(() =>
      buildRegistry([
        defineExtension({ name: 'a', panels: { 'orders/detail': orderPanel } }),
        defineExtension({ name: 'b', panels: { 'orders/detail': generic } }),
      ]),
    ).toThrow('Two extensions register "orders/detail" (the second is b)');
  });

  it("finds a panel's preload by exactly its resource and view", () => {
    const preloadOrder = () => undefined;
    const withPreload = buildRegistry([
      defineExtension({ name: 'orders', panelPreloads: { 'orders/detail': preloadOrder } }),
    ]);
    expect(withPreload.panelPreload('orders', 'detail')).toBe(preloadOrder);
    expect(withPreload.panelPreload('orders', 'export')).toBeUndefined();
    expect(withPreload.panelPreload(undefined, 'detail')).toBeUndefined();
  });

  it("finds a list's extra row-options choices by its resource", () => {
    const UndoSetting = () => null;
    const both = buildRegistry([
      defineExtension({ name: 'orders', listMenuItems: { orders: UndoSetting } }),
    ]);
    expect(both.listMenuItems('orders')).toBe(UndoSetting);
    expect(both.listMenuItems('comments')).toBeUndefined();
  });

  it('merges the shell modal slots', () => {
    const Publish = () => null;
    const both = buildRegistry([
      defineExtension({ name: 'publishing', shellModals: { publish: Publish } }),
      defineExtension({ name: 'other' }),
    ]);
    expect(both.shellModals.publish).toBe(Publish);
    expect(both.shellModals.subscription).toBeUndefined();
  });
});
