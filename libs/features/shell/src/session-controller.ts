import type { SessionHandlers } from '@site-admin/api-client';
import { notify } from '@site-admin/ui';
import type { i18n as I18n } from 'i18next';

/** What the session dialogs register so the client's middleware can ask for a new login. */
export interface SessionUi {
  askForLogin(): Promise<void>;
}

export interface SessionController {
  /** Given to the client's session middleware. */
  handlers: SessionHandlers;
  /** The dialogs connect themselves; returns the disconnect. */
  connect(ui: SessionUi): () => void;
  /** True once a reply carried a newer x-version than the first one seen. */
  isOutdated(): boolean;
  /** Set while a full-page error is shown: a 503 then shows its message instead of reloading. */
  setErrorPageShown(shown: boolean): void;
}

const MAINTENANCE_RELOAD_KEY = 'app_maintenance_reload';
/** One reload per minute at most, so a backend that stays down does not reload the app forever. */
const MAINTENANCE_RELOAD_GAP_MS = 60_000;

export function createSessionController(
  i18n: I18n,
  reloadPage: () => void = () => window.location.reload(),
): SessionController {
  let ui: SessionUi | null = null;
  /** A 401 that arrives before the dialogs are drawn (the shell's first calls start with the app). */
  let waitingForUi: ((connected: SessionUi) => void)[] = [];
  let firstVersion: string | null = null;
  let outdated = false;
  let errorPageShown = false;
  const t = i18n.t.bind(i18n);

  const reloadedRecently = () => {
    const last = Number(sessionStorage.getItem(MAINTENANCE_RELOAD_KEY) ?? 0);
    return Date.now() - last < MAINTENANCE_RELOAD_GAP_MS;
  };

  return {
    handlers: {
      reauthenticate: () =>
        ui
          ? ui.askForLogin()
          : new Promise<SessionUi>((resolve) => waitingForUi.push(resolve)).then((connected) =>
              connected.askForLogin(),
            ),
      sessionExpired: () =>
        notify({
          id: 'session-expired',
          type: 'error',
          title: t('session.expired'),
          persistent: true,
          action: { label: t('session.reload'), onClick: reloadPage },
        }),
      maintenance: (message) => {
        if (errorPageShown || reloadedRecently()) {
          notify({
            id: 'maintenance',
            type: 'warning',
            title: t('errors.maintenance'),
            description: message,
          });
          return;
        }
        sessionStorage.setItem(MAINTENANCE_RELOAD_KEY, String(Date.now()));
        reloadPage();
      },
      serverError: () => notify({ id: 'server-error', type: 'error', title: t('errors.server') }),
      offline: () => notify({ id: 'offline', type: 'error', title: t('errors.offline') }),
      versionSeen: (version) => {
        firstVersion ??= version;
        if (version !== firstVersion) outdated = true;
      },
    },
    connect(next) {
      ui = next;
      const waiting = waitingForUi;
      waitingForUi = [];
      for (const resolve of waiting) resolve(next);
      return () => {
        if (ui === next) ui = null;
      };
    },
    isOutdated: () => outdated,
    setErrorPageShown: (shown) => {
      errorPageShown = shown;
    },
  };
}
