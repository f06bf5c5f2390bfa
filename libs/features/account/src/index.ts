import { defineExtension } from '@site-admin/extensions';

/** The account feature's parts, composed by the app (apps/admin/src/composition.ts). */
export const accountExtension = defineExtension({ name: 'account' });

/** The account pages the app's routes load when they open (nothing loads before it is shown). */
export const accountPages = {
  /** `/{siteid}/account/2fa`: turn two-factor authentication on or off. */
  twoFactor: () => import('./two-factor/two-factor-page'),
  /** `/{siteid}/account/cancel`: the plan's cancellation request, and Keep My Website. */
  cancel: () => import('./cancellation/cancel-page'),
};
