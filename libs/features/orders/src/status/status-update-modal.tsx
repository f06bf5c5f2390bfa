import { Alert, Button, Checkbox, Field, Stack, Text } from '@chakra-ui/react';
import type { OrderFullStatus, OrderStatusUpdateResult, ShopConfig } from '@site-admin/api-client';
import type { PageHost } from '@site-admin/extensions';
import { ModalFrame, checkboxSlotRecipe, fieldSlotRecipe, ProgressButton } from '@site-admin/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { useOrdersTexts } from '../i18n/use-orders-texts';
import { EmailSection } from './email-section';
import {
  canSubmit,
  modalQuestions,
  parentStatus,
  statusUpdateRequest,
  type ModalAnswers,
  type StatusTarget,
} from './order-status';
import { StatusSelect } from './status-select';
import { updateDraftsOf } from './update-drafts';
import { useStatusUpdate } from './use-status-update';

export interface StatusUpdateModalProps {
  host: PageHost | null;
  siteid: number;
  shopConfig: ShopConfig;
  orders: readonly StatusTarget[];
  /** The chosen status; null lets the owner pick it in the modal (bulk). */
  status: OrderFullStatus | null;
  /**
   * The update succeeded, or is held for the undo window (`result` null, the modal then closes):
   * the caller applies the new status.
   */
  onSuccess: (status: OrderFullStatus, result: OrderStatusUpdateResult | null) => void;
  /** A held update was undone, or failed once sent: the caller puts the old status back. */
  onReverted?: () => void;
  /** Closed without success: the caller restores the old value. */
  onClose: () => void;
}

function Question({
  checked,
  onChange,
  label,
  help,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  help: string;
}) {
  return (
    <Stack gap="1">
      <Checkbox.Root
        recipe={checkboxSlotRecipe}
        checked={checked}
        onCheckedChange={(d) => onChange(d.checked === true)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
      <Text fontSize="sm" color="fg.muted" ps="6">
        {help}
      </Text>
    </Stack>
  );
}

const initialAnswers: ModalAnswers = {
  restock: true,
  refundConfirmed: false,
  sendEmail: true,
  emailBody: null,
  sendToAll: false,
};

/**
 * The status-update modal (spec 1 section 4): restock, refund and awaiting-payment questions, the
 * customer email per parent status, send-to-all. It stays open with what was typed on failure;
 * a held update that fails later keeps it for the next dialog to the same status (update-drafts).
 */
export function StatusUpdateModal(props: StatusUpdateModalProps) {
  const { host, siteid, shopConfig, orders, onSuccess, onReverted, onClose } = props;
  const { t } = useOrdersTexts();
  const [picked, setPicked] = useState<OrderFullStatus | null>(props.status);
  const drafts = updateDraftsOf(useQueryClient());
  const ids = orders.map((order) => order.ID);
  // An update to this status that failed left what was answered for it: it comes back.
  const [restored, setRestored] = useState(() =>
    props.status ? drafts.find(ids, props.status) : null,
  );
  const [answers, setAnswers] = useState<ModalAnswers>(restored ?? initialAnswers);
  const { update, pending } = useStatusUpdate(host, siteid);
  const answer = (change: Partial<ModalAnswers>) => setAnswers((a) => ({ ...a, ...change }));
  const status = props.status ?? picked;
  const questions = status ? modalQuestions(shopConfig, orders, status) : null;
  const [single] = orders;
  const statusName = status ? t(`status.names.${status}`) : '';
  // Held for the undo window, the modal closes at once: a second click must not hold it again.
  const held = useRef(false);
  const submit = () => {
    if (held.current || !status || !questions || !canSubmit(questions, answers)) return;
    const sent = answers;
    update(statusUpdateRequest(orders, status, questions, answers), {
      onApplied: (result) => {
        if (result === null) held.current = true;
        else drafts.drop(ids, status);
        onSuccess(status, result);
      },
      ...(onReverted ? { onReverted } : {}),
      onError: () => drafts.keep(ids, status, sent),
      keepsAnswers: true,
    });
  };
  const parts: ReactNode[] = [];
  if (questions && status) {
    if (restored)
      parts.push(
        <Alert.Root key="restored" status="info">
          <Alert.Indicator />
          <Alert.Title>{t('modal.restored')}</Alert.Title>
        </Alert.Root>,
      );
    if (questions.awaitingPayment)
      parts.push(
        <Alert.Root key="awaiting" status="warning">
          <Alert.Indicator />
          <Alert.Title>{t('modal.awaitingPayment')}</Alert.Title>
        </Alert.Root>,
      );
    if (questions.alreadyAt > 0)
      parts.push(
        <Text key="already">
          {orders.length === 1
            ? t('modal.alreadyAt', { status: statusName })
            : t('modal.alreadyAtSome', { count: questions.alreadyAt, status: statusName })}
        </Text>,
      );
    if (questions.restock)
      parts.push(
        <Question
          key="restock"
          checked={answers.restock}
          onChange={(restock) => answer({ restock })}
          label={t('modal.restock')}
          help={t('modal.restockHelp')}
        />,
      );
    if (questions.refund)
      parts.push(
        <Question
          key="refund"
          checked={answers.refundConfirmed}
          onChange={(refundConfirmed) => answer({ refundConfirmed })}
          label={t('modal.refund')}
          help={t('modal.refundHelp')}
        />,
      );
    parts.push(
      <EmailSection
        key={`email-${status}`}
        mode={questions.email}
        siteid={siteid}
        orderId={orders.length === 1 && single ? single.ID : null}
        status={status}
        template={shopConfig.email_body[String(parentStatus(status))]}
        sendEmail={answers.sendEmail}
        onSendEmail={(sendEmail) => answer({ sendEmail })}
        body={answers.emailBody}
        onBody={(emailBody) => answer({ emailBody })}
      />,
    );
    if (questions.sendToAll && questions.email !== 'none' && answers.sendEmail)
      parts.push(
        <Checkbox.Root
          recipe={checkboxSlotRecipe}
          key="all"
          checked={answers.sendToAll}
          onCheckedChange={(d) => answer({ sendToAll: d.checked === true })}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('modal.sendToAll', { status: statusName })}</Checkbox.Label>
        </Checkbox.Root>,
      );
  }
  const title =
    orders.length === 1 && single
      ? t('modal.title', { id: single.ID })
      : t('modal.bulkTitle', { count: orders.length });
  return (
    <ModalFrame
      open
      title={title}
      onClose={onClose}
      size="lg"
      holdsInput={answers.emailBody !== null}
      busy={pending}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            {t('modal.cancel')}
          </Button>
          <ProgressButton
            colorPalette="blue"
            onClick={submit}
            loading={pending}
            aria-label={pending ? t('modal.update') : undefined}
            disabled={!questions || !canSubmit(questions, answers)}
          >
            {t('modal.update')}
          </ProgressButton>
        </>
      }
    >
      <Stack gap="4">
        {props.status === null ? (
          <Field.Root recipe={fieldSlotRecipe}>
            <Field.Label>{t('modal.newStatus')}</Field.Label>
            <StatusSelect
              value={picked ?? ''}
              onChange={(next) => {
                setPicked(next);
                const draft = drafts.find(ids, next);
                setRestored(draft);
                setAnswers(draft ?? { ...answers, emailBody: null });
              }}
              label={t('modal.newStatus')}
              placeholder={t('modal.choose')}
            />
          </Field.Root>
        ) : (
          <Text>{t('modal.summary', { status: statusName })}</Text>
        )}
        {parts}
      </Stack>
    </ModalFrame>
  );
}
