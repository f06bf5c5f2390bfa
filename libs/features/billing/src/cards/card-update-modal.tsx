import { Alert, Stack, Text } from '@chakra-ui/react';
import type { PaymentCard } from '@site-admin/api-client';
import { ErrorState, LoadingState, ProgressButton } from '@site-admin/ui';
import { useState } from 'react';
import { AddressSection } from '../address/address-section';
import { GatewayField } from '../gateways/gateway-field';
import { useBillingTexts } from '../i18n/use-billing-texts';
import { failureDetailOf } from '../parts/failure-detail';
import { BillingDialog } from '../parts/billing-dialog';
import { useStepFocus } from '../parts/use-step-focus';
import { GeoConfirmation } from '../payment/geo-confirmation';
import { VatField } from '../payment/vat-field';
import { CardUpdated } from './card-updated';
import { useCardUpdate } from './use-card-update';

/**
 * Add or change payment method: title, intro, address, VAT number and card; then thanks. Opened
 * for a new card (Select payment method's 'Add a new card'), it shows the card fields at once
 * rather than the saved card.
 */
export function CardUpdateModal({
  siteid,
  newCard = false,
  onClose,
}: {
  siteid: number;
  newCard?: boolean;
  onClose: () => void;
}) {
  const { t } = useBillingTexts();
  const [done, setDone] = useState<PaymentCard | null | undefined>(undefined);
  const updated = done !== undefined;
  const titleRef = useStepFocus(updated ? 'updated' : 'form');
  const update = useCardUpdate(siteid, setDone);
  const { details, form } = update;
  const savedCard = newCard ? null : (details.data?.payment_method ?? null);
  const title = updated
    ? t('card_update.updated_title')
    : savedCard
      ? t('card_update.title_change')
      : t('card_update.title_add');
  const paymentError = form.errorText(form.errors['payment']);
  return (
    <BillingDialog
      title={title}
      titleHidden={updated ? 'always' : false}
      titleRef={titleRef}
      onClose={onClose}
    >
      {updated ? (
        <CardUpdated onClose={onClose} />
      ) : !details.data ? (
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
            savedCard={savedCard}
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
