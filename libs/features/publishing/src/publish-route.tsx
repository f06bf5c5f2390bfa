import { useLocation, useNavigate, useParams } from 'react-router';
import { PublishModal } from './publish-modal';

/**
 * The publish launcher route (`/{siteid}/publish`): opens the publish modal and goes back in
 * history when it closes; opened from outside the app, it goes to the dashboard instead.
 */
export function PublishRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const { siteid } = useParams();
  const close = () => {
    if (location.key === 'default') void navigate(`/${siteid ?? ''}/dashboard`, { replace: true });
    else void navigate(-1);
  };
  return <PublishModal onClose={close} />;
}
