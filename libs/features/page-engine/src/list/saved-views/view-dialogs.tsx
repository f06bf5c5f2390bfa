import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { ModalFrame, useTexts, fieldSlotRecipe, inputRecipe } from '@site-admin/ui';
import { useRef, useState } from 'react';
import { nameProblem, VIEW_NAME_MAX, type SavedView } from './saved-views';
import { savedViewsTexts } from './saved-views-texts';

const useViewTexts = () => useTexts('savedViews', savedViewsTexts);

export type ViewsDialogMode =
  { kind: 'save' } | { kind: 'manage' } | { kind: 'rename'; name: string };

interface ViewsDialogProps {
  mode: ViewsDialogMode;
  views: readonly SavedView[];
  onModeChange: (mode: ViewsDialogMode) => void;
  onSave: (name: string) => void;
  onRename: (from: string, to: string) => void;
  onDelete: (name: string) => void;
  onClose: () => void;
}

/**
 * One dialog for the saved views: save the current view, manage them (rename, delete) or rename
 * one. It stays open while it moves between these, so focus and Escape behave as one dialog.
 */
export function ViewsDialog({
  mode,
  views,
  onModeChange,
  onSave,
  onRename,
  onDelete,
  onClose,
}: ViewsDialogProps) {
  const { t } = useViewTexts();
  const title =
    mode.kind === 'save'
      ? t('saveTitle')
      : mode.kind === 'rename'
        ? t('renameTitle', { name: mode.name })
        : t('manage');
  // Closing a rename goes back to the list it came from.
  const back = mode.kind === 'rename' ? () => onModeChange({ kind: 'manage' }) : onClose;
  return (
    <ModalFrame open onClose={back} title={title}>
      {mode.kind === 'manage' ? (
        <ViewList
          views={views}
          onRename={(name) => onModeChange({ kind: 'rename', name })}
          onDelete={onDelete}
        />
      ) : (
        <NameForm
          key={mode.kind === 'rename' ? `rename:${mode.name}` : 'save'}
          views={views}
          {...(mode.kind === 'rename' ? { renaming: mode.name } : {})}
          onCancel={back}
          onConfirm={(name) => (mode.kind === 'rename' ? onRename(mode.name, name) : onSave(name))}
        />
      )}
    </ModalFrame>
  );
}

/** A view's name (save or rename); a blank, too long or taken name is refused under the field. */
function NameForm({
  views,
  renaming,
  onConfirm,
  onCancel,
}: {
  views: readonly SavedView[];
  renaming?: string;
  onConfirm: (name: string) => void;
  onCancel: () => void;
}) {
  const { t } = useViewTexts();
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(renaming ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found = nameProblem(name, views, renaming);
        if (found === null) {
          onConfirm(name.trim());
          return;
        }
        setProblem(t(`problems.${found}`, { name: name.trim(), max: VIEW_NAME_MAX }));
        input.current?.focus();
      }}
    >
      <Stack gap="3" pb="2">
        {renaming === undefined ? (
          <Text fontSize="sm" color="fg.muted">
            {t('saveIntro')}
          </Text>
        ) : null}
        <Field.Root recipe={fieldSlotRecipe} invalid={problem !== null}>
          <Field.Label>{t('name')}</Field.Label>
          <Input
            recipe={inputRecipe}
            ref={input}
            value={name}
            maxLength={VIEW_NAME_MAX + 10}
            autoComplete="off"
            data-autofocus
            onChange={(event) => {
              setName(event.currentTarget.value);
              setProblem(null);
            }}
          />
          {problem !== null ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
        </Field.Root>
        <HStack gap="2" wrap="wrap" justify="flex-end">
          <Button variant="outline" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button type="submit">
            {renaming === undefined ? t('confirmSave') : t('confirmRename')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/** The list's views with Rename and Delete for each, or the empty state. */
function ViewList({
  views,
  onRename,
  onDelete,
}: {
  views: readonly SavedView[];
  onRename: (name: string) => void;
  onDelete: (name: string) => void;
}) {
  const { t } = useViewTexts();
  if (views.length === 0)
    return (
      <Text color="fg.muted" pb="2">
        {t('manageEmpty')}
      </Text>
    );
  return (
    <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" pb="2">
      {views.map((view) => (
        <HStack as="li" key={view.name} justify="space-between" gap="2" wrap="wrap">
          <Text fontWeight="medium" minW="0" overflowWrap="anywhere">
            {view.name}
          </Text>
          <HStack gap="1">
            <Button
              size="xs"
              variant="outline"
              aria-label={t('renameView', { name: view.name })}
              onClick={() => onRename(view.name)}
            >
              {t('rename')}
            </Button>
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              aria-label={t('deleteView', { name: view.name })}
              onClick={() => onDelete(view.name)}
            >
              {t('delete')}
            </Button>
          </HStack>
        </HStack>
      ))}
    </Stack>
  );
}
