import { Suspense, useEffect } from 'react';
import { Box, Field, HStack, Spinner, Stack, Switch, Text, useRecipe } from '@chakra-ui/react';
import { fieldSlotRecipe, PartBoundary, switchSlotRecipe, textareaRecipe } from '@site-admin/ui';
import { useQuery } from '@tanstack/react-query';
import { orderEmailBodyQuery, useApiClient, type OrderFullStatus } from '@site-admin/api-client';
import { lazyPart } from '@site-admin/extensions';
import { useOrdersTexts } from '../i18n/use-orders-texts';
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

/** The editor, with its library, loads when the email's text draws (its own load unit). */
const EmailEditor = lazyPart(() => import('./email-editor').then((m) => m.EmailEditor));

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
  // The editor's code comes while the email is filled in.
  useEffect(() => void EmailEditor.preload(), []);
  if (orderId !== null && filled.isPending && body === null) return <EmailLoading />;
  // The filled-in text is used on HTTP 200 only; otherwise the shop's template.
  return (
    <Stack gap="1">
      {/* An editor whose code cannot load says so here: the status can still be updated, with
          the email as the server fills it in or turned off. */}
      <PartBoundary>
        <Suspense fallback={<EmailLoading />}>
          <EmailEditor html={body ?? filled.data?.emailBody ?? template ?? ''} onBody={onBody} />
        </Suspense>
      </PartBoundary>
      {/* Update waits (canSubmit): a blank email is never sent. */}
      {body !== null && body.trim() === '' ? (
        <Text role="alert" fontSize="sm" color="red.700">
          {t('modal.emailEmpty')}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * The editor's room while its code or the email loads: its label, toolbar, text box and hint, so
 * the dialog's buttons stay under the owner's finger when it arrives (with a short email, as the
 * shop's templates are, nothing moves).
 */
function EmailLoading() {
  const { t } = useOrdersTexts();
  const textarea = useRecipe({ recipe: textareaRecipe });
  return (
    <Field.Root recipe={fieldSlotRecipe} aria-busy="true" data-email-loading="">
      <Field.Label>{t('modal.emailBody')}</Field.Label>
      {/* The toolbar's row of extra-small buttons. */}
      <Box h="8" />
      <HStack css={{ ...textarea(), minHeight: '44' }} alignItems="flex-start" gap="2">
        <Spinner size="sm" />
        <Text fontSize="sm">{t('modal.emailLoading')}</Text>
      </HStack>
      <Field.HelperText>{t('modal.emailAsRich')}</Field.HelperText>
    </Field.Root>
  );
}
