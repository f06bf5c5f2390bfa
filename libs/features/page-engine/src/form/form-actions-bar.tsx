import { HStack } from '@chakra-ui/react';
import type { FormAction } from '@site-admin/api-client';
import { ProgressButton } from '@site-admin/ui';

interface FormActionsBarProps {
  actions: FormAction[];
  /** The action being sent: its button shows progress, the others wait. */
  submitting: FormAction | null;
  onAction: (action: FormAction) => void;
}

/**
 * A form's buttons, in the server's order: submit solid, delete red, the rest outlined. Once sent,
 * a button takes the focus back (a field in error, focused by the form after a 422, keeps it).
 */
export function FormActionsBar({ actions, submitting, onAction }: FormActionsBarProps) {
  return (
    <HStack gap="2" justify="flex-end" wrap="wrap" w="full">
      {actions
        .filter((action) => action.hidden !== true)
        .map((action) => (
          <ProgressButton
            key={`${action.label}-${action.path ?? ''}`}
            size="sm"
            variant={
              action.type === 'submit' ? 'solid' : action.type === 'delete' ? 'ghost' : 'outline'
            }
            colorPalette={action.type === 'delete' ? 'red' : 'brand'}
            loading={submitting === action}
            disabled={submitting !== null && submitting !== action}
            onClick={() => onAction(action)}
          >
            {action.label}
          </ProgressButton>
        ))}
    </HStack>
  );
}
