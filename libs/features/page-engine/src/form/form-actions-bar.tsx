import { Button, HStack } from '@chakra-ui/react';
import type { FormAction } from '@site-admin/api-client';
import { useFocusBack } from '@site-admin/ui';

interface FormActionsBarProps {
  actions: FormAction[];
  /** The action being sent: its button shows progress, the others wait. */
  submitting: FormAction | null;
  onAction: (action: FormAction) => void;
}

/** A form's buttons, in the server's order: submit solid, delete red, the rest outlined. */
export function FormActionsBar({ actions, submitting, onAction }: FormActionsBarProps) {
  return (
    <HStack gap="2" justify="flex-end" wrap="wrap" w="full">
      {actions
        .filter((action) => action.hidden !== true)
        .map((action) => (
          <ActionButton
            key={`${action.label}-${action.path ?? ''}`}
            action={action}
            sending={submitting === action}
            waiting={submitting !== null && submitting !== action}
            onAction={onAction}
          />
        ))}
    </HStack>
  );
}

interface ActionButtonProps {
  action: FormAction;
  sending: boolean;
  waiting: boolean;
  onAction: (action: FormAction) => void;
}

function ActionButton({ action, sending, waiting, onAction }: ActionButtonProps) {
  // Once sent, a button still there takes the focus back (a field in error, focused by the form
  // after a 422, keeps it).
  const button = useFocusBack(sending);
  const primary = action.type === 'submit';
  return (
    <Button
      ref={button}
      size="sm"
      variant={primary ? 'solid' : action.type === 'delete' ? 'ghost' : 'outline'}
      colorPalette={action.type === 'delete' ? 'red' : 'brand'}
      loading={sending}
      disabled={waiting}
      onClick={() => onAction(action)}
    >
      {action.label}
    </Button>
  );
}
