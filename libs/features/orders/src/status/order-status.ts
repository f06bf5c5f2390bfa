// The order status rules of spec 1 section 4: colours, minor and major changes, and what the
// status-update modal asks. Pure functions, so every condition is unit-tested.
import type {
  OrderFullStatus,
  OrderStatusColour,
  OrderStatusUpdateRequest,
  ShopConfig,
} from '@site-admin/api-client';

/** Every full status, in the dropdown's order. */
export const ORDER_STATUSES: readonly OrderFullStatus[] = [
  '1.0',
  '1.1',
  '2.0',
  '2.1',
  '2.2',
  '2.3',
  '3.0',
  '4.0',
  '5.0',
];

export function isOrderStatus(value: unknown): value is OrderFullStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The parent status: the status string's first character (1 pending … 5 cancelled). */
export function parentStatus(status: OrderFullStatus): number {
  return Number(status.charAt(0));
}

/** The minor part (the sub status). */
export function subStatus(status: OrderFullStatus): number {
  return Number(status.slice(2));
}

/** A status's colour (spec 1 section 4's table). */
export function statusColour(status: OrderFullStatus): OrderStatusColour {
  if (status === '1.1') return 'warning';
  switch (parentStatus(status)) {
    case 2:
      return 'info';
    case 3:
      return 'success';
    case 4:
    case 5:
      return 'danger';
    default:
      return 'default';
  }
}

/** The Chakra palette a colour is drawn in. */
export const colourPalette: Record<OrderStatusColour, string> = {
  default: 'gray',
  warning: 'orange',
  info: 'blue',
  success: 'green',
  danger: 'red',
};

/** Changing the major part opens the status-update modal; a minor-only change posts directly. */
export function isMajorChange(from: OrderFullStatus, to: OrderFullStatus): boolean {
  return parentStatus(from) !== parentStatus(to);
}

/**
 * Whether a change asks first (the status-update modal): a major change, and any move out of
 * awaiting payment (1.1), whose warning to confirm the payment was received (spec 1 section 4)
 * wins over a minor change's direct post (1.1 to 1.0 is one).
 */
export function asksFirst(from: OrderFullStatus, to: OrderFullStatus): boolean {
  return isMajorChange(from, to) || (from === '1.1' && to !== '1.1');
}

/** An order as the status workflow needs it. */
export interface StatusTarget {
  ID: number;
  full_status: OrderFullStatus;
}

/** How the customer email is offered for a parent status: shop config `send_email` 0, 1, other. */
export type EmailMode = 'none' | 'toggle' | 'editable';

export function emailMode(config: ShopConfig, status: OrderFullStatus): EmailMode {
  const value = config.send_email[String(parentStatus(status))];
  if (value === undefined || value === 0) return 'none';
  return value === 1 ? 'toggle' : 'editable';
}

/** The questions and warnings the modal shows for a change of these orders to `status`. */
export interface ModalQuestions {
  /** Cancelling with stock control on: restock the items? */
  restock: boolean;
  /** Marking refunded: refund the transaction too? */
  refund: boolean;
  /** Some order leaves Awaiting Payment: confirm the payment was received. */
  awaitingPayment: boolean;
  email: EmailMode;
  /** The orders already at the status (they are re-emailed; cancelled ones are not). */
  alreadyAt: number;
  /** Offer to email the orders already at the status too. */
  sendToAll: boolean;
}

export function modalQuestions(
  config: ShopConfig,
  orders: readonly StatusTarget[],
  status: OrderFullStatus,
): ModalQuestions {
  const parent = parentStatus(status);
  const alreadyAt = orders.filter((order) => order.full_status === status).length;
  const everyAlreadyAt = orders.length > 0 && alreadyAt === orders.length;
  const mode = emailMode(config, status);
  return {
    restock: parent === 5 && config.stock_control,
    refund: parent === 4,
    awaitingPayment: status !== '1.1' && orders.some((order) => order.full_status === '1.1'),
    // Re-emailing a cancelled order is not offered: it is unaffected.
    email: everyAlreadyAt && parent === 5 ? 'none' : mode,
    alreadyAt,
    sendToAll: orders.length > 1 && alreadyAt > 0 && parent !== 1 && parent !== 5,
  };
}

/** The owner's answers in the modal. */
export interface ModalAnswers {
  restock: boolean;
  refundConfirmed: boolean;
  sendEmail: boolean;
  /** The email text as edited; null when not edited (the shop's template is sent). */
  emailBody: string | null;
  sendToAll: boolean;
}

/** Whether the answers let the update go: a refund needs its confirmation. */
export function canSubmit(questions: ModalQuestions, answers: ModalAnswers): boolean {
  if (questions.refund && !answers.refundConfirmed) return false;
  // An email the owner emptied is not sent as a blank one: they write it or turn it off.
  return !(emailEmptied(questions, answers) && answers.sendEmail);
}

/** Whether the owner emptied the customer email's text (an editable one). */
export function emailEmptied(questions: ModalQuestions, answers: ModalAnswers): boolean {
  return questions.email === 'editable' && answers.emailBody?.trim() === '';
}

/** The statusUpdate payload, with every flag (spec 1 section 7). */
export function statusUpdateRequest(
  orders: readonly StatusTarget[],
  status: OrderFullStatus,
  questions: ModalQuestions | null,
  answers: ModalAnswers | null,
): OrderStatusUpdateRequest {
  const email = questions !== null && answers !== null && questions.email !== 'none';
  const sendEmail = email && answers.sendEmail;
  return {
    orders: orders.map((order) => order.ID),
    status,
    sendToAllToggle: sendEmail && questions.sendToAll && answers.sendToAll,
    sendEmailToggle: sendEmail,
    modifiedEmailBody: sendEmail && questions.email === 'editable' ? answers.emailBody : null,
    restockToggle: questions?.restock === true && answers?.restock === true,
  };
}

/** The status filter of the list (`2.0,2.1`); an empty list means every status. */
export function leavesFilter(statusFilter: string | undefined, status: OrderFullStatus): boolean {
  const statuses = (statusFilter ?? '').split(',').filter((item) => item !== '' && item !== 'all');
  return statuses.length > 0 && !statuses.includes(status);
}

/** The shop config as the list's `config.extra.shop_config` carries it (loosely typed there). */
export function readShopConfig(value: unknown): ShopConfig {
  const record = typeof value === 'object' && value !== null ? value : {};
  const numbers: Record<string, number> = {};
  const texts: Record<string, string> = {};
  const sendEmail = 'send_email' in record ? record.send_email : null;
  const emailBody = 'email_body' in record ? record.email_body : null;
  for (const key of ['1', '2', '3', '4', '5']) {
    const n =
      typeof sendEmail === 'object' && sendEmail !== null ? Reflect.get(sendEmail, key) : undefined;
    if (typeof n === 'number') numbers[key] = n;
    const text =
      typeof emailBody === 'object' && emailBody !== null ? Reflect.get(emailBody, key) : null;
    if (typeof text === 'string') texts[key] = text;
  }
  return {
    stock_control: 'stock_control' in record && record.stock_control === true,
    send_email: numbers,
    email_body: texts,
  };
}
