import { useTexts, useValidationTexts } from '@site-admin/ui';
import { billingTexts } from './en-gb';

/**
 * The billing namespace's `t`, its texts (and the validation rules' of its forms) added the first
 * time a billing part renders.
 */
export function useBillingTexts() {
  useValidationTexts();
  return useTexts('billing', billingTexts);
}
