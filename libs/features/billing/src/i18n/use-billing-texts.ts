import { useTexts } from '@site-admin/ui';
import { billingTexts } from './en-gb';

/** The billing namespace's `t`, its texts added the first time a billing part renders. */
export function useBillingTexts() {
  return useTexts('billing', billingTexts);
}
