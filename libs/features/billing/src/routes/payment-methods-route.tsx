import { useNavigate, useParams } from 'react-router';
import { SelectPaymentMethodModal } from '../cards/select-payment-method-modal';

/** /{siteid}/account/payment/methods: the select payment method modal. */
export function PaymentMethodsRoute() {
  const navigate = useNavigate();
  const siteid = Number(useParams()['siteid']);
  return (
    <SelectPaymentMethodModal
      siteid={siteid}
      onAddNew={() => void navigate(`/${siteid}/account/payment/methods/add`)}
      onClose={() => void navigate(`/${siteid}/account/payment`)}
    />
  );
}
