import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { dialogRecipe } from '../theme/lazy-recipes';
import { keepOpenOnFocusOutside } from './keep-open-on-focus-outside';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ModalFrameProps {
  open: boolean;
  /** Called on the close button, Escape and a click outside. */
  onClose: () => void;
  /** The dialog's accessible name. */
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  size?: Dialog.RootProps['size'];
  placement?: Dialog.RootProps['placement'];
  scrollBehavior?: Dialog.RootProps['scrollBehavior'];
  /** 'alertdialog' for a question that needs an answer. */
  role?: Dialog.RootProps['role'];
  /** Spacing or layout of the body (a frame fills it edge to edge). */
  bodyProps?: Dialog.BodyProps;
  /**
   * The dialog holds text the user typed: Escape and a click outside, easily done by mistake, do
   * not close it and lose the text; Cancel and the close button still do.
   */
  holdsInput?: boolean;
  /**
   * Its action is being sent: nothing but the action's end closes it (Escape, a click outside and
   * the close button would look like a cancel of what still happens).
   */
  busy?: boolean;
}

/**
 * A click inside a same-origin frame of the dialog reaches the outside-click check from the
 * frame's own document, so it looks outside; it never closes the dialog. (Focus going there, as
 * any focus leaving, is `keepOpenOnFocusOutside`'s.)
 */
function ignoreFrameInteraction(event: {
  detail: { originalEvent: Event };
  preventDefault(): void;
}) {
  const target = event.detail.originalEvent.target as Node | null;
  if (target?.ownerDocument && target.ownerDocument !== document) event.preventDefault();
}

/** The app's dialog shell: a titled box with a close button, a body and an optional footer. */
export function ModalFrame({
  open,
  onClose,
  title,
  children,
  footer,
  size,
  placement = 'center',
  scrollBehavior,
  role,
  bodyProps,
  holdsInput = false,
  busy = false,
}: ModalFrameProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      recipe={dialogRecipe}
      open={open}
      size={size}
      placement={placement}
      scrollBehavior={scrollBehavior}
      role={role}
      onPointerDownOutside={ignoreFrameInteraction}
      onFocusOutside={keepOpenOnFocusOutside}
      closeOnEscape={!holdsInput && !busy}
      closeOnInteractOutside={!holdsInput && !busy}
      // A closed dialog keeps nothing mounted (no frame or query left running behind it).
      lazyMount
      unmountOnExit
      onOpenChange={(details) => (details.open || busy ? undefined : onClose())}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body {...bodyProps}>{children}</Dialog.Body>
            {footer ? <Dialog.Footer>{footer}</Dialog.Footer> : null}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('modal.close')} disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
