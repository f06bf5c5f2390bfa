import { Alert, Box, Grid, Stack, Text } from '@chakra-ui/react';
import type {
  PaymentCard,
  PaymentGateway,
  PaymentGatewayConfig,
  PaymentSummary,
} from '@site-admin/api-client';
import { ProgressButton } from '@site-admin/ui';
import { Lock } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { AddressSection } from '../address/address-section';
import type { GatewayHandle } from '../gateways/gateway';
import { GatewayField } from '../gateways/gateway-field';
import { useBillingTexts } from '../i18n/use-billing-texts';
import { GeoConfirmation } from './geo-confirmation';
import { PriceBreakdown } from './price-breakdown';
import type { PaymentForm } from './use-payment-form';
import { VatField } from './vat-field';

export interface PaymentLayoutProps {
  form: PaymentForm;
  siteid: number;
  gateway: PaymentGateway;
  gatewayConfig: PaymentGatewayConfig;
  savedCard: PaymentCard | null;
  gatewayRef: Ref<GatewayHandle>;
  summary: PaymentSummary;
  /** Above the breakdown: the plan summary and discount code of the subscription flow. */
  summaryTop?: ReactNode;
  onRemoveDiscount?: () => void;
  payLabel: string;
  /** The line above Pay: what paying agrees to. */
  terms: string;
  running: boolean;
  /**
   * The summary on screen is not yet priced for what the form now says (it is loading again, or
   * that failed): paying waits for it.
   */
  stale?: boolean;
  onPay: () => void;
  /** Replaces the right side (the no-change panel). */
  aside?: ReactNode;
}

/**
 * A payment form: on the left the address, VAT number, card fields and the payment error; on the
 * right the price breakdown, geo confirmation, terms, pay button and secure-payment note.
 */
export function PaymentLayout(props: PaymentLayoutProps) {
  const { t } = useBillingTexts();
  const { form, summary } = props;
  const paymentError = form.errorText(form.errors['payment']);
  const alert = paymentError ? (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{paymentError}</Alert.Title>
    </Alert.Root>
  ) : null;
  return (
    <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="6">
      <Stack gap="4">
        <AddressSection
          siteid={props.siteid}
          address={form.address}
          onSaved={form.setAddress}
          hold={form.addressHold}
        />
        {form.vatShown ? (
          <VatField
            value={form.vatValue}
            country={form.country}
            serverError={form.errorText(form.errors['vatNumber'])}
            onChange={form.setVat}
          />
        ) : null}
        <GatewayField
          gateway={props.gateway}
          handle={props.gatewayRef}
          config={props.gatewayConfig}
          siteid={props.siteid}
          savedCard={props.savedCard}
          onCardChange={() => form.clearError('payment')}
        />
        {alert}
      </Stack>
      {props.aside ?? (
        <Stack gap="4">
          {props.summaryTop}
          <PriceBreakdown summary={summary} onRemoveDiscount={props.onRemoveDiscount} />
          <GeoConfirmation form={form} />
          {summary.hideFooter ? null : (
            <Text fontSize="xs" color="fg.muted">
              {props.terms}
            </Text>
          )}
          <Box>
            <ProgressButton
              colorPalette="green"
              w="full"
              loading={props.running}
              loadingText={t('subscription.paying')}
              disabled={props.running || props.stale === true}
              onClick={props.onPay}
            >
              {props.payLabel}
            </ProgressButton>
          </Box>
          {alert}
          {summary.hideFooter ? null : (
            <Text fontSize="xs" color="fg.muted" textAlign="center">
              <Lock aria-hidden="true" size={12} style={{ display: 'inline' }} />{' '}
              {t('subscription.secure')}
            </Text>
          )}
        </Stack>
      )}
    </Grid>
  );
}
