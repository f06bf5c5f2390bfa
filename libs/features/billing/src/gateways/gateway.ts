// The card payment gateways behind one interface (spec 2: "the form is loaded by gateway name and
// reloaded when the gateway changes"). Card data stays inside the gateway's own fields: the app
// only ever receives a token or a saved card's id.
import type {
  PaymentCard,
  PaymentGateway,
  PaymentGatewayConfig,
  PaymentGatewayData,
  ThreeDSecureChallenge,
} from '@site-admin/api-client';
import { lazy, type ComponentType, type LazyExoticComponent, type Ref } from 'react';

export type CardReadResult = { ok: true; data: PaymentGatewayData } | { ok: false };

/** What a payment form asks of the gateway it shows. */
export interface GatewayHandle {
  /** A token for the typed card, or the saved card's id; `ok: false` once the form shows why not. */
  readCard(): Promise<CardReadResult>;
  /** Runs the 3-D Secure step; the reference to send back, or null when it was not completed. */
  authenticate(challenge: ThreeDSecureChallenge): Promise<string | null>;
}

export interface GatewayFormProps {
  handle: Ref<GatewayHandle>;
  config: PaymentGatewayConfig;
  siteid: number;
  /** The saved card shown as a preview (its id is sent); null shows the card form. */
  savedCard: PaymentCard | null;
  /** Called when the card to use changes (a new card typed, or back to the saved one). */
  onCardChange?: (changed: boolean) => void;
}

/** Each gateway's form, loaded only when a payment form names it. */
export const gatewayForms: Readonly<
  Record<PaymentGateway, LazyExoticComponent<ComponentType<GatewayFormProps>>>
> = {
  development: lazy(() =>
    import('./development-gateway').then((m) => ({ default: m.DevelopmentGateway })),
  ),
  card_provider: lazy(() =>
    import('./card-provider-gateway').then((m) => ({ default: m.CardProviderGateway })),
  ),
};
