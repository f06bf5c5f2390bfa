import { createContext, useContext } from 'react';
import type { Notification } from './notifications';

/** What the subscription flow is asked to show (spec 2: locked features, forced plan selection). */
export interface SubscriptionRequest {
  /** The plan number to offer, e.g. 52 for the extra order export formats. */
  plan?: number;
  /** The locked feature's name, e.g. order_export_extra. */
  feature?: string;
  forcePlanSelection?: boolean;
  /** The locked field's name, when a field's Unlock asked (the payment's `upsellDetail`). */
  fieldDetail?: string;
}

/**
 * What a page (or an embedded older page) may ask of the shell around it. The shell implements it;
 * features call it through useShellActions, so no feature imports another.
 */
export interface ShellActions {
  navigate(path: string): void;
  /** Reloads the page, or only the account data; other tabs of the app do the same. */
  reload(options?: { accountDataOnly?: boolean }): void;
  setSidebarSection(section: string | null): void;
  openSubscription(request?: SubscriptionRequest): void;
  openPublish(): void;
  /** Opens the pay-invoice modal; resolves whether the invoice was paid. */
  showPaymentModal(invoiceId: string): Promise<boolean>;
  showVideo(videoId: string): void;
  notify(notification: Notification): void;
}

export const ShellActionsContext = createContext<ShellActions | null>(null);

export function useShellActions(): ShellActions {
  const actions = useContext(ShellActionsContext);
  if (!actions) throw new Error('useShellActions needs the shell around the page');
  return actions;
}
