import { useBillingTexts } from '../i18n/use-billing-texts';
import { ThanksStep } from '../subscription/thanks-step';

/**
 * A card update's thanks (spec 2 section 4: a card-updated title and message), the same whichever
 * way the card was changed: a new card typed, or another saved card chosen.
 */
export function CardUpdated({ onClose }: { onClose: () => void }) {
  const { t } = useBillingTexts();
  return (
    <ThanksStep
      title={t('card_update.updated_title')}
      message={t('card_update.updated_text')}
      onClose={onClose}
    />
  );
}
