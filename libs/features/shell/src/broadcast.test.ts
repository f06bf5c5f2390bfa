import { afterEach, describe, expect, it, vi } from 'vitest';
import { broadcastReload, listenForReload } from './broadcast';

let stop: () => void = () => undefined;
afterEach(() => stop());

describe('cross-tab reload', () => {
  it('tells the other tabs to reload, with the accountDataOnly flag', async () => {
    const heard = vi.fn();
    stop = listenForReload(heard);
    broadcastReload(true);
    broadcastReload(false);
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(2));
    expect(heard.mock.calls.map(([message]) => message)).toEqual([
      { type: 'reload', accountDataOnly: true },
      { type: 'reload', accountDataOnly: false },
    ]);
  });

  it('ignores other messages on the channel', async () => {
    const heard = vi.fn();
    stop = listenForReload(heard);
    const channel = new BroadcastChannel('site-admin');
    channel.postMessage({ type: 'reload' });
    channel.postMessage('reload');
    channel.close();
    broadcastReload(true);
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
  });
});
