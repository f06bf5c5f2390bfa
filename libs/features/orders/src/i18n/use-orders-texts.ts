import { useTexts, useValidationTexts } from '@site-admin/ui';
import { ordersTexts } from '../i18n/en-gb';

/** The orders namespace's `t` (with the validation rules' texts its panels check with). */
export function useOrdersTexts() {
  useValidationTexts();
  return useTexts('orders', ordersTexts);
}
