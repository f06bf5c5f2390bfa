import { useTexts } from '@site-admin/ui';
import { ordersTexts } from '../i18n/en-gb';

/** The orders namespace's `t`. */
export function useOrdersTexts() {
  return useTexts('orders', ordersTexts);
}
