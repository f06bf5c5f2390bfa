import { ModalBoundary } from '@site-admin/ui';
import { lazy, useState } from 'react';
import { useNavigate } from 'react-router';
import { useGlobalShortcuts } from './use-global-shortcuts';

// The list of shortcuts loads the first time `?` is pressed.
const ShortcutsDialog = lazy(() =>
  import('./shortcuts-dialog').then((m) => ({ default: m.ShortcutsDialog })),
);

/** The shell's keyboard shortcuts and, on `?`, the dialog that lists them. */
export function KeyboardShortcuts({ siteid }: { siteid: string }) {
  const navigate = useNavigate();
  const [helpOpen, setHelpOpen] = useState(false);
  useGlobalShortcuts({
    siteid,
    navigate: (path) => void navigate(path),
    onHelp: () => setHelpOpen(true),
  });
  return helpOpen ? (
    <ModalBoundary onClose={() => setHelpOpen(false)}>
      <ShortcutsDialog onClose={() => setHelpOpen(false)} />
    </ModalBoundary>
  ) : null;
}
