import { defineExtension, lazyPart } from '@site-admin/extensions';

/** The billing feature's parts, composed by the app (apps/admin/src/composition.ts). */
export const billingExtension = defineExtension({
  name: 'billing',
  shellModals: {
    subscription: lazyPart(() =>
      import('./subscription/subscription-modal').then((m) => m.SubscriptionModal),
    ),
    payment: lazyPart(() => import('./invoice/pay-invoice-modal').then((m) => m.PayInvoiceModal)),
  },
});

/**
 * The billing screens the app's routes load when they open (like the shell's pages), so no billing
 * code is in the first screen's JS.
 */
export const billingPages = {
  subscribe: () => import('./routes/subscribe-route'),
  payment: () => import('./routes/account-payment-route'),
  methods: () => import('./routes/payment-methods-route'),
  addCard: () => import('./routes/add-card-route'),
  invoice: () => import('./routes/invoice-pay-route'),
  referral: () => import('./routes/referral-route'),
};
