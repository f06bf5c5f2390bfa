import { screen, waitFor } from '@testing-library/react';

/**
 * A dialog (a side panel, a modal) once it has opened: it has taken focus, and in the same frame
 * hidden the page behind it from assistive tech. A question opened from it before that frame would
 * be hidden by that step too (the dialog hides everything outside itself a frame after it mounts),
 * which no person clicks fast enough to meet; a test that clicks at once does, under load.
 */
export async function findOpenedDialog(name: string | RegExp): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => {
    if (!dialog.contains(document.activeElement)) throw new Error(`${name} has not taken focus`);
  });
  return dialog;
}
