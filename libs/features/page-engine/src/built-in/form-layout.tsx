// One of the engine's own parts, registered like a feature's (see ../index.ts).
import type { LayoutProps } from '@site-admin/extensions';
import { FormPageLayout } from '../form/form-page';

/** The `create-form` and `edit-form` layouts: a form as the page itself. */
export function FormLayout({ page }: LayoutProps) {
  return page.layout === 'create-form' || page.layout === 'edit-form' ? (
    <FormPageLayout page={page} />
  ) : null;
}
