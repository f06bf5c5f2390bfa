import { useState } from 'react';
import { Field, Spinner, Stack, Switch, Text, Textarea } from '@chakra-ui/react';
import { fieldSlotRecipe, switchSlotRecipe, textareaRecipe } from '@site-admin/ui';
import { useQuery } from '@tanstack/react-query';
import { orderEmailBodyQuery, useApiClient, type OrderFullStatus } from '@site-admin/api-client';
import { useOrdersTexts } from '../i18n/use-orders-texts';
import { htmlToText, textToHtml } from './email-text';
import type { EmailMode } from './order-status';

export interface EmailSectionProps {
  mode: EmailMode;
  siteid: number;
  /** The order the email is filled in for (one order only). */
  orderId: number | null;
  status: OrderFullStatus;
  /** The shop's template for the parent status. */
  template: string | undefined;
  sendEmail: boolean;
  onSendEmail: (send: boolean) => void;
  /** The edited text; null until the owner types. */
  body: string | null;
  onBody: (body: string) => void;
}

/** The email to the customer: a toggle, and for an editable status its text. */
export function EmailSection(props: EmailSectionProps) {
  const { t } = useOrdersTexts();
  const { mode, sendEmail, onSendEmail } = props;
  if (mode === 'none') return null;
  return (
    <Stack gap="3">
      <Switch.Root
        recipe={switchSlotRecipe}
        checked={sendEmail}
        onCheckedChange={({ checked }) => onSendEmail(checked)}
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{t('modal.sendEmail')}</Switch.Label>
      </Switch.Root>
      {mode === 'editable' && sendEmail ? <EmailBody {...props} /> : null}
    </Stack>
  );
}

function EmailBody({ siteid, orderId, status, template, body, onBody }: EmailSectionProps) {
  const { t } = useOrdersTexts();
  const client = useApiClient();
  const filled = useQuery({
    ...orderEmailBodyQuery(client, siteid, orderId ?? 0, status, template),
    enabled: orderId !== null,
    retry: false,
  });
  if (orderId !== null && filled.isPending && body === null) {
    return (
      <Stack direction="row" align="center" gap="2">
        <Spinner size="sm" />
        <Text fontSize="sm">{t('modal.emailLoading')}</Text>
      </Stack>
    );
  }
  // The filled-in text is used on HTTP 200 only; otherwise the shop's template.
  return <EmailEditor html={body ?? filled.data?.emailBody ?? template ?? ''} onBody={onBody} />;
}

/** Plain paragraphs are edited as text; a body with other markup as HTML (nothing is lost). */
function EmailEditor({ html, onBody }: { html: string; onBody: (body: string) => void }) {
  const { t } = useOrdersTexts();
  // Read once: the owner's text (blank lines and all) is kept as typed, and sent as HTML.
  const [text, setText] = useState(() => htmlToText(html));
  return (
    <Field.Root recipe={fieldSlotRecipe}>
      <Field.Label>{t('modal.emailBody')}</Field.Label>
      {text === null ? (
        <Textarea
          recipe={textareaRecipe}
          value={html}
          rows={8}
          fontFamily="mono"
          fontSize="sm"
          onChange={(event) => onBody(event.currentTarget.value)}
        />
      ) : (
        <Textarea
          recipe={textareaRecipe}
          value={text}
          rows={8}
          onChange={(event) => {
            setText(event.currentTarget.value);
            onBody(textToHtml(event.currentTarget.value));
          }}
        />
      )}
      <Field.HelperText>
        {t(text === null ? 'modal.emailAsHtml' : 'modal.emailAsText')}
      </Field.HelperText>
    </Field.Root>
  );
}
