import { Alert, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  cardUpdateInvoiceId,
  newIdempotencyKey,
  paymentMethodsQuery,
  prefixAddress,
  subscriptionDetailsQuery,
  updateCardMutation,
  useApiClient,
} from '@site-admin/api-client';
import { ErrorState, LoadingState, radioGroupSlotRecipe, ProgressButton } from '@site-admin/ui';
import { useState } from 'react';
import { useBillingTexts } from '../i18n/use-billing-texts';
import { failureDetailOf } from '../parts/failure-detail';
import { BillingDialog } from '../parts/billing-dialog';
import { useStepFocus } from '../parts/use-step-focus';
import { errorsByField, PAYMENT_ERROR } from '../payment/run-payment';
import { maskCard } from '../rules/money';
import { CardUpdated } from './card-updated';

const ADD_NEW = 'add-new';

/**
 * Select payment method: the saved cards as radio options and an add-new-card option. Saving a
 * saved card sends only its id and then thanks, as a new card's update does; choosing add-new
 * opens the add card modal.
 */
export function SelectPaymentMethodModal({
  siteid,
  onAddNew,
  onClose,
}: {
  siteid: number;
  onAddNew: () => void;
  onClose: () => void;
}) {
  const { t } = useBillingTexts();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const methods = useQuery(paymentMethodsQuery(client, siteid));
  const details = useQuery(subscriptionDetailsQuery(client, siteid));
  const [choice, setChoice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [updated, setUpdated] = useState(false);
  const titleRef = useStepFocus(updated ? 'updated' : 'methods');
  const update = useMutation(updateCardMutation(client, queryClient));
  const selected = choice ?? details.data?.payment_method?.id ?? null;

  const save = () => {
    if (update.isPending || selected === null) return;
    if (selected === ADD_NEW) return onAddNew();
    const address = details.data?.address;
    if (!address) return setError(t('subscription.errors.address'));
    setError(null);
    update.mutate(
      {
        siteid,
        idempotencyKey: newIdempotencyKey(),
        body: {
          vatNumber: details.data?.vatNumber ?? null,
          geoIpConfirmation: false,
          ...prefixAddress(address),
          invoiceId: cardUpdateInvoiceId(),
          gatewayData: { payment_method: selected },
        },
      },
      {
        // By then the update's own success has reloaded the cards, the details and the account
        // (the payment page's card): the thanks says it is done.
        onSuccess: (reply) =>
          reply.errors.length > 0
            ? setError(errorsByField(reply)['payment'] ?? t(PAYMENT_ERROR))
            : setUpdated(true),
        onError: () => setError(t(PAYMENT_ERROR)),
      },
    );
  };

  return (
    <BillingDialog
      title={updated ? t('card_update.updated_title') : t('methods.title')}
      titleHidden={updated ? 'always' : false}
      titleRef={titleRef}
      onClose={onClose}
    >
      {updated ? (
        <CardUpdated onClose={onClose} />
      ) : methods.isPending ? (
        <LoadingState label={t('card.loading')} />
      ) : methods.isError ? (
        <ErrorState
          title={t('methods.load_error')}
          message={failureDetailOf(methods.error)}
          retryLabel={t('subscription.retry')}
          onRetry={() => void methods.refetch()}
        />
      ) : (
        <Stack gap="4">
          {methods.data.payment_methods.length === 0 ? <Text>{t('methods.empty')}</Text> : null}
          <RadioGroup.Root
            recipe={radioGroupSlotRecipe}
            value={selected}
            aria-label={t('methods.title')}
            onValueChange={(details) => setChoice(details.value)}
          >
            <Stack gap="3">
              {[
                ...methods.data.payment_methods.map((card) => ({
                  value: card.id,
                  label: t('card.masked', {
                    type: card.card_type,
                    masked: maskCard(card.card_digits),
                  }),
                })),
                { value: ADD_NEW, label: t('methods.add_new') },
              ].map((option) => (
                <RadioGroup.Item key={option.value} value={option.value}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
          {error ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          ) : null}
          <ProgressButton
            colorPalette="blue"
            loading={update.isPending}
            disabled={selected === null}
            onClick={save}
          >
            {t('methods.save')}
          </ProgressButton>
        </Stack>
      )}
    </BillingDialog>
  );
}
