import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { ModalFrame, useTexts } from '@site-admin/ui';
import { useId, useRef, useState } from 'react';
import { nameProblem, VIEW_NAME_MAX, type SavedView } from './saved-views';
import { savedViewsTexts } from './saved-views-texts';

const useViewTexts = () => useTexts('savedViews', savedViewsTexts);

/** Asks for a view's name (save or rename); a blank or taken name is refused under the field. */
export function ViewNameDialog({
  views,
  renaming,
  onConfirm,
  onClose,
}: {
  views: readonly SavedView[];
  /** The view being renamed; a new view otherwise. */
  renaming?: string;
  onConfirm: (name: string) => void;
  onClose: () => void;
}) {
  const { t } = useViewTexts();
  const formId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(renaming ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    const found = nameProblem(name, views, renaming);
    if (found === null) {
      onConfirm(name.trim());
      return;
    }
    setProblem(t(`problems.${found}`, { name: name.trim(), max: VIEW_NAME_MAX }));
    input.current?.focus();
  };
  return (
    <ModalFrame
      open
      onClose={onClose}
      title={renaming === undefined ? t('saveTitle') : t('renameTitle', { name: renaming })}
      footer={
        <HStack gap="2" wrap="wrap" justify="flex-end">
          <Button variant="outline" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId}>
            {renaming === undefined ? t('confirmSave') : t('confirmRename')}
          </Button>
        </HStack>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="3">
          {renaming === undefined ? (
            <Text fontSize="sm" color="fg.muted">
              {t('saveIntro')}
            </Text>
          ) : null}
          <Field.Root invalid={problem !== null}>
            <Field.Label>{t('name')}</Field.Label>
            <Input
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
        </Stack>
      </form>
    </ModalFrame>
  );
}

/** The list's views with Rename and Delete for each, or the empty state. */
export function ManageViewsDialog({
  views,
  onRename,
  onDelete,
  onClose,
}: {
  views: readonly SavedView[];
  onRename: (name: string) => void;
  onDelete: (name: string) => void;
  onClose: () => void;
}) {
  const { t } = useViewTexts();
  return (
    <ModalFrame open onClose={onClose} title={t('manage')}>
      {views.length === 0 ? (
        <Text color="fg.muted">{t('manageEmpty')}</Text>
      ) : (
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
      )}
    </ModalFrame>
  );
}
