import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
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
        <Suspense fallback={null}>
          <ReloginDialog
            open
            onSignedIn={() => {
              pending.resolve();
              setPending(null);
            }}
            onCancel={() => {
              pending.reject(new Error('The user closed the login dialog'));
              setPending(null);
            }}
          />
        </Suspense>
      ) : null}
    </SessionContext.Provider>
  );
}
