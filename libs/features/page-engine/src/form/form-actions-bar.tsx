import { Button, HStack } from '@chakra-ui/react';
import type { FormAction } from '@site-admin/api-client';
import { useEffect, useRef } from 'react';

interface FormActionsBarProps {
  actions: FormAction[];
  /** The action being sent: its button shows progress, the others wait. */
  submitting: FormAction | null;
  onAction: (action: FormAction) => void;
}

/** A form's buttons, in the server's order: submit solid, delete red, the rest outlined. */
export function FormActionsBar({ actions, submitting, onAction }: FormActionsBarProps) {
  // A button shows its progress disabled, which drops the focus to the page: once the action is
  // over, a button still there takes the focus back, so a keyboard user carries on from it (a
  // field in error, focused by the form after a 422, takes it from there).
  const buttons = useRef(new Map<FormAction, HTMLButtonElement>());
  const sent = useRef<FormAction | null>(null);
  useEffect(() => {
    const done = sent.current;
    sent.current = submitting;
    if (done === null || submitting !== null) return;
    if (document.activeElement === document.body) buttons.current.get(done)?.focus();
  }, [submitting]);
  return (
    <HStack gap="2" justify="flex-end" wrap="wrap" w="full">
      {actions
        .filter((action) => action.hidden !== true)
        .map((action) => {
          const primary = action.type === 'submit';
          return (
            <Button
              key={`${action.label}-${action.path ?? ''}`}
              size="sm"
              variant={primary ? 'solid' : action.type === 'delete' ? 'ghost' : 'outline'}
              colorPalette={action.type === 'delete' ? 'red' : 'brand'}
              ref={(element) => {
                if (element) buttons.current.set(action, element);
                else buttons.current.delete(action);
              }}
              loading={submitting === action}
              disabled={submitting !== null && submitting !== action}
              onClick={() => onAction(action)}
            >
              {action.label}
            </Button>
          );
        })}
    </HStack>
  );
}
