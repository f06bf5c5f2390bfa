import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { SubscriptionRequest } from '@site-admin/ui';
import { SubscriptionModal } from '../subscription/subscription-modal';

/** What a subscribe address asks for: `?plan=14&feature=…&force=1`. */
export function requestFromSearch(search: URLSearchParams): SubscriptionRequest {
  const plan = Number(search.get('plan'));
  const feature = search.get('feature');
  const fieldDetail = search.get('fieldDetail');
  return {
    ...(Number.isInteger(plan) && plan > 0 ? { plan } : {}),
    ...(feature ? { feature } : {}),
    ...(fieldDetail ? { fieldDetail } : {}),
    ...(search.get('force') === '1' ? { forcePlanSelection: true } : {}),
  };
}

/** /{siteid}/subscribe: the subscription modal; closing it goes to the dashboard. */
export function SubscribeRoute() {
  const navigate = useNavigate();
  const { siteid } = useParams();
  const [search] = useSearchParams();
  return (
    <SubscriptionModal
      request={requestFromSearch(search)}
      onClose={() => void navigate(`/${siteid ?? ''}/dashboard`)}
    />
  );
}
