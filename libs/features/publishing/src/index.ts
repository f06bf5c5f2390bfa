import { defineExtension, lazyPart } from '@site-admin/extensions';

const PublishModal = lazyPart(() => import('./publish-modal').then((m) => m.PublishModal));

/** The publishing feature's parts, composed by the app (apps/admin/src/composition.ts). */
export const publishingExtension = defineExtension({
  name: 'publishing',
  shellModals: { publish: PublishModal },
});

/** Pages the app's routes load when they open (nothing of publishing loads before it is shown). */
export const publishingPages = {
  /** `/{siteid}/publish`: the publish modal, back in history when closed. */
  launcher: () => import('./publish-route'),
};

export { publishStatus, publishMode, publishFailure, type PublishStatus } from './publish-status';
