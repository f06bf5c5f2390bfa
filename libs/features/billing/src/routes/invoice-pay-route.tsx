import { useNavigate, useParams } from 'react-router';
import { PayInvoiceModal } from '../invoice/pay-invoice-modal';

/** /{siteid}/account/payment/invoice/{id}/pay: the Pay Invoice modal over the payment page. */
export function InvoicePayRoute() {
  const navigate = useNavigate();
  const { siteid, id } = useParams();
  return (
    <PayInvoiceModal
      invoiceId={id ?? ''}
      onClose={() => void navigate(`/${siteid ?? ''}/account/payment`)}
    />
  );
}
