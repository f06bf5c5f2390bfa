import { useRef, useState } from 'react';
import type { GatewayHandle } from '../gateways/gateway';
import { runPayment, type FieldErrors, type PaymentSteps } from './run-payment';
import type { PaymentForm } from './use-payment-form';

/**
 * Runs one payment per press: the button is disabled while it runs, and a second press in the
 * same moment (a double click) is ignored before React has re-rendered.
 */
export function usePayRunner(form: PaymentForm, onPaid: () => void = () => undefined) {
  const [running, setRunning] = useState(false);
  const busy = useRef(false);
  const gatewayRef = useRef<GatewayHandle>(null);

  /**
   * Resolves whether it was paid; a press while one runs resolves false at once. `onStopped` hears
   * the errors a stopped payment shows.
   */
  const pay = async <Prepared>(
    steps: Omit<PaymentSteps<Prepared>, 'gateway' | 'check'>,
    onStopped?: (errors: FieldErrors) => void,
  ): Promise<boolean> => {
    if (busy.current) return false;
    busy.current = true;
    setRunning(true);
    form.setErrors({});
    try {
      const outcome = await runPayment({
        ...steps,
        check: form.check,
        gateway: gatewayRef.current,
      });
      if (outcome.paid) onPaid();
      else {
        form.showErrors(outcome.errors);
        onStopped?.(outcome.errors);
      }
      return outcome.paid;
    } finally {
      busy.current = false;
      setRunning(false);
    }
  };

  return { pay, running, gatewayRef };
}
