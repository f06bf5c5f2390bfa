import { Button, Field, HStack, Input, Text } from '@chakra-ui/react';
import { fieldSlotRecipe, inputRecipe } from '@site-admin/ui';
import { canRedeemDiscount, normaliseDiscountCode } from '@site-admin/validation';
import { useState } from 'react';
import { useBillingTexts } from '../i18n/use-billing-texts';

/**
 * The discount code: shown upper-case, trimmed when redeemed; redeem is disabled while empty or in
 * error; Enter redeems; leaving it empty hides it; editing clears its error.
 */
export function DiscountCode({
  applied,
  refused = null,
  error,
  onRedeem,
  onRemove,
  onEdit,
}: {
  applied: string | null;
  /** A code the payment was refused for: it goes back in the field to be corrected. */
  refused?: string | null;
  error: string | undefined;
  onRedeem: (code: string) => void;
  onRemove: () => void;
  onEdit: () => void;
}) {
  const { t } = useBillingTexts();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [shownRefused, setShownRefused] = useState<string | null>(null);
  if (refused !== shownRefused) {
    setShownRefused(refused);
    if (refused) {
      setCode(refused);
      setOpen(true);
    }
  }
  if (applied && !error) {
    return (
      <HStack justify="space-between">
        <Text fontSize="sm">{t('subscription.discount.applied', { code: applied })}</Text>
        <Button variant="plain" size="sm" colorPalette="red" onClick={onRemove}>
          {t('subscription.discount.remove')}
        </Button>
      </HStack>
    );
  }
  if (!open && !error) {
    return (
      <Button
        variant="plain"
        size="sm"
        px="0"
        alignSelf="start"
        colorPalette="blue"
        onClick={() => setOpen(true)}
      >
        {t('subscription.discount.add')}
      </Button>
    );
  }
  const redeemable = canRedeemDiscount(code, error);
  const redeem = () => {
    if (!redeemable) return;
    // The field shows the code as sent (a refused one stays in it to be corrected).
    const normalised = normaliseDiscountCode(code);
    setCode(normalised);
    onRedeem(normalised);
  };
  return (
    <Field.Root recipe={fieldSlotRecipe} invalid={Boolean(error)}>
      <Field.Label>{t('subscription.discount.label')}</Field.Label>
      <HStack w="full">
        <Input
          recipe={inputRecipe}
          autoFocus
          value={code}
          textTransform="uppercase"
          onChange={(event) => {
            setCode(event.target.value.toUpperCase());
            if (error) onEdit();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              redeem();
            }
          }}
          onBlur={() => {
            if (code.trim() === '' && !error) setOpen(false);
          }}
        />
        <Button variant="outline" disabled={!redeemable} onClick={redeem}>
          {t('subscription.discount.redeem')}
        </Button>
      </HStack>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
