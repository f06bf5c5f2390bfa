import { Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { toastSlotRecipe } from '../theme/lazy-recipes';
import { toaster } from './toaster';

/**
 * While a side panel is open on a screen wide enough, the notifications sit beside it, over the
 * page: never over the panel's title and Close nor its first field (where a failed save puts the
 * focus). Its width is the drawer's size (small 28rem, medium 32rem, large 42rem); on a narrower
 * screen they stay at the top, over the panel's title.
 */
const besidePanel = (size: 'small' | 'medium' | 'large', width: string) => ({
  [`body:has(.chakra-drawer__content[data-state=open][data-size=${size}]) &`]: {
    '--notifications-right': `calc(${width} + 1rem)`,
  },
});
const placement = {
  // The toast machine puts notifications at the highest z-index, over an open menu or a select's
  // list: a top-bar menu dropping down where they show had its items covered. They sit over
  // dialogs and side panels (modal) and under what pops up from a control (popover).
  zIndex: 'calc(var(--chakra-z-index-popover) - 1) !important',
  '@media screen and (min-width: 1024px)': {
    ...besidePanel('small', '28rem'),
    ...besidePanel('medium', '32rem'),
  },
  '@media screen and (min-width: 1216px)': besidePanel('large', '42rem'),
};

/** The notifications on screen (the toast machine), loaded with the first notification. */
export function NotificationsView() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }} css={placement}>
        {(toast) => (
          <Toast.Root recipe={toastSlotRecipe} width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? (
                // Full strength: the recipe's faded text on a solid red toast reads 3.5:1.
                <Toast.Description opacity={1}>{toast.description}</Toast.Description>
              ) : null}
            </Stack>
            {toast.action ? <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger> : null}
            {toast.closable ? <Toast.CloseTrigger /> : null}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
