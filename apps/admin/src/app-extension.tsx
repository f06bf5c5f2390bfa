import type { PageResponse } from '@site-admin/api-client';
import { defineExtension, lazyPart } from '@site-admin/extensions';
import { shellPages } from '@site-admin/shell';
import { legacyOrigin } from './config';

// The page engine cannot import the shell (features meet only here): a `legacy-page` reply is
// drawn by the shell's frame with the page address the reply names.
const LegacyPageLayout = lazyPart(() =>
  shellPages.legacy().then(
    ({ LegacyPage }) =>
      function LegacyFrame({ page }: { page: PageResponse }) {
        return page.layout === 'legacy-page' ? (
          <LegacyPage origin={legacyOrigin} path={page.config.url} />
        ) : null;
      },
  ),
);

/** What the app itself plugs in: parts that join two features. */
export const appExtension = defineExtension({
  name: 'app',
  layouts: { 'legacy-page': LegacyPageLayout },
});
