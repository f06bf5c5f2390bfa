/** Tabs of the app tell each other to reload (spec 1: cross-tab broadcast with accountDataOnly). */
export interface ReloadMessage {
  type: 'reload';
  accountDataOnly: boolean;
}

const CHANNEL = 'site-admin';

function isReloadMessage(data: unknown): data is ReloadMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    'type' in data &&
    data.type === 'reload' &&
    'accountDataOnly' in data &&
    typeof data.accountDataOnly === 'boolean'
  );
}

export function broadcastReload(accountDataOnly: boolean): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage({ type: 'reload', accountDataOnly } satisfies ReloadMessage);
  channel.close();
}

/** Calls `onReload` for every reload another tab broadcasts; returns the unsubscribe. */
export function listenForReload(onReload: (message: ReloadMessage) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (isReloadMessage(event.data)) onReload(event.data);
  };
  return () => channel.close();
}
