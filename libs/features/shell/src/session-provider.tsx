import { createContext, lazy, useContext, useEffect, useState, type ReactNode } from 'react';
import { ModalBoundary } from '@site-admin/ui';
import type { SessionController } from './session-controller';

// The dialog loads when a session first ends, not with the app.
const ReloginDialog = lazy(() =>
  import('./relogin-dialog').then((m) => ({ default: m.ReloginDialog })),
);

const SessionContext = createContext<SessionController | null>(null);

/** The session controller, or null where none is mounted (component tests of a single page). */
export function useOptionalSessionController(): SessionController | null {
  return useContext(SessionContext);
}

interface PendingLogin {
  resolve: () => void;
  reject: (reason: Error) => void;
}

/** Mounts the login dialog the client's middleware asks for when the session has ended. */
export function SessionProvider({
  controller,
  children,
}: {
  controller: SessionController;
  children: ReactNode;
}) {
  const [pending, setPending] = useState<PendingLogin | null>(null);
  const cancel = () => {
    pending?.reject(new Error('The user closed the login dialog'));
    setPending(null);
  };

  useEffect(
    () =>
      controller.connect({
        askForLogin: () => new Promise<void>((resolve, reject) => setPending({ resolve, reject })),
      }),
    [controller],
  );

  return (
    <SessionContext.Provider value={controller}>
      {children}
      {pending ? (
        // Outside the router: a dialog whose code cannot load (a deploy replaced it) says so at
        // the foot of the screen, and Close cancels the sign-in, instead of taking the page down
        // with what the owner typed in it.
        <ModalBoundary onClose={cancel}>
          <ReloginDialog
            open
            onSignedIn={() => {
              pending.resolve();
              setPending(null);
            }}
            onCancel={cancel}
          />
        </ModalBoundary>
      ) : null}
    </SessionContext.Provider>
  );
}
