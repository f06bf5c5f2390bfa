/** Tabs of the app tell each other to reload (spec 1: cross-tab broadcast with accountDataOnly). */
export interface ReloadMessage {
  type: 'reload';
  accountDataOnly: boolean;
}

/** A tab switched the session to another site: every other tab checks the account's site. */
export interface SiteChangedMessage {
  type: 'site-changed';
  siteid: number;
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

function isSiteChangedMessage(data: unknown): data is SiteChangedMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    'type' in data &&
    data.type === 'site-changed' &&
    'siteid' in data &&
    typeof data.siteid === 'number'
  );
}

export function broadcastSiteChanged(siteid: number): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage({ type: 'site-changed', siteid } satisfies SiteChangedMessage);
  channel.close();
}

/** Calls `onChange` whenever a tab switched the session's site; returns the unsubscribe. */
export function listenForSiteChange(onChange: (message: SiteChangedMessage) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (isSiteChangedMessage(event.data)) onChange(event.data);
  };
  return () => channel.close();
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
