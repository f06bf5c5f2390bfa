// The messages embedded older pages and the shell exchange with postMessage (spec 1 section 7).
// Anything else, or anything from another origin or window, is ignored.

export type LegacyMessage =
  | { type: 'checkLogin' }
  | { type: 'updateAccountDetails' }
  | { type: 'subscribe'; plan?: number; feature?: string }
  | { type: 'showPaymentModal'; invoiceId: string }
  | { type: 'notify'; message: string; level?: 'success' | 'error' | 'warning' | 'info' }
  | { type: 'showVideo'; videoId: string }
  | { type: 'requestUnload' }
  | { type: 'unloadConfirmed' };

export type LegacyMessageType = LegacyMessage['type'];

/** How long an embedded page has to answer the shell (spec 1 section 8). */
export const LEGACY_REPLY_TIMEOUT_MS = 100;

/** The longest wait for an answer when the page's time is given again (`replyWaitOver`). */
export const LEGACY_REPLY_LIMIT_MS = 1000;

/**
 * Whether the wait for the page's answer is over when its timer fires at `now` (it was due at
 * `due`; the page was asked at `asked`). The page's 100 ms count while the app runs: a timer
 * firing more than 50 ms late means the app could not run meanwhile, nor a frame of the same site
 * that shares its thread, so the page is given its 100 ms again, within a second in all. On a
 * busy machine a page with nothing unsaved otherwise answered after the question to leave.
 */
export function replyWaitOver(asked: number, due: number, now: number): boolean {
  const late = now - due > LEGACY_REPLY_TIMEOUT_MS / 2;
  return !late || now - asked >= LEGACY_REPLY_LIMIT_MS;
}

const levels = new Set(['success', 'error', 'warning', 'info']);

function field(data: object, name: string): unknown {
  return (data as Record<string, unknown>)[name];
}

/** The message if `data` is one of the spec's message types with a sound payload, else null. */
export function parseLegacyMessage(data: unknown): LegacyMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const type = field(data, 'type');
  switch (type) {
    case 'checkLogin':
    case 'updateAccountDetails':
    case 'requestUnload':
    case 'unloadConfirmed':
      return { type };
    case 'subscribe': {
      const plan = field(data, 'plan');
      const feature = field(data, 'feature');
      return {
        type,
        ...(typeof plan === 'number' ? { plan } : {}),
        ...(typeof feature === 'string' ? { feature } : {}),
      };
    }
    case 'showPaymentModal': {
      const invoiceId = field(data, 'invoiceId');
      return typeof invoiceId === 'string' || typeof invoiceId === 'number'
        ? { type, invoiceId: String(invoiceId) }
        : null;
    }
    case 'notify': {
      const message = field(data, 'message');
      const level = field(data, 'level');
      if (typeof message !== 'string' || message === '') return null;
      return {
        type,
        message,
        ...(typeof level === 'string' && levels.has(level)
          ? { level: level as 'success' | 'error' | 'warning' | 'info' }
          : {}),
      };
    }
    case 'showVideo': {
      const videoId = field(data, 'videoId');
      return typeof videoId === 'string' || typeof videoId === 'number'
        ? { type, videoId: String(videoId) }
        : null;
    }
    default:
      return null;
  }
}

/** Only the embedded frame itself, served from the configured legacy origin, is listened to. */
export function isFromLegacyFrame(
  event: Pick<MessageEvent, 'origin' | 'source'>,
  legacyOrigin: string,
  frame: Window | null | undefined,
): boolean {
  return event.origin === legacyOrigin && frame != null && event.source === frame;
}
