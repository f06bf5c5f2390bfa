import { Button, Stack, Text, Wrap } from '@chakra-ui/react';
import { Thumbnail } from '@site-admin/ui';
import { useQuery } from '@tanstack/react-query';
import type { WidgetProps } from '@rjsf/utils';
import {
  IMAGE_THUMBNAIL_SIZE,
  endpointQuery,
  imageThumbnailUrl,
  useApiClient,
} from '@site-admin/api-client';
import { useState } from 'react';
import { usePageEngineTexts } from '../../i18n/use-page-engine-texts';
import { booleanParam, fieldOf, labelIdOf } from './field-definition';
import { PickerDialog } from './picker-dialog';

const { list: LIST, selected: SELECTED } = IMAGE_THUMBNAIL_SIZE;

/** The image IDs a value holds: one ID, or a list with `params.multiple`. */
export function imageIds(value: unknown): number[] {
  const items: unknown[] = Array.isArray(value) ? value : [value];
  return items.flatMap((item) => {
    const id = typeof item === 'string' && /^\d+$/.test(item) ? Number(item) : item;
    return typeof id === 'number' && Number.isInteger(id) && id > 0 ? [id] : [];
  });
}

/** A chosen image, 96 px, with its description from `GET {endpoint}/{id}`. */
function ChosenImage({
  endpoint,
  id,
  onRemove,
}: {
  endpoint: string;
  id: number;
  onRemove: (() => void) | null;
}) {
  const { t } = usePageEngineTexts();
  const client = useApiClient();
  const { data } = useQuery({
    ...endpointQuery(client, 'image', `${endpoint}/${id}`),
    enabled: endpoint !== '',
  });
  const description = data?.model.description ?? '';
  return (
    <Stack gap="1" w={`${SELECTED}px`}>
      <Thumbnail
        src={imageThumbnailUrl({ i: id, w: SELECTED, h: SELECTED })}
        size={SELECTED}
        alt={description}
        borderRadius="md"
        borderWidth="1px"
      />
      <Text fontSize="xs" truncate title={description}>
        {description}
      </Text>
      {onRemove ? (
        <Button
          size="2xs"
          variant="ghost"
          aria-label={t('form.image.remove', { name: description })}
          onClick={onRemove}
        >
          {t('form.remove')}
        </Button>
      ) : null}
    </Stack>
  );
}

/**
 * An image from the site's library: a dialog lists `GET {endpoint}` (32 px thumbnails, a page at a
 * time) to pick one, or several with `params.multiple`; the chosen show at 96 px.
 */
export function ImageWidget(props: WidgetProps) {
  const { t } = usePageEngineTexts();
  const { id, options: ui, disabled, readonly } = props;
  const field = fieldOf(ui);
  const multiple = booleanParam(field, 'multiple') ?? false;
  const endpoint = field.endpoint ?? '';
  const ids = imageIds(props.value);
  const [open, setOpen] = useState(false);
  const locked = disabled || readonly;
  const save = (next: number[]) =>
    props.onChange(
      next.length === 0 ? ui.emptyValue : multiple ? next : (next[0] ?? ui.emptyValue),
    );

  return (
    <Stack gap="2" w="full" align="flex-start" role="group" aria-labelledby={labelIdOf(id)}>
      {ids.length > 0 ? (
        <Wrap gap="3">
          {ids.map((imageId) => (
            <ChosenImage
              key={imageId}
              endpoint={endpoint}
              id={imageId}
              onRemove={locked ? null : () => save(ids.filter((item) => item !== imageId))}
            />
          ))}
        </Wrap>
      ) : null}
      {locked ? null : (
        <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
          {ids.length === 0
            ? t('form.image.choose')
            : multiple
              ? t('form.image.add')
              : t('form.image.change')}
        </Button>
      )}
      <PickerDialog
        id={id}
        kind="images"
        endpoint={endpoint}
        title={field.label ?? props.label}
        open={open}
        multiple={multiple}
        onClose={() => setOpen(false)}
        isPicked={(item) => ids.includes(Number(item.ID))}
        onPick={(item) => {
          const picked = Number(item.ID);
          if (!multiple) {
            save([picked]);
            setOpen(false);
          } else {
            save(ids.includes(picked) ? ids.filter((x) => x !== picked) : [...ids, picked]);
          }
        }}
        renderItem={(item) => (
          <>
            <Thumbnail
              src={imageThumbnailUrl({ i: Number(item.ID), w: LIST, h: LIST })}
              size={LIST}
            />
            <Text truncate>{item.description}</Text>
          </>
        )}
      />
    </Stack>
  );
}
