import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createOrderEmailBody, isOrderEmailBodyCall } from './order-email-body';

const examples = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../openapi/examples',
);
const emails = createOrderEmailBody(examples);
const at = (address: string) => new URL(address, 'http://mock.local');
const template = (html: string) => `?status=5.0&orderId=1&emailBody=${encodeURIComponent(html)}`;

describe("a status change's customer email", () => {
  it('answers the email body call that sends a template only', () => {
    expect(
      isOrderEmailBodyCall('GET', at(`/48213/shop/orders/10461/emailBody/${template('x')}`)),
    ).toBe(true);
    expect(isOrderEmailBodyCall('GET', at('/48213/shop/orders/10461/emailBody/?status=3.0'))).toBe(
      false,
    );
    expect(
      isOrderEmailBodyCall('POST', at(`/48213/shop/orders/10461/emailBody/${template('x')}`)),
    ).toBe(false);
    expect(isOrderEmailBodyCall('GET', at(`/48213/shop/orders/10461${template('x')}`))).toBe(false);
  });

  it("fills the template in with the order's customer and id", () => {
    const reply = emails.reply(
      at(
        `/48213/shop/orders/10461/emailBody/${template('<p>Dear {customer_name},</p><p>Order #{order_id} is cancelled.</p>')}`,
      ),
    );
    expect(JSON.parse(reply ?? '')).toEqual({
      emailBody: '<p>Dear Rhiannon Evans,</p><p>Order #10461 is cancelled.</p>',
    });
  });

  it("links the order's tracking address, or leaves the placeholder empty without one", () => {
    const dispatched = template('<p>Sent. {tracking_link}</p>');
    const tracked = emails.reply(at(`/48213/shop/orders/10452/emailBody/${dispatched}`));
    expect(JSON.parse(tracked ?? '')).toEqual({
      emailBody:
        '<p>Sent. <a href="https://www.royalmail.com/track-your-item#/tracking-results/TT123456785GB">Track your parcel</a></p>',
    });
    const untracked = emails.reply(at(`/48213/shop/orders/10461/emailBody/${dispatched}`));
    expect(JSON.parse(untracked ?? '')).toEqual({ emailBody: '<p>Sent. </p>' });
  });

  it('leaves an order without an example to the document', () => {
    expect(emails.reply(at(`/48213/shop/orders/99999/emailBody/${template('x')}`))).toBeNull();
  });
});
