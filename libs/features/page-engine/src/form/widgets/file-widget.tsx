import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { inputRecipe } from '@site-admin/ui';
import { useQuery } from '@tanstack/react-query';
import type { WidgetProps } from '@rjsf/utils';
import {
  EXTERNAL_FILE_OPTION_ID,
  endpointQuery,
  useApiClient,
  type FileOption,
} from '@site-admin/api-client';
import { trimText } from '@site-admin/validation';
import { FileText, Link2 } from 'lucide-react';
import { useState } from 'react';
import { usePageEngineTexts } from '../../i18n/use-page-engine-texts';
import { fieldOf, labelIdOf, sameValue } from './field-definition';
import { PickerDialog } from './picker-dialog';

/** A value that is an address rather than a library file's ID. */
export const isExternalValue = (value: unknown) =>
  typeof value === 'string' && value !== '' && !/^\d+$/.test(value);

const fileIdOf = (value: unknown): FileOption['ID'] | null =>
  typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value)) ? value : null;

/** The chosen file's description, looked up in the library's first page when not yet known. */
function ChosenFile({
  endpoint,
  id,
  known,
}: {
  endpoint: string;
  id: FileOption['ID'];
  known: string | null;
}) {
  const { t } = usePageEngineTexts();
  const client = useApiClient();
  const { data } = useQuery({
    ...endpointQuery(client, 'files', endpoint),
    enabled: known === null && endpoint !== '',
  });
  const description =
    known ??
    data?.model.find((file) => sameValue(file.ID, id))?.description ??
    t('form.file.numbered', { id });
  return (
    <HStack gap="2">
      <FileText size={16} aria-hidden />
      <Text>{description}</Text>
    </HStack>
  );
}

/**
 * A file from the site's library, picked in a dialog listing `GET {endpoint}`. The option with ID
 * `external` swaps the pick for an address box (trimmed, of type url); the value is then the address.
 */
export function FileWidget(props: WidgetProps) {
  const { t } = usePageEngineTexts();
  const { id, options: ui, disabled, readonly, value } = props;
  const field = fieldOf(ui);
  const endpoint = field.endpoint ?? '';
  const [external, setExternal] = useState(() => isExternalValue(value));
  const [picked, setPicked] = useState<FileOption | null>(null);
  const [open, setOpen] = useState(false);
  const locked = disabled || readonly;
  const fileId = external ? null : fileIdOf(value);
  const address = external && typeof value === 'string' ? value : '';
  const emit = (text: string) => props.onChange(text === '' ? ui.emptyValue : text);

  return (
    <Stack gap="2" w="full" align="stretch" role="group" aria-labelledby={labelIdOf(id)}>
      {fileId !== null ? (
        <ChosenFile
          endpoint={endpoint}
          id={fileId}
          known={picked && sameValue(picked.ID, fileId) ? picked.description : null}
        />
      ) : null}
      {external ? (
        <Input
          recipe={inputRecipe}
          id={`${id}__external`}
          type="url"
          aria-label={t('form.file.external')}
          placeholder="https://"
          value={address}
          disabled={disabled}
          readOnly={readonly}
          onChange={(event) => emit(event.target.value)}
          onBlur={(event) => {
            const text = trimText(event.target.value);
            if (text !== event.target.value) emit(text);
            props.onBlur(id, text);
          }}
        />
      ) : null}
      {locked ? null : (
        <HStack gap="2">
          <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
            {fileId === null && !external ? t('form.file.choose') : t('form.file.change')}
          </Button>
          {fileId !== null || external ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                setExternal(false);
                props.onChange(ui.emptyValue);
              }}
            >
              {t('form.remove')}
            </Button>
          ) : null}
        </HStack>
      )}
      <PickerDialog
        id={id}
        kind="files"
        endpoint={endpoint}
        title={field.label ?? props.label}
        open={open}
        multiple={false}
        onClose={() => setOpen(false)}
        isPicked={(item) =>
          item.ID === EXTERNAL_FILE_OPTION_ID ? external : sameValue(item.ID, fileId)
        }
        onPick={(item) => {
          setOpen(false);
          if (item.ID === EXTERNAL_FILE_OPTION_ID) {
            setExternal(true);
            if (!external) props.onChange(ui.emptyValue);
            return;
          }
          setExternal(false);
          setPicked(item);
          props.onChange(item.ID);
        }}
        renderItem={(item) => (
          <>
            {item.ID === EXTERNAL_FILE_OPTION_ID ? (
              <Link2 size={16} aria-hidden />
            ) : (
              <FileText size={16} aria-hidden />
            )}
            <Text truncate>{item.description}</Text>
          </>
        )}
      />
    </Stack>
  );
}
