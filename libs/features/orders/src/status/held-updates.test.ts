import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HeldUpdates, hasLeftPage, type HeldUpdate } from './held-updates';

function update(pagePath: string, orders: number[]) {
  const log: string[] = [];
  const held: HeldUpdate = {
    pagePath,
    orders,
    send: (keepalive) => log.push(keepalive ? 'sent with keepalive' : 'sent'),
    revert: () => log.push('reverted'),
    dismiss: () => log.push('notice closed'),
  };
  return { held, log };
}

beforeEach(() => vi.useFakeTimers());

describe('HeldUpdates', () => {
  it('sends a change when its window ends, once', () => {
    const store = new HeldUpdates();
    const { held, log } = update('/48213/shop/orders', [10461]);
    const id = store.hold(held, 8000);
    vi.advanceTimersByTime(7999);
    expect(log).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(log).toEqual(['notice closed', 'sent']);
    expect(store.undo(id)).toBe(false);
    expect(store.size).toBe(0);
  });

  it('sends the held change of an order first when the order changes again', () => {
    const store = new HeldUpdates();
    const first = update('/48213/shop/orders', [10461, 10457]);
    const second = update('/48213/shop/orders', [10457]);
    store.hold(first.held, 8000);
    store.hold(second.held, 8000);
    expect(first.log).toEqual(['notice closed', 'sent']);
    expect(second.log).toEqual([]);
    expect(store.size).toBe(1);
  });

  it("sends only the page's changes when the owner leaves it, and all of them when the tab closes", () => {
    const store = new HeldUpdates();
    const orders = update('/48213/shop/orders', [10461]);
    const other = update('/48213/blog/7/comments', [1]);
    const third = update('/48213/shop/orders', [10457]);
    store.hold(orders.held, 8000);
    store.hold(other.held, 8000);
    store.sendPage('/48213/shop/orders');
    expect(orders.log).toEqual(['notice closed', 'sent with keepalive']);
    expect(other.log).toEqual([]);
    store.hold(third.held, 8000);
    window.dispatchEvent(new Event('pagehide'));
    expect(other.log).toEqual(['notice closed', 'sent with keepalive']);
    expect(third.log).toEqual(['notice closed', 'sent with keepalive']);
    expect(store.size).toBe(0);
  });

  it('drops a change on Undo: the rows go back and nothing is sent', () => {
    const store = new HeldUpdates();
    const { held, log } = update('/48213/shop/orders', [10461]);
    const id = store.hold(held, 8000);
    expect(store.undo(id)).toBe(true);
    vi.advanceTimersByTime(10_000);
    window.dispatchEvent(new Event('beforeunload'));
    expect(log).toEqual(['notice closed', 'reverted']);
  });
});

describe('hasLeftPage', () => {
  it('counts the panels of a page as the page', () => {
    expect(hasLeftPage('/48213/shop/orders', '/48213/shop/orders')).toBe(false);
    expect(hasLeftPage('/48213/shop/orders', '/48213/shop/orders/10461')).toBe(false);
    expect(hasLeftPage('/48213/shop/orders', '/48213/shop/orders-archive')).toBe(true);
    expect(hasLeftPage('/48213/shop/orders', '/48213/dashboard')).toBe(true);
  });
});
