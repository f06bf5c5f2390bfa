import { useNavigate, useParams, useSearchParams } from 'react-router';
import { CardUpdateModal } from '../cards/card-update-modal';
import { opensOnNewCard } from './card-paths';

/** /{siteid}/account/payment/methods/add: add or change the card (`?card=new`: a new one). */
export function AddCardRoute() {
  const navigate = useNavigate();
  const siteid = Number(useParams()['siteid']);
  const [search] = useSearchParams();
  return (
    <CardUpdateModal
      siteid={siteid}
      newCard={opensOnNewCard(search)}
      onClose={() => void navigate(`/${siteid}/account/payment`)}
    />
  );
}
