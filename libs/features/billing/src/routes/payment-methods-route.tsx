import { useNavigate, useParams } from 'react-router';
import { SelectPaymentMethodModal } from '../cards/select-payment-method-modal';
import { addCardPath } from './card-paths';

/** /{siteid}/account/payment/methods: the select payment method modal. */
export function PaymentMethodsRoute() {
  const navigate = useNavigate();
  const siteid = Number(useParams()['siteid']);
  return (
    <SelectPaymentMethodModal
      siteid={siteid}
      onAddNew={() => void navigate(addCardPath(siteid, { newCard: true }))}
      onClose={() => void navigate(`/${siteid}/account/payment`)}
    />
  );
}
