// The customer email of a status change, as the backend fills it in: the template the status
// dialog sends (`GET /{siteid}/shop/orders/{id}/emailBody/?emailBody=…`, without a `Prefer`
// header) with the order's placeholders replaced from the order's own example. Without this the
// mock would answer the dispatch email of one order whatever status or order was asked for. An
// order without an example (a big shop's) gets the document's example, as before.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const EMAIL_BODY_PATH = /^\/\d+\/shop\/orders\/(\d+)\/emailBody\/?$/;

interface OrderExample {
  ID: number;
  customer_name?: string | null;
  tracking_url?: string | null;
}

const templateOf = (url: URL) => url.searchParams.get('emailBody') ?? '';

/** Whether a request asks for a template to be filled in (the only call this answers). */
export function isOrderEmailBodyCall(method: string, url: URL): boolean {
  return method === 'GET' && EMAIL_BODY_PATH.test(url.pathname) && templateOf(url).trim() !== '';
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export interface OrderEmailBody {
  /** The JSON reply to the email body call at this address; null for an order without an example. */
  reply(url: URL): string | null;
}

/** Reads the orders of the document's examples once. */
export function createOrderEmailBody(examplesDir: string): OrderEmailBody {
  const examples = parse(
    readFileSync(path.join(examplesDir, 'shop-orders.yaml'), 'utf8'),
  ) as Record<string, { value?: { model?: OrderExample } }>;
  const orders = new Map<number, OrderExample>();
  for (const example of Object.values(examples)) {
    const order = example.value?.model;
    if (order && typeof order.ID === 'number') orders.set(order.ID, order);
  }

  return {
    reply(url) {
      const id = Number(EMAIL_BODY_PATH.exec(url.pathname)?.[1]);
      const order = orders.get(id);
      if (!order) return null;
      const trackingLink = order.tracking_url
        ? `<a href="${escapeHtml(order.tracking_url)}">Track your parcel</a>`
        : '';
      const emailBody = templateOf(url)
        .replaceAll('{customer_name}', escapeHtml(order.customer_name ?? 'customer'))
        .replaceAll('{order_id}', String(order.ID))
        .replaceAll('{tracking_link}', trackingLink);
      return JSON.stringify({ emailBody });
    },
  };
}
