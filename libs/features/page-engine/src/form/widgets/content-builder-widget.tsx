import { Box, Button, Stack } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { ModalFrame, SafeHtml } from '@site-admin/ui';
import { useEffect, useRef, useState } from 'react';
import { usePageEngineTexts } from '../../i18n/use-page-engine-texts';
import { sameOriginPath } from '../../same-origin';
import { fieldOf, labelIdOf } from './field-definition';

/** A message from the editor frame (spec 1 section 7), or null for anything else. */
export type BuilderMessage =
  | { type: 'request_content' }
  | { type: 'update_content'; content: unknown }
  | { type: 'update_preview'; preview: string }
  | { type: 'close_modal' };

export function parseBuilderMessage(data: unknown): BuilderMessage | null {
  if (typeof data !== 'object' || data === null || !('type' in data)) return null;
  switch (data.type) {
    case 'request_content':
    case 'close_modal':
      return { type: data.type };
    case 'update_content':
      return 'content' in data ? { type: data.type, content: data.content } : null;
    case 'update_preview':
      return 'preview' in data && typeof data.preview === 'string'
        ? { type: data.type, preview: data.preview }
        : null;
    default:
      return null;
  }
}

/**
 * Content made in an editor that opens in a dialog (a same-origin frame of the field's endpoint).
 * The frame asks for the content (request_content) and gets it (update_content); it sends the
 * edited content (update_content), a preview (update_preview) and asks to close (close_modal).
 * Only messages from that frame and this origin are heard.
 */
export function ContentBuilderWidget(props: WidgetProps) {
  const { t } = usePageEngineTexts();
  const { id, value, options: ui, disabled, readonly, onChange } = props;
  const field = fieldOf(ui);
  const src = sameOriginPath(field.endpoint ?? '');
  const [open, setOpen] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const title = field.label ?? props.label;

  useEffect(() => {
    if (!open) return undefined;
    const origin = window.location.origin;
    const onMessage = (event: MessageEvent) => {
      const editor = frame.current?.contentWindow;
      if (!editor || event.source !== editor || event.origin !== origin) return;
      const message = parseBuilderMessage(event.data);
      switch (message?.type) {
        case 'request_content':
          editor.postMessage({ type: 'update_content', content: value ?? null }, origin);
          break;
        case 'update_content':
          onChange(message.content);
          break;
        case 'update_preview':
          setPreview(message.preview);
          break;
        case 'close_modal':
          setOpen(false);
          break;
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [open, value, onChange]);

  const shown = preview ?? (typeof value === 'string' ? value : '');
  return (
    <Stack gap="2" w="full" align="flex-start" role="group" aria-labelledby={labelIdOf(id)}>
      {shown === '' ? null : (
        <Box
          borderWidth="1px"
          borderRadius="md"
          p="3"
          w="full"
          maxH="60"
          overflow="auto"
          role="region"
          aria-label={t('form.contentBuilder.preview', { label: title })}
        >
          <SafeHtml html={shown} />
        </Box>
      )}
      <Button
        size="sm"
        variant="outline"
        disabled={disabled || readonly || src === null}
        onClick={() => setOpen(true)}
      >
        {t('form.contentBuilder.open')}
      </Button>
      <ModalFrame
        open={open}
        title={title}
        size="full"
        placement="top"
        onClose={() => setOpen(false)}
        bodyProps={{ display: 'flex', p: '0' }}
      >
        {src === null ? null : (
          <iframe
            ref={frame}
            title={t('form.contentBuilder.frame', { label: title })}
            src={src}
            style={{ flex: 1, width: '100%', minHeight: '70vh', border: 0 }}
          />
        )}
      </ModalFrame>
    </Stack>
  );
}
