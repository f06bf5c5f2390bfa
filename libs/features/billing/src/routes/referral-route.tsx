import { useNavigate, useParams } from 'react-router';
import { ReferralModal } from '../referral/referral-modal';

/** /{siteid}/dashboard/raf-popup: the referral modal over the dashboard. */
export function ReferralRoute() {
  const navigate = useNavigate();
  const { siteid = '' } = useParams();
  return <ReferralModal siteid={siteid} onClose={() => void navigate(`/${siteid}/dashboard`)} />;
}
