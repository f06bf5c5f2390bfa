import { Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { toastSlotRecipe } from '../theme/lazy-recipes';
import { toaster } from './toaster';

/**
 * While a drawer (a side panel, the phone's menu) is open, the notifications start below its
 * header: 1.5rem above the title's 1.75rem line and 1rem below it hold the title and Close.
 */
const belowOpenDrawer = {
  'body:has(.chakra-drawer__content[data-state=open]) &': { '--notifications-top': '4.75rem' },
};

/** The notifications on screen (the toast machine), loaded with the first notification. */
export function NotificationsView() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }} css={belowOpenDrawer}>
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
