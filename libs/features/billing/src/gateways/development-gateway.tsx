import { Button, Field, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ThreeDSecureChallenge } from '@site-admin/api-client';
import { fieldSlotRecipe, inputRecipe } from '@site-admin/ui';
import {
  cardBrand,
  formatMessage,
  parseExpiry,
  validateCard,
  type CardErrors,
  type CardFields,
} from '@site-admin/validation';
import { useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useBillingTexts } from '../i18n/use-billing-texts';
import { SavedCard } from '../parts/saved-card';
import type { GatewayFormProps } from './gateway';
import { ThreeDSecureDialog } from './three-d-secure-dialog';

const emptyCard: CardFields = { name: '', number: '', expiry: '', cvc: '' };

/** The single-use token the development gateway hands over instead of the card. */
function devToken(card: CardFields, siteid: number): string {
  const digits = card.number.replace(/\D/g, '');
  const expiry = parseExpiry(card.expiry);
  const mmyy = expiry
    ? `${String(expiry.month).padStart(2, '0')}${String(expiry.year % 100).padStart(2, '0')}`
    : '0000';
  return `dev_tok_${digits.slice(-4)}_${mmyy}_${siteid}`;
}

/**
 * The development gateway: a complete card form (checked with the spec's card rules) and a 3-D
 * Secure challenge step. The card lives in this component's state only and never leaves it; the
 * payment form gets a token.
 */
export function DevelopmentGateway({
  handle,
  config,
  siteid,
  savedCard,
  onCardChange,
}: GatewayFormProps) {
  const { t } = useBillingTexts();
  const [card, setCard] = useState<CardFields>(emptyCard);
  const [errors, setErrors] = useState<CardErrors>({});
  const [useSaved, setUseSaved] = useState(savedCard !== null);
  const [challenge, setChallenge] = useState<ThreeDSecureChallenge | null>(null);
  const answer = useRef<((reference: string | null) => void) | null>(null);
  // The pressed switch goes with the card it switched from: the focus moves to the card now
  // shown (the first card field, or the saved card), not back to the top of the dialog.
  const switched = useRef(false);
  const savedCardRef = useRef<HTMLDivElement>(null);
  const cardForm = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!switched.current) return;
    switched.current = false;
    if (useSaved) savedCardRef.current?.focus();
    else cardForm.current?.querySelector('input')?.focus();
  }, [useSaved]);
  const switchTo = (saved: boolean) => {
    switched.current = true;
    setUseSaved(saved);
  };

  useImperativeHandle(
    handle,
    () => ({
      readCard: async () => {
        if (useSaved && savedCard) return { ok: true, data: { payment_method: savedCard.id } };
        const found = validateCard(card);
        setErrors(found);
        if (Object.keys(found).length > 0) return { ok: false };
        return { ok: true, data: { token: devToken(card, siteid) } };
      },
      authenticate: (next) =>
        new Promise<string | null>((resolve) => {
          answer.current = resolve;
          setChallenge(next);
        }),
    }),
    [useSaved, savedCard, siteid, card],
  );

  const change = (field: keyof CardFields, value: string) => {
    setCard((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
    onCardChange?.(true);
  };

  const field = (name: keyof CardFields, label: string, autoComplete: string) => {
    const error = errors[name];
    return (
      <Field.Root recipe={fieldSlotRecipe} invalid={Boolean(error)} required>
        <Field.Label>{label}</Field.Label>
        <Input
          recipe={inputRecipe}
          value={card[name]}
          autoComplete={autoComplete}
          inputMode={name === 'name' ? 'text' : 'numeric'}
          onChange={(event) => change(name, event.target.value)}
        />
        {error ? <Field.ErrorText>{formatMessage(error)}</Field.ErrorText> : null}
      </Field.Root>
    );
  };

  const threeD = challenge ? (
    <ThreeDSecureDialog
      challenge={challenge}
      merchant={config.merchant_name}
      onDone={(reference) => {
        setChallenge(null);
        answer.current?.(reference);
        answer.current = null;
      }}
    />
  ) : null;

  if (useSaved && savedCard) {
    return (
      <Stack gap="2">
        <SavedCard ref={savedCardRef} card={savedCard} />
        <Button
          variant="plain"
          size="sm"
          alignSelf="start"
          px="0"
          colorPalette="blue"
          // Only an empty form so far: the card changes once one is typed (onCardChange's contract),
          // so a change-card screen's Update waits for it.
          onClick={() => switchTo(false)}
        >
          {t('card.use_other')}
        </Button>
        {threeD}
      </Stack>
    );
  }

  const brand = cardBrand(card.number);
  return (
    <Stack ref={cardForm} gap="3" data-testid="development-card-form">
      {field('name', t('card.name'), 'cc-name')}
      {field('number', brand ? `${t('card.number')} (${brand})` : t('card.number'), 'cc-number')}
      <SimpleGrid columns={2} gap="3">
        {field('expiry', t('card.expiry'), 'cc-exp')}
        {field('cvc', t('card.cvc'), 'cc-csc')}
      </SimpleGrid>
      {config.test_mode ? (
        <Text fontSize="xs" color="fg.muted">
          {t('card.test_mode')}
        </Text>
      ) : null}
      {savedCard ? (
        <Button
          variant="plain"
          size="sm"
          alignSelf="start"
          px="0"
          colorPalette="blue"
          onClick={() => {
            switchTo(true);
            setCard(emptyCard);
            setErrors({});
            onCardChange?.(false);
          }}
        >
          {t('card.use_saved')}
        </Button>
      ) : null}
      {threeD}
    </Stack>
  );
}
