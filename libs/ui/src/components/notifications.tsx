import { createToaster, Portal, Stack, Toast, Toaster } from '@chakra-ui/react';

/** The app's one notification queue. Notifications close by themselves unless persistent. */
export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true, max: 5 });

export interface Notification {
  type: 'success' | 'error' | 'warning' | 'info';
  title: string;
  description?: string;
  /** A notification with an id replaces an open one with the same id instead of stacking. */
  id?: string;
  persistent?: boolean;
  action?: { label: string; onClick: () => void };
}

export function notify({ type, title, description, id, persistent, action }: Notification): void {
  const options = {
    type,
    title,
    description,
    duration: persistent ? Infinity : 6000,
    closable: true,
    ...(id ? { id } : {}),
    ...(action ? { action } : {}),
  };
  if (id && toaster.isVisible(id)) toaster.update(id, options);
  else toaster.create(options);
}

/** Where notifications appear; rendered once by the app. */
export function Notifications() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? (
                <Toast.Description>{toast.description}</Toast.Description>
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
