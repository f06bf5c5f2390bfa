import { useNavigate, useParams } from 'react-router';
import { CardUpdateModal } from '../cards/card-update-modal';

/** /{siteid}/account/payment/methods/add: add or change the card. */
export function AddCardRoute() {
  const navigate = useNavigate();
  const siteid = Number(useParams()['siteid']);
  return (
    <CardUpdateModal siteid={siteid} onClose={() => void navigate(`/${siteid}/account/payment`)} />
  );
}
