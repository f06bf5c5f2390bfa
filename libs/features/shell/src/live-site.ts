import type { Account } from '@site-admin/api-client';

/** The live site is reachable only once it has a domain and has been published. */
export function liveSiteUrl(
  account: Pick<Account, 'primary_domain' | 'last_publish_date'>,
): string | null {
  return account.primary_domain && account.last_publish_date
    ? `https://${account.primary_domain}`
    : null;
}
