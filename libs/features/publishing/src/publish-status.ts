import { ApiError, type Account, type PublishMode } from '@site-admin/api-client';

/** Spec 2 section 4: the dialog's content follows one of three statuses. */
export type PublishStatus = 'trial' | 'holding' | 'active';

/** A trial site (T) gets the upsell; an active holding page publishes in holding mode. */
export function publishStatus(
  account: Pick<Account, 'sitestatus' | 'holding_page_active'>,
): PublishStatus {
  if (account.sitestatus === 'T') return 'trial';
  return account.holding_page_active ? 'holding' : 'active';
}

/** The run's mode: holding swaps the mode in the request. Trial sites never run. */
export function publishMode(status: Exclude<PublishStatus, 'trial'>): PublishMode {
  return status === 'holding' ? 'holding' : 'live';
}

/** Where the published site is seen: its own domain, else the builder's address. */
export function siteAddress(account: Pick<Account, 'primary_domain' | 'siteurl'>): string {
  return account.primary_domain ? `https://${account.primary_domain}` : account.siteurl;
}

/** Which of the spec's publishing messages a failure shows. */
export type PublishFailure =
  { kind: 'network' } | { kind: 'message'; message: string } | { kind: 'unknown' };

function replyMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('message' in body)) return null;
  const { message } = body;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/**
 * No reply is the network message; a reply naming its error is 'Publishing error: {error}';
 * anything else is 'An error occurred. Please try again'.
 */
export function publishFailure(error: unknown): PublishFailure {
  if (!(error instanceof ApiError)) return { kind: 'unknown' };
  if (error.isNetworkError) return { kind: 'network' };
  const message = replyMessage(error.body);
  return message ? { kind: 'message', message } : { kind: 'unknown' };
}
