import { Alert, Stack, Text } from '@chakra-ui/react';
import type { PaymentCard } from '@site-admin/api-client';
import { ErrorState, LoadingState, ProgressButton } from '@site-admin/ui';
import { useState } from 'react';
import { AddressSection } from '../address/address-section';
import { GatewayField } from '../gateways/gateway-field';
import { useBillingTexts } from '../i18n/use-billing-texts';
import { failureDetailOf } from '../parts/failure-detail';
import { BillingDialog } from '../parts/billing-dialog';
import { GeoConfirmation } from '../payment/geo-confirmation';
import { VatField } from '../payment/vat-field';
import { ThanksStep } from '../subscription/thanks-step';
import { useCardUpdate } from './use-card-update';

/** Add or change payment method: title, intro, address, VAT number and card; then thanks. */
export function CardUpdateModal({ siteid, onClose }: { siteid: number; onClose: () => void }) {
  const { t } = useBillingTexts();
  const [done, setDone] = useState<PaymentCard | null | undefined>(undefined);
  const update = useCardUpdate(siteid, setDone);
  const { details, form } = update;
  const hasCard = Boolean(details.data?.payment_method);
  const title = hasCard ? t('card_update.title_change') : t('card_update.title_add');
  if (done !== undefined)
    return (
      <BillingDialog title={t('card_update.updated_title')} titleHidden="always" onClose={onClose}>
        <ThanksStep
          title={t('card_update.updated_title')}
          message={t('card_update.updated_text')}
          onClose={onClose}
        />
      </BillingDialog>
    );
  const paymentError = form.errorText(form.errors['payment']);
  return (
    <BillingDialog title={title} onClose={onClose}>
      {!details.data ? (
        details.isError ? (
          <ErrorState
            title={t('subscription.details_error')}
            message={failureDetailOf(details.error)}
            retryLabel={t('subscription.retry')}
            onRetry={() => void details.refetch()}
          />
        ) : (
          <LoadingState label={t('subscription.details_loading')} />
        )
      ) : (
        <Stack gap="4">
          <Text fontSize="sm">{t('card_update.intro')}</Text>
          {/* A failed reload (after an address save) keeps the form and the typed card. */}
          {details.isError ? (
            <ErrorState
              title={t('subscription.details_error')}
              message={failureDetailOf(details.error)}
              retryLabel={t('subscription.retry')}
              onRetry={() => void details.refetch()}
            />
          ) : null}
          <AddressSection
            siteid={siteid}
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
            gateway={details.data.gateway}
            handle={update.gatewayRef}
            config={details.data.gateway_config}
            siteid={siteid}
            savedCard={details.data.payment_method}
            onCardChange={(changed) => {
              update.setCardChanged(changed);
              form.clearError('payment');
            }}
          />
          {/* The card's address is checked as a payment's: a country other than where the user
              was located needs their confirmation before anything is sent. */}
          <GeoConfirmation form={form} />
          {paymentError ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{paymentError}</Alert.Title>
            </Alert.Root>
          ) : null}
          <ProgressButton
            colorPalette="blue"
            disabled={!update.canUpdate}
            loading={update.running}
            onClick={() => void update.save()}
          >
            {t('card_update.update')}
          </ProgressButton>
        </Stack>
      )}
    </BillingDialog>
  );
}
