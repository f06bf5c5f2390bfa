import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { dialogRecipe } from '@site-admin/ui';
import type { ReactNode, Ref } from 'react';
import { useBillingTexts } from '../i18n/use-billing-texts';

export type BillingDialogSize = 'small' | 'medium' | 'large';

const widths: Record<BillingDialogSize, string> = {
  small: '420px',
  medium: '600px',
  large: '960px',
};

/** A billing dialog's width: its size's from medium screens up, the screen less a margin below. */
export const dialogMaxWidth = (size: BillingDialogSize) =>
  ({ base: 'calc(100vw - 16px)', md: widths[size] }) as const;

/**
 * The billing modals' frame: 600 px wide by default, larger for many plans; one that must be
 * answered (an awaiting payment or suspended account) has no close button and ignores Escape.
 */
export function BillingDialog({
  title,
  titleHidden = false,
  size = 'medium',
  closable = true,
  titleRef,
  onClose,
  children,
}: {
  title: ReactNode;
  /**
   * Keeps the title for screen readers only: `true` from medium screens up (plan select shows it
   * on small screens), `'always'` when the body repeats it (thanks).
   */
  titleHidden?: boolean | 'always';
  size?: BillingDialogSize;
  closable?: boolean;
  /** A dialog that moves on a step focuses its title then (`useStepFocus`). */
  titleRef?: Ref<HTMLHeadingElement>;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useBillingTexts();
  return (
    <Dialog.Root
      recipe={dialogRecipe}
      open
      placement="center"
      scrollBehavior="outside"
      closeOnEscape={closable}
      closeOnInteractOutside={false}
      onOpenChange={(details) => (details.open || !closable ? undefined : onClose())}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW={dialogMaxWidth(size)} w="full">
            <Dialog.Header pe="12">
              <Dialog.Title
                ref={titleRef}
                tabIndex={titleRef ? -1 : undefined}
                srOnly={
                  titleHidden === 'always' ? true : titleHidden ? { base: false, md: true } : false
                }
              >
                {title}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {closable ? (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('subscription.close')} />
              </Dialog.CloseTrigger>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
