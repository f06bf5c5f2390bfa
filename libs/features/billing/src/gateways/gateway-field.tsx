import type { PaymentGateway } from '@site-admin/api-client';
import { LoadingState } from '@site-admin/ui';
import { Suspense } from 'react';
import { useBillingTexts } from '../i18n/use-billing-texts';
import { gatewayForms, type GatewayFormProps } from './gateway';

/** The card field: loading, then the named gateway's form (a new gateway is a fresh form). */
export function GatewayField({
  gateway,
  ...props
}: GatewayFormProps & { gateway: PaymentGateway }) {
  const { t } = useBillingTexts();
  const Form = gatewayForms[gateway];
  return (
    <Suspense fallback={<LoadingState label={t('card.loading')} />}>
      <Form key={gateway} {...props} />
    </Suspense>
  );
}
