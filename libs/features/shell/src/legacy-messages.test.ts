import { describe, expect, it } from 'vitest';
import { isFromLegacyFrame, parseLegacyMessage, replyWaitOver } from './legacy-messages';

describe('parseLegacyMessage', () => {
  it('reads each message type of the spec', () => {
    expect(parseLegacyMessage({ type: 'checkLogin' })).toEqual({ type: 'checkLogin' });
    expect(parseLegacyMessage({ type: 'updateAccountDetails' })).toEqual({
      type: 'updateAccountDetails',
    });
    expect(
      parseLegacyMessage({ type: 'subscribe', plan: 52, feature: 'order_export_extra' }),
    ).toEqual({
      type: 'subscribe',
      plan: 52,
      feature: 'order_export_extra',
    });
    expect(parseLegacyMessage({ type: 'showPaymentModal', invoiceId: 9912 })).toEqual({
      type: 'showPaymentModal',
      invoiceId: '9912',
    });
    expect(parseLegacyMessage({ type: 'notify', message: 'Saved', level: 'success' })).toEqual({
      type: 'notify',
      message: 'Saved',
      level: 'success',
    });
    expect(parseLegacyMessage({ type: 'showVideo', videoId: '76979871' })).toEqual({
      type: 'showVideo',
      videoId: '76979871',
    });
    expect(parseLegacyMessage({ type: 'requestUnload' })).toEqual({ type: 'requestUnload' });
    expect(parseLegacyMessage({ type: 'unloadConfirmed' })).toEqual({ type: 'unloadConfirmed' });
  });

  it('ignores unknown types, missing payloads and non-objects', () => {
    expect(parseLegacyMessage({ type: 'deleteEverything' })).toBeNull();
    expect(parseLegacyMessage({ type: 'notify' })).toBeNull();
    expect(parseLegacyMessage({ type: 'showPaymentModal' })).toBeNull();
    expect(parseLegacyMessage('notify')).toBeNull();
    expect(parseLegacyMessage(null)).toBeNull();
  });

  it('drops an unknown notify level rather than trusting it', () => {
    expect(parseLegacyMessage({ type: 'notify', message: 'Hi', level: '<b>' })).toEqual({
      type: 'notify',
      message: 'Hi',
    });
  });
});

describe('isFromLegacyFrame', () => {
  const frame = {} as Window;
  it('accepts only the frame itself on the legacy origin', () => {
    expect(
      isFromLegacyFrame(
        { origin: 'https://legacy.test', source: frame },
        'https://legacy.test',
        frame,
      ),
    ).toBe(true);
    expect(
      isFromLegacyFrame(
        { origin: 'https://evil.test', source: frame },
        'https://legacy.test',
        frame,
      ),
    ).toBe(false);
    expect(
      isFromLegacyFrame(
        { origin: 'https://legacy.test', source: {} as Window },
        'https://legacy.test',
        frame,
      ),
    ).toBe(false);
    expect(
      isFromLegacyFrame(
        { origin: 'https://legacy.test', source: frame },
        'https://legacy.test',
        null,
      ),
    ).toBe(false);
  });
});

describe('replyWaitOver', () => {
  it('ends the wait for an answer after 100 ms when the app could run', () => {
    // Asked at 1000 ms, due at 1100; the timer fires on time or a little late.
    expect(replyWaitOver(1000, 1100, 1100)).toBe(true);
    expect(replyWaitOver(1000, 1100, 1140)).toBe(true);
  });

  it('gives the page its 100 ms again when the timer fired late, within a second in all', () => {
    // The app was held up for 300 ms: the page may not have run either.
    expect(replyWaitOver(1000, 1100, 1400)).toBe(false);
    // Held up again and again: a second after asking, the answer is taken as none.
    expect(replyWaitOver(1000, 1900, 2000)).toBe(true);
  });
});
