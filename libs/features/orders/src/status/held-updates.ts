// Status changes held back for the undo window. A held change is sent when its time is up, when
// the owner leaves the page it was made on, or at once (keepalive) when the tab closes; Undo drops
// it unsent. The store belongs to the query client the app (or a test) creates, so each has its
// own and a held change outlives the control that made it (a bulk modal that closed, a row that
// scrolled away).
import type { QueryClient } from '@tanstack/react-query';

export interface HeldUpdate {
  /** The page the change was made on (`/48213/shop/orders`). */
  pagePath: string;
  /** The orders it changes: a newer change to one of them sends this one first. */
  orders: readonly number[];
  /** Sends the request; `keepalive` when the page is going away. */
  send: (keepalive: boolean) => void;
  /** Undo: puts the rows back; nothing is sent. */
  revert: () => void;
  /** Closes the undo notice. */
  dismiss: () => void;
}

interface Entry extends HeldUpdate {
  timer: ReturnType<typeof setTimeout>;
}

export class HeldUpdates {
  private readonly entries = new Map<number, Entry>();
  private next = 1;

  /** Holds `update` for `ms`; returns its handle for Undo. */
  hold(update: HeldUpdate, ms: number): number {
    this.sendOrders(update.orders);
    const id = this.next++;
    const timer = setTimeout(() => this.send(id, false), ms);
    this.entries.set(id, { ...update, timer });
    this.listen();
    return id;
  }

  /** Undo: the change is dropped unsent and the rows go back. False when it was already sent. */
  undo(id: number): boolean {
    const entry = this.take(id);
    if (!entry) return false;
    entry.dismiss();
    entry.revert();
    return true;
  }

  /** Sends one held change now. */
  send(id: number, keepalive: boolean): void {
    const entry = this.take(id);
    if (!entry) return;
    entry.dismiss();
    entry.send(keepalive);
  }

  /** The owner left `pagePath`: its held changes go now, surviving the page (keepalive). */
  sendPage(pagePath: string): void {
    for (const [id, entry] of [...this.entries])
      if (entry.pagePath === pagePath) this.send(id, true);
  }

  /** The tab is closing: everything held goes now with keepalive. */
  sendAll(): void {
    for (const id of [...this.entries.keys()]) this.send(id, true);
  }

  get size(): number {
    return this.entries.size;
  }

  private sendOrders(orders: readonly number[]): void {
    for (const [id, entry] of [...this.entries])
      if (entry.orders.some((order) => orders.includes(order))) this.send(id, false);
  }

  private take(id: number): Entry | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    clearTimeout(entry.timer);
    this.entries.delete(id);
    if (this.entries.size === 0) this.unlisten();
    return entry;
  }

  private readonly onLeave = () => this.sendAll();

  private listen(): void {
    window.addEventListener('pagehide', this.onLeave);
    window.addEventListener('beforeunload', this.onLeave);
  }

  private unlisten(): void {
    window.removeEventListener('pagehide', this.onLeave);
    window.removeEventListener('beforeunload', this.onLeave);
  }
}

const stores = new WeakMap<QueryClient, HeldUpdates>();

/** The held changes of this query client (the app has one; each test builds its own). */
export function heldUpdatesOf(queryClient: QueryClient): HeldUpdates {
  let store = stores.get(queryClient);
  if (!store) {
    store = new HeldUpdates();
    stores.set(queryClient, store);
  }
  return store;
}

/** Whether the address has left the page at `pagePath` (its panels are still the page). */
export function hasLeftPage(pagePath: string, pathname = window.location.pathname): boolean {
  return pathname !== pagePath && !pathname.startsWith(`${pagePath}/`);
}
