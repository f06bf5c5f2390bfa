import type { ShopConfig } from '@site-admin/api-client';
import { describe, expect, it } from 'vitest';
import {
  canSubmit,
  emailMode,
  asksFirst,
  isMajorChange,
  leavesFilter,
  modalQuestions,
  readShopConfig,
  statusColour,
  statusUpdateRequest,
  type ModalAnswers,
} from './order-status';

const shop: ShopConfig = {
  stock_control: true,
  send_email: { '1': 0, '2': 1, '3': 2, '4': 1, '5': 2 },
  email_body: { '3': '<p>Dispatched</p>' },
};
const answers: ModalAnswers = {
  restock: true,
  refundConfirmed: false,
  sendEmail: true,
  emailBody: null,
  sendToAll: false,
};

describe('order status rules', () => {
  it('colours each status as the table says', () => {
    expect(
      ['1.0', '1.1', '2.0', '2.3', '3.0', '4.0', '5.0'].map((s) => statusColour(s as never)),
    ).toEqual(['default', 'warning', 'info', 'info', 'success', 'danger', 'danger']);
  });

  it('a major change is a change of the first character', () => {
    expect(isMajorChange('2.1', '2.3')).toBe(false);
    expect(isMajorChange('1.1', '1.0')).toBe(false);
    expect(isMajorChange('2.1', '3.0')).toBe(true);
  });

  it('asks first on a major change and on any move out of awaiting payment', () => {
    expect(asksFirst('2.1', '2.3')).toBe(false);
    expect(asksFirst('1.0', '1.1')).toBe(false);
    expect(asksFirst('1.1', '1.0')).toBe(true);
    expect(asksFirst('2.1', '3.0')).toBe(true);
  });

  it('reads send_email 0, 1 and other as none, toggle and editable', () => {
    expect(emailMode(shop, '1.0')).toBe('none');
    expect(emailMode(shop, '2.0')).toBe('toggle');
    expect(emailMode(shop, '3.0')).toBe('editable');
    expect(emailMode({ ...shop, send_email: {} }, '3.0')).toBe('none');
  });

  it('asks to restock only when cancelling with stock control on', () => {
    expect(modalQuestions(shop, [{ ID: 1, full_status: '2.0' }], '5.0').restock).toBe(true);
    expect(
      modalQuestions({ ...shop, stock_control: false }, [{ ID: 1, full_status: '2.0' }], '5.0')
        .restock,
    ).toBe(false);
    expect(modalQuestions(shop, [{ ID: 1, full_status: '2.0' }], '3.0').restock).toBe(false);
  });

  it('asks about the refund when marking refunded, and it must be confirmed', () => {
    const q = modalQuestions(shop, [{ ID: 1, full_status: '3.0' }], '4.0');
    expect(q.refund).toBe(true);
    expect(canSubmit(q, answers)).toBe(false);
    expect(canSubmit(q, { ...answers, refundConfirmed: true })).toBe(true);
  });

  it('does not send an editable email the owner emptied, unless it is turned off', () => {
    const q = modalQuestions(shop, [{ ID: 1, full_status: '2.0' }], '3.0');
    expect(q.email).toBe('editable');
    const emptied = { ...answers, sendEmail: true, emailBody: ' ' };
    expect(canSubmit(q, emptied)).toBe(false);
    expect(canSubmit(q, { ...emptied, sendEmail: false })).toBe(true);
    expect(canSubmit(q, { ...emptied, emailBody: '<p>Hello</p>' })).toBe(true);
    expect(canSubmit(q, { ...emptied, emailBody: null })).toBe(true);
  });

  it('warns when an order leaves Awaiting Payment', () => {
    expect(modalQuestions(shop, [{ ID: 1, full_status: '1.1' }], '2.0').awaitingPayment).toBe(true);
    expect(modalQuestions(shop, [{ ID: 1, full_status: '1.0' }], '2.0').awaitingPayment).toBe(
      false,
    );
  });

  it('re-emails an order already at the status, except a cancelled one', () => {
    const again = modalQuestions(shop, [{ ID: 1, full_status: '3.0' }], '3.0');
    expect(again.alreadyAt).toBe(1);
    expect(again.email).toBe('editable');
    expect(modalQuestions(shop, [{ ID: 1, full_status: '5.0' }], '5.0').email).toBe('none');
  });

  it('offers send-to-all only with several orders, some already there, not pending or cancelled', () => {
    const two = [
      { ID: 1, full_status: '3.0' as const },
      { ID: 2, full_status: '2.1' as const },
    ];
    expect(modalQuestions(shop, two, '3.0').sendToAll).toBe(true);
    expect(modalQuestions(shop, [two[0] ?? { ID: 1, full_status: '3.0' }], '3.0').sendToAll).toBe(
      false,
    );
    expect(modalQuestions(shop, two, '2.0').sendToAll).toBe(false);
    const pending = [
      { ID: 1, full_status: '1.0' as const },
      { ID: 2, full_status: '2.1' as const },
    ];
    expect(modalQuestions(shop, pending, '1.0').sendToAll).toBe(false);
    const cancelled = [
      { ID: 1, full_status: '5.0' as const },
      { ID: 2, full_status: '2.1' as const },
    ];
    expect(modalQuestions(shop, cancelled, '5.0').sendToAll).toBe(false);
  });

  it('sends every flag', () => {
    const orders = [{ ID: 10461, full_status: '2.1' as const }];
    expect(statusUpdateRequest(orders, '2.3', null, null)).toEqual({
      orders: [10461],
      status: '2.3',
      sendToAllToggle: false,
      sendEmailToggle: false,
      modifiedEmailBody: null,
      restockToggle: false,
    });
    const q = modalQuestions(shop, orders, '3.0');
    expect(
      statusUpdateRequest(orders, '3.0', q, { ...answers, emailBody: '<p>Edited</p>' }),
    ).toEqual({
      orders: [10461],
      status: '3.0',
      sendToAllToggle: false,
      sendEmailToggle: true,
      modifiedEmailBody: '<p>Edited</p>',
      restockToggle: false,
    });
    const cancel = modalQuestions(shop, orders, '5.0');
    expect(
      statusUpdateRequest(orders, '5.0', cancel, { ...answers, sendEmail: false }),
    ).toMatchObject({
      sendEmailToggle: false,
      modifiedEmailBody: null,
      restockToggle: true,
    });
    const toggle = modalQuestions(shop, orders, '2.0');
    expect(
      statusUpdateRequest(orders, '2.0', toggle, { ...answers, emailBody: 'x' }),
    ).toMatchObject({
      sendEmailToggle: true,
      modifiedEmailBody: null,
    });
  });

  it('reloads the table when the new status leaves the status filter', () => {
    expect(leavesFilter(undefined, '3.0')).toBe(false);
    expect(leavesFilter('2.0,2.1', '3.0')).toBe(true);
    expect(leavesFilter('2.0,2.1', '2.1')).toBe(false);
  });

  it('reads the loosely typed shop config of the list', () => {
    expect(
      readShopConfig({
        pageid: 3,
        stock_control: true,
        send_email: { '3': 2 },
        email_body: { '3': 'x' },
      }),
    ).toEqual({
      stock_control: true,
      send_email: { '3': 2 },
      email_body: { '3': 'x' },
    });
    expect(readShopConfig(undefined)).toEqual({
      stock_control: false,
      send_email: {},
      email_body: {},
    });
  });
});
