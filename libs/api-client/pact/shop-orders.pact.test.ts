import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../src/client/api-client';
import { QueryClient } from '@tanstack/react-query';
import {
  clickAndDropErrorMessages,
  deleteOrderMutation,
  dispatchNoteUrl,
  newOrderCountQuery,
  orderEmailBodyQuery,
  orderExportFormatsQuery,
  orderQuery,
  sendOrderStatusUpdate,
  sendToClickAndDropMutation,
  type OrderStatusUpdateRequest,
} from '../src/queries/shop-orders';
import { clientFor, fetchPage, newPact, runMutation, xhrHeaders, failure } from './pact-setup';
import { state } from './provider-states';

const { eachLike, integer, string, boolean, number, nullValue, regex } = MatchersV3;
const json = { 'Content-Type': 'application/json' };
const siteid = 48213;

const shopConfig = {
  pageid: integer(3),
  stock_control: boolean(true),
  send_email: {
    '1': integer(0),
    '2': integer(1),
    '3': integer(2),
    '4': integer(1),
    '5': integer(2),
  },
  email_body: {
    '3': string('<p>Dear {customer_name},</p><p>Your order #{order_id} has been dispatched.</p>'),
  },
};

/** Order 10452: dispatched, tax inclusive, new-style options, a discount, trees planted. */
const dispatchedOrder = {
  ID: 10452,
  status: 3,
  sub_status: 0,
  full_status: '3.0',
  status_text: string('Dispatched'),
  date_purchased: string('2026-11-24T10:42:17Z'),
  gateway_transaction_id: string('pi_3QxT7L2eZvKYlo2C1a8F4kQp'),
  notes: string("Please leave with the neighbour at no. 16 if I'm out."),
  order_currency: 'GBP',
  order_total: number(65.25),
  shipping_total: number(4.95),
  shipping_total_ex_vat: number(4.13),
  tax_total: number(8.18),
  tax_included: true,
  discount_amount: number(6.7),
  discount_text: string('Winter sale 10% off (FROST10)'),
  discount_logs: eachLike({ id: integer(311), ruleset: { name: string('Winter sale 10% off') } }),
  customer_name: string('Amelia Clarke'),
  customer_email: string('amelia.clarke@example.com'),
  customer_phone: string('07700 900412'),
  shipping_method: string('Royal Mail Tracked 48'),
  gateway_name: string('Stripe'),
  gateway_src: string('https://hartley-finch.sitebuilder.example/images/gateways/stripe.svg'),
  referrer: string('https://www.instagram.com/'),
  opt_in: boolean(true),
  checkout_layout: integer(2),
  tracking_courier_name: string('Royal Mail'),
  tracking_number: string('TT123456785GB'),
  tracking_url: string('https://www.royalmail.com/track-your-item#/tracking-results/TT123456785GB'),
  royal_mail_click_and_drop_id: integer(58291734),
  ecologi_trees: integer(2),
  ecologi_status: 'complete',
  delivery_name: string('Amelia Clarke'),
  delivery_company: nullValue(),
  delivery_address1: string('14 Rowan Terrace'),
  delivery_address2: string('Headingley'),
  delivery_address3: nullValue(),
  delivery_city: string('Leeds'),
  delivery_county: string('West Yorkshire'),
  delivery_postcode: string('LS6 3BN'),
  delivery_country: string('GB'),
  delivery_country_name: string('United Kingdom'),
  customer_company: string('Clarke & Webb Interiors'),
  customer_address1: string('2 Park Square East'),
  customer_address2: nullValue(),
  customer_address3: nullValue(),
  customer_city: string('Leeds'),
  customer_county: string('West Yorkshire'),
  customer_postcode: string('LS1 2NE'),
  customer_country: string('GB'),
  customer_country_name: string('United Kingdom'),
  products: [
    {
      name: string('Speckled Stoneware Mug'),
      sku: string('HF-MUG-OAT'),
      products_id: integer(2201),
      qty: integer(2),
      price: number(24.5),
      tax_amount: number(4.08),
      tax_rate: number(20),
      thumbnail: string(
        'https://hartley-finch.sitebuilder.example/siteimages/products/mug-oatmeal-42.jpg',
      ),
      // New-style options: title, items with title and custom_value.
      options: [
        {
          title: string('Glaze'),
          items: eachLike({
            title: string('Oatmeal speckle with a hand-dipped cobalt rim and matching saucer'),
            custom_value: nullValue(),
          }),
        },
        {
          title: string('Personalisation'),
          items: eachLike({
            title: string('Engraved initials'),
            custom_value: string('E.H. & J.F.'),
          }),
        },
      ],
    },
    {
      name: string('Making Pots: A Studio Handbook'),
      sku: string('HF-BOOK-01'),
      products_id: integer(2315),
      qty: integer(1),
      price: number(18),
      tax_amount: number(0),
      tax_rate: number(0),
      thumbnail: string(
        'https://hartley-finch.sitebuilder.example/siteimages/products/handbook-42.jpg',
      ),
      options: [],
    },
  ],
};

/** Order 10461: picking, tax exclusive, old-style options, not yet sent to Click & Drop. */
const pickingOrder = {
  ...dispatchedOrder,
  ID: 10461,
  status: 2,
  sub_status: 1,
  full_status: '2.1',
  status_text: string('Picking'),
  gateway_transaction_id: string('8HX52741JN318564K'),
  notes: nullValue(),
  order_total: number(147),
  shipping_total: number(9),
  shipping_total_ex_vat: number(7.5),
  tax_total: number(24.5),
  tax_included: false,
  discount_amount: number(0),
  discount_text: nullValue(),
  discount_logs: [],
  referrer: nullValue(),
  opt_in: boolean(false),
  tracking_courier_name: nullValue(),
  tracking_number: nullValue(),
  tracking_url: nullValue(),
  royal_mail_click_and_drop_id: 0,
  ecologi_trees: integer(1),
  ecologi_status: 'pending',
  delivery_address2: nullValue(),
  customer_company: nullValue(),
  customer_address2: string('22 Clifton Road'),
  customer_address3: string('Clifton'),
  customer_county: nullValue(),
  products: [
    {
      name: string('Celadon Serving Bowl'),
      sku: string('HF-BOWL-CEL-L'),
      products_id: integer(2240),
      qty: integer(1),
      price: number(55),
      tax_amount: number(11),
      tax_rate: number(20),
      thumbnail: string(
        'https://hartley-finch.sitebuilder.example/siteimages/products/bowl-celadon-42.jpg',
      ),
      // Old-style options: optionname, items with itemvalue and customvalue.
      options: [
        {
          optionname: string('Size'),
          items: eachLike({ itemvalue: string('Large (30 cm)'), customvalue: nullValue() }),
        },
        {
          optionname: string('Gift wrap'),
          items: eachLike({
            itemvalue: string('Gift wrap with a handwritten card'),
            customvalue: string('Happy housewarming, Priya & Dan! Love from Rhiannon'),
          }),
        },
      ],
    },
    {
      name: string('Stoneware Side Plate'),
      sku: string('HF-PLATE-SAGE'),
      products_id: integer(2251),
      qty: integer(4),
      price: number(15),
      tax_amount: number(3),
      tax_rate: number(20),
      thumbnail: string(
        'https://hartley-finch.sitebuilder.example/siteimages/products/plate-sage-42.jpg',
      ),
      options: [
        {
          optionname: string('Colour'),
          items: eachLike({ itemvalue: string('Sage'), customvalue: nullValue() }),
        },
      ],
    },
  ],
};

/** Order 10470: awaiting payment, no per-product tax data, tree planting failed. */
const awaitingPaymentOrder = {
  ...dispatchedOrder,
  ID: 10470,
  status: 1,
  sub_status: 1,
  full_status: '1.1',
  status_text: string('Awaiting Payment'),
  gateway_transaction_id: nullValue(),
  notes: string("I'll pay by bank transfer today, reference HF10470."),
  order_total: number(101.95),
  shipping_total: number(6.95),
  shipping_total_ex_vat: nullValue(),
  tax_total: number(16.99),
  discount_amount: number(0),
  discount_text: nullValue(),
  discount_logs: [],
  customer_phone: nullValue(),
  gateway_src: nullValue(),
  opt_in: nullValue(),
  checkout_layout: integer(1),
  tracking_courier_name: nullValue(),
  tracking_number: nullValue(),
  tracking_url: nullValue(),
  royal_mail_click_and_drop_id: 0,
  ecologi_trees: integer(3),
  ecologi_status: 'failed',
  delivery_address2: nullValue(),
  customer_company: nullValue(),
  customer_address1: string('3 Ness Walk'),
  products: [
    {
      name: string('Hand-thrown Teapot'),
      sku: nullValue(),
      products_id: integer(2277),
      qty: integer(1),
      price: number(95),
      tax_amount: nullValue(),
      tax_rate: nullValue(),
      thumbnail: nullValue(),
      options: [
        {
          title: string('Glaze'),
          items: eachLike({ title: string('Tenmoku'), custom_value: nullValue() }),
        },
      ],
    },
  ],
};

const orderRow = {
  ID: integer(10461),
  status: integer(2),
  sub_status: integer(1),
  full_status: string('2.1'),
  status_text: string('Picking'),
  row_class_modifier: string('info'),
  refundable: boolean(true),
  appUrl: string('/48213/shop/orders/10461'),
  siteUrl: string('https://hartleyandfinch.co.uk/shop/account/orders/10461'),
  date_purchased: string('2026-11-27T19:05:44Z'),
  customer_name: string('Rhiannon Evans'),
  order_total: number(147),
  order_currency: string('GBP'),
  products: eachLike({ name: string('Celadon Serving Bowl'), qty: integer(1) }),
};

const pagination = {
  total: integer(9),
  per_page: integer(25),
  current_page: integer(1),
  last_page: integer(1),
  next_page_url: nullValue(),
  from: integer(1),
  to: integer(9),
};

describe('shop-orders calls', () => {
  it('GET /{siteid}/shop/orders returns a list page of orders with the shop config and totals', async () => {
    const pact = newPact()
      .given(state('the shop has orders in every status'))
      .uponReceiving('a request for the processing orders with totals')
      .withRequest({
        method: 'GET',
        path: '/48213/shop/orders',
        headers: xhrHeaders,
        query: {
          page: '1',
          per_page: '25',
          sort_column: 'date_purchased',
          sort_direction: 'desc',
          'filters[status]': '2.0,2.1,2.2,2.3',
          withtotals: 'true',
        },
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          layout: 'list',
          config: {
            title: string('Orders'),
            noun: { singular: string('order'), plural: string('orders') },
            exportable: boolean(true),
            read_only: boolean(false),
            example_data: boolean(false),
            rows: {
              columns: eachLike({
                key: string('full_status'),
                label: string('Status'),
                type: string('order_status'),
              }),
            },
            extra: { shop_config: shopConfig },
          },
          model: eachLike(orderRow),
          pagination,
          totals: {
            total: { value: number(9), type: string('number') },
            permission: eachLike({ value: boolean(true) }),
          },
        },
      });
    await pact.executeTest(async (server) => {
      const page = await fetchPage(server.url, '/48213/shop/orders', {
        page: 1,
        per_page: 25,
        sort_column: 'date_purchased',
        sort_direction: 'desc',
        filters: { status: '2.0,2.1,2.2,2.3' },
        withtotals: true,
      });
      if (page.layout !== 'list') throw new Error(page.layout);
      expect(page.model[0]?.full_status).toBe('2.1');
      expect(page.config.extra?.shop_config?.pageid).toBe(3);
    });
  });

  it('GET /{siteid}/shop/orders marks example rows for a shop without orders', async () => {
    const pact = newPact()
      .given(state('a new shop shows example orders'))
      .uponReceiving('a request for the orders of a shop that has none yet')
      .withRequest({ method: 'GET', path: '/48213/shop/orders', headers: xhrHeaders })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          layout: 'list',
          config: {
            title: string('Orders'),
            noun: { singular: string('order'), plural: string('orders') },
            read_only: true,
            example_data: true,
            rows: {
              columns: eachLike({
                key: string('ID'),
                label: string('Order'),
                type: string('identifier'),
              }),
            },
          },
          model: eachLike({
            ...orderRow,
            ID: integer(1001),
            customer_name: string('Jane Example'),
          }),
          pagination: { ...pagination, total: integer(2), to: integer(2) },
        },
      });
    await pact.executeTest(async (server) => {
      const page = await fetchPage(server.url, '/48213/shop/orders');
      if (page.layout !== 'list') throw new Error(page.layout);
      expect(page.config.example_data).toBe(true);
      expect(page.config.read_only).toBe(true);
    });
  });

  it('GET /{siteid}/shop/orders answers 403 with the unauthorised layout', async () => {
    const pact = newPact()
      .given(state("the account may not see the shop's orders"))
      .uponReceiving('a request for the orders by an account without access')
      .withRequest({ method: 'GET', path: '/48213/shop/orders', headers: xhrHeaders })
      .willRespondWith({
        status: 403,
        headers: json,
        body: {
          layout: 'unauthorised',
          message: string("You don't seem to have access to this page..."),
        },
      });
    await pact.executeTest(async (server) => {
      const error = await failure(fetchPage(server.url, '/48213/shop/orders'));
      expect(error.status).toBe(403);
    });
  });

  it('GET /{siteid}/shop/orders/{id} returns a dispatched order with new-style options', async () => {
    const pact = newPact()
      .given(state('order 10452 has been dispatched'))
      .uponReceiving('a request for a dispatched order')
      .withRequest({ method: 'GET', path: '/48213/shop/orders/10452', headers: xhrHeaders })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { model: dispatchedOrder, config: { read_only: false, shop_config: shopConfig } },
      });
    await pact.executeTest(async (server) => {
      const { model, config } = await new QueryClient().fetchQuery(
        orderQuery(clientFor(server.url), siteid, 10452),
      );
      expect(model.full_status).toBe('3.0');
      expect(model.tax_included).toBe(true);
      expect(model.discount_text).toContain('(FROST10)');
      expect(model.ecologi_status).toBe('complete');
      expect(model.royal_mail_click_and_drop_id).not.toBe(0);
      const option = model.products[0]?.options[0];
      expect(option && 'title' in option ? option.title : null).toBe('Glaze');
      expect(config.read_only).toBe(false);
    });
  });

  it('GET /{siteid}/shop/orders/{id} returns a tax-exclusive order with old-style options', async () => {
    const pact = newPact()
      .given(state('order 10461 is being picked'))
      .uponReceiving('a request for an order being picked')
      .withRequest({ method: 'GET', path: '/48213/shop/orders/10461', headers: xhrHeaders })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { model: pickingOrder, config: { read_only: false, shop_config: shopConfig } },
      });
    await pact.executeTest(async (server) => {
      const { model } = await new QueryClient().fetchQuery(
        orderQuery(clientFor(server.url), siteid, 10461),
      );
      expect(model.tax_included).toBe(false);
      expect(model.royal_mail_click_and_drop_id).toBe(0);
      expect(model.ecologi_status).toBe('pending');
      const option = model.products[0]?.options[1];
      expect(option && 'optionname' in option ? option.items[0]?.customvalue : null).toContain(
        'housewarming',
      );
    });
  });

  it('GET /{siteid}/shop/orders/{id} returns a read-only order awaiting payment', async () => {
    const pact = newPact()
      .given(state('order 10470 awaits payment and is read only'))
      .uponReceiving('a request for a read-only order awaiting payment')
      .withRequest({ method: 'GET', path: '/48213/shop/orders/10470', headers: xhrHeaders })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          model: awaitingPaymentOrder,
          config: {
            read_only: true,
            shop_config: {
              stock_control: boolean(false),
              send_email: { '3': integer(1) },
              email_body: {},
            },
          },
        },
      });
    await pact.executeTest(async (server) => {
      const { model, config } = await new QueryClient().fetchQuery(
        orderQuery(clientFor(server.url), siteid, 10470),
      );
      expect(config.read_only).toBe(true);
      expect(model.full_status).toBe('1.1');
      expect(model.ecologi_status).toBe('failed');
      expect(model.products[0]?.tax_amount).toBeNull();
    });
  });

  it('GET /{siteid}/shop/orders/{id} for a missing order answers 404', async () => {
    const pact = newPact()
      .given(state('order 99999 does not exist'))
      .uponReceiving('a request for an order that does not exist')
      .withRequest({ method: 'GET', path: '/48213/shop/orders/99999', headers: xhrHeaders })
      .willRespondWith({
        status: 404,
        headers: json,
        body: { message: string('Order #99999 could not be found.') },
      });
    await pact.executeTest(async (server) => {
      const error = await failure(
        new QueryClient().fetchQuery(orderQuery(clientFor(server.url), siteid, 99999)),
      );
      expect(error.status).toBe(404);
    });
  });

  it('GET /{siteid}/shop/orders/{id} when the backend fails answers 500', async () => {
    const pact = newPact()
      .given(state("the shop's backend fails"))
      .uponReceiving('a request for an order while the backend fails')
      .withRequest({ method: 'GET', path: '/48213/shop/orders/10452', headers: xhrHeaders })
      .willRespondWith({ status: 500, headers: json, body: { message: string('Server Error') } });
    await pact.executeTest(async (server) => {
      const error = await failure(
        new QueryClient().fetchQuery(orderQuery(clientFor(server.url), siteid, 10452)),
      );
      expect(error.status).toBe(500);
    });
  });

  it('DELETE /{siteid}/shop/orders/{id} deletes an order', async () => {
    const pact = newPact()
      .given(state('order 10470 can be deleted'))
      .uponReceiving('a request to delete an order')
      .withRequest({ method: 'DELETE', path: '/48213/shop/orders/10470', headers: xhrHeaders })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { result: 'success', message: string('Order #10470 has been deleted.') },
      });
    await pact.executeTest(async (server) => {
      const data = await runMutation(deleteOrderMutation, server.url, { siteid, id: 10470 });
      expect(data.result).toBe('success');
    });
  });

  it('DELETE /{siteid}/shop/orders/{id} that fails answers result error', async () => {
    const pact = newPact()
      .given(state('order 10452 cannot be deleted'))
      .uponReceiving('a request to delete an order that cannot be deleted')
      .withRequest({ method: 'DELETE', path: '/48213/shop/orders/10452', headers: xhrHeaders })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { result: 'error', message: string('Order #10452 could not be deleted.') },
      });
    await pact.executeTest(async (server) => {
      const error = await failure(
        runMutation(deleteOrderMutation, server.url, { siteid, id: 10452 }),
      );
      expect(error.body).toMatchObject({ result: 'error' });
    });
  });

  const dispatchOne: OrderStatusUpdateRequest = {
    orders: [10461],
    status: '3.0',
    sendToAllToggle: false,
    sendEmailToggle: true,
    modifiedEmailBody: '<p>Dear Rhiannon,</p><p>Your bowl and plates are on their way.</p>',
    restockToggle: false,
  };
  const statusChange = {
    ID: integer(10461),
    status: integer(3),
    sub_status: integer(0),
    full_status: string('3.0'),
    status_text: string('Dispatched'),
    row_class_modifier: string('success'),
  };

  it('POST /{siteid}/shop/orders/statusUpdate/ dispatches an order and returns its new status', async () => {
    const pact = newPact()
      .given(state('order 10461 can be dispatched'))
      .uponReceiving('a status update dispatching one order with an edited email')
      .withRequest({
        method: 'POST',
        path: '/48213/shop/orders/statusUpdate/',
        headers: { ...xhrHeaders, ...json },
        body: dispatchOne,
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          result: 'success',
          message: string('Order #10461 has been updated.'),
          orders: eachLike(statusChange),
        },
      });
    await pact.executeTest(async (server) => {
      const data = await sendOrderStatusUpdate(clientFor(server.url), {
        siteid,
        body: dispatchOne,
      });
      expect(data.orders?.[0]?.row_class_modifier).toBe('success');
    });
  });

  it('POST /{siteid}/shop/orders/statusUpdate/ moves several orders and emails all of them', async () => {
    const body: OrderStatusUpdateRequest = {
      orders: [10455, 10458, 10461],
      status: '2.0',
      sendToAllToggle: true,
      sendEmailToggle: true,
      modifiedEmailBody: null,
      restockToggle: false,
    };
    const pact = newPact()
      .given(state('three orders can move to processing'))
      .uponReceiving('a bulk status update to processing')
      .withRequest({
        method: 'POST',
        path: '/48213/shop/orders/statusUpdate/',
        headers: { ...xhrHeaders, ...json },
        body,
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          result: 'success',
          message: string('3 orders have been updated.'),
          orders: eachLike(
            { ...statusChange, full_status: string('2.0'), row_class_modifier: string('info') },
            3,
          ),
        },
      });
    await pact.executeTest(async (server) => {
      const data = await sendOrderStatusUpdate(clientFor(server.url), { siteid, body });
      expect(data.orders).toHaveLength(3);
    });
  });

  it('POST /{siteid}/shop/orders/statusUpdate/ that fails answers result error with the message', async () => {
    const pact = newPact()
      .given(state('the order status update fails'))
      .uponReceiving('a status update the backend cannot apply')
      .withRequest({
        method: 'POST',
        path: '/48213/shop/orders/statusUpdate/',
        headers: { ...xhrHeaders, ...json },
        body: dispatchOne,
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { result: 'error', message: 'There was an error updating the order.' },
      });
    await pact.executeTest(async (server) => {
      const error = await failure(
        sendOrderStatusUpdate(clientFor(server.url), { siteid, body: dispatchOne }),
      );
      expect(error.message).toBe('There was an error updating the order.');
    });
  });

  it('POST /{siteid}/shop/orders/statusUpdate/ that is rejected answers 422 with field errors', async () => {
    const body: OrderStatusUpdateRequest = { ...dispatchOne, orders: [10445], status: '2.0' };
    const pact = newPact()
      .given(state('the order status update is rejected'))
      .uponReceiving('a status update the backend rejects')
      .withRequest({
        method: 'POST',
        path: '/48213/shop/orders/statusUpdate/',
        headers: { ...xhrHeaders, ...json },
        body,
      })
      .willRespondWith({
        status: 422,
        headers: json,
        body: {
          message: string('The given data was invalid.'),
          errors: { status: eachLike('The selected status is invalid.') },
        },
      });
    await pact.executeTest(async (server) => {
      const error = await failure(sendOrderStatusUpdate(clientFor(server.url), { siteid, body }));
      expect(error.status).toBe(422);
      expect(error.body).toMatchObject({ errors: { status: ['The selected status is invalid.'] } });
    });
  });

  it('GET /{siteid}/shop/orders/{id}/emailBody/ fills in the email for a status', async () => {
    const template =
      '<p>Dear {customer_name},</p><p>Your order #{order_id} has been dispatched.</p>';
    const pact = newPact()
      .given(state('the shop has a dispatch email for order 10461'))
      .uponReceiving('a request for the dispatch email of an order')
      .withRequest({
        method: 'GET',
        path: '/48213/shop/orders/10461/emailBody/',
        headers: xhrHeaders,
        query: { status: '3.0', orderId: '10461', emailBody: template },
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { emailBody: string('<p>Dear Rhiannon Evans,</p><p>Good news!</p>') },
      });
    await pact.executeTest(async (server) => {
      const data = await new QueryClient().fetchQuery(
        orderEmailBodyQuery(clientFor(server.url), siteid, 10461, '3.0', template),
      );
      expect(data.emailBody).toContain('Rhiannon');
    });
  });

  it('GET /{siteid}/shop/orders/{id}/emailBody/ for a missing order answers 404', async () => {
    const pact = newPact()
      .given(state('order 99999 does not exist'))
      .uponReceiving('a request for the email of an order that does not exist')
      .withRequest({
        method: 'GET',
        path: '/48213/shop/orders/99999/emailBody/',
        headers: xhrHeaders,
        query: { status: '3.0', orderId: '99999' },
      })
      .willRespondWith({
        status: 404,
        headers: json,
        body: { message: string('Order #99999 could not be found.') },
      });
    await pact.executeTest(async (server) => {
      const error = await failure(
        new QueryClient().fetchQuery(
          orderEmailBodyQuery(clientFor(server.url), siteid, 99999, '3.0'),
        ),
      );
      expect(error.status).toBe(404);
    });
  });

  it('GET /{siteid}/shop/orders/export/formats lists the formats and which are disabled', async () => {
    const pact = newPact()
      .given(state('the plan includes some export formats'))
      .uponReceiving('a request for the order export formats')
      .withRequest({
        method: 'GET',
        path: '/48213/shop/orders/export/formats',
        headers: xhrHeaders,
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: eachLike({ type: string('default'), disabled: boolean(false) }),
      });
    await pact.executeTest(async (server) => {
      const formats = await new QueryClient().fetchQuery(
        orderExportFormatsQuery(clientFor(server.url), siteid),
      );
      expect(formats[0]?.type).toBe('default');
    });
  });

  const csv = regex('text/csv.*', 'text/csv; charset=utf-8');

  it('GET /{siteid}/shop/orders/export/{format}/download returns the export file', async () => {
    const pact = newPact()
      .given(state('the shop has orders to export'))
      .uponReceiving('a request for a Xero export of dispatched orders')
      .withRequest({
        method: 'GET',
        path: '/48213/shop/orders/export/xero/download',
        headers: xhrHeaders,
        query: { dateFrom: '2026-11-01', dateTo: '2026-11-30', 'status[]': ['3', '3.0'] },
      })
      .willRespondWith({ status: 200, headers: { 'Content-Type': csv } });
    await pact.executeTest(async (server) => {
      const { response } = await clientFor(server.url).GET(
        '/{siteid}/shop/orders/export/{format}/download',
        {
          params: {
            path: { siteid, format: 'xero' },
            query: { dateFrom: '2026-11-01', dateTo: '2026-11-30', 'status[]': ['3', '3.0'] },
          },
          parseAs: 'text',
        },
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/csv');
    });
  });

  it('GET /{siteid}/shop/orders/export/{format}/download answers 403 when the plan lacks the format', async () => {
    const pact = newPact()
      .given(state('the plan does not include the export format'))
      .uponReceiving('a request for a Sage export on a plan without it')
      .withRequest({
        method: 'GET',
        path: '/48213/shop/orders/export/sage/download',
        headers: xhrHeaders,
        query: { 'status[]': ['3', '3.0'] },
      })
      .willRespondWith({
        status: 403,
        headers: json,
        body: { message: string('Upgrade your plan to export orders for Sage.') },
      });
    await pact.executeTest(async (server) => {
      const error = await failure(
        unwrap(
          clientFor(server.url).GET('/{siteid}/shop/orders/export/{format}/download', {
            params: { path: { siteid, format: 'sage' }, query: { 'status[]': ['3', '3.0'] } },
            parseAs: 'text',
          }),
        ),
      );
      expect(error.status).toBe(403);
    });
  });

  it('GET /{siteid}/shop/orders/export/csv returns the default CSV export', async () => {
    const pact = newPact()
      .given(state('the shop has orders to export'))
      .uponReceiving('a request for the default CSV export')
      .withRequest({
        method: 'GET',
        path: '/48213/shop/orders/export/csv',
        headers: xhrHeaders,
        query: { datefrom: '2026-11-01', dateto: '2026-11-30', 'status[]': ['1', '1.0', '1.1'] },
      })
      .willRespondWith({ status: 200, headers: { 'Content-Type': csv } });
    await pact.executeTest(async (server) => {
      const { response } = await clientFor(server.url).GET('/{siteid}/shop/orders/export/csv', {
        params: {
          path: { siteid },
          query: { datefrom: '2026-11-01', dateto: '2026-11-30', 'status[]': ['1', '1.0', '1.1'] },
        },
        parseAs: 'text',
      });
      expect(response.status).toBe(200);
    });
  });

  it('GET /edit/dynamic/shop/shop_management/dispatch_note.php returns the dispatch note page', async () => {
    const pact = newPact()
      .given(state('order 10452 has a dispatch note'))
      .uponReceiving('a request for the dispatch note of an order')
      .withRequest({
        method: 'GET',
        path: '/edit/dynamic/shop/shop_management/dispatch_note.php',
        headers: xhrHeaders,
        query: { id: '10452' },
      })
      .willRespondWith({
        status: 200,
        headers: { 'Content-Type': regex('text/html.*', 'text/html; charset=utf-8') },
      });
    await pact.executeTest(async (server) => {
      const { response } = await clientFor(server.url).GET(
        '/edit/dynamic/shop/shop_management/dispatch_note.php',
        { params: { query: { id: [10452] } }, parseAs: 'text' },
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
    });
  });

  it('GET /edit/dynamic/shop/shop_management/dispatch_note.php holds the notes of several orders', async () => {
    const pact = newPact()
      .given(state('orders 10461 and 10457 have dispatch notes'))
      .uponReceiving('a request for the dispatch notes of two orders in one page')
      .withRequest({
        method: 'GET',
        path: '/edit/dynamic/shop/shop_management/dispatch_note.php',
        headers: xhrHeaders,
        query: { id: '10461,10457' },
      })
      .willRespondWith({
        status: 200,
        headers: { 'Content-Type': regex('text/html.*', 'text/html; charset=utf-8') },
      });
    await pact.executeTest(async (server) => {
      // The address the bulk action opens, asked by the client as the window would.
      const url = new URL(dispatchNoteUrl([10461, 10457]), server.url);
      expect(url.searchParams.get('id')).toBe('10461,10457');
      const { response } = await clientFor(server.url).GET(
        '/edit/dynamic/shop/shop_management/dispatch_note.php',
        {
          params: { query: { id: [10461, 10457] } },
          querySerializer: { array: { style: 'form', explode: false } },
          parseAs: 'text',
        },
      );
      expect(response.status).toBe(200);
    });
  });

  it('GET /{siteid}/shop/orders/new-count counts the orders after the last one seen', async () => {
    const pact = newPact()
      .given(state('two orders came in after order 10472'))
      .uponReceiving('a request for the number of new orders')
      .withRequest({
        method: 'GET',
        path: '/48213/shop/orders/new-count',
        headers: xhrHeaders,
        query: { since: '10472' },
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { count: integer(2), latest_id: integer(10474) },
      });
    await pact.executeTest(async (server) => {
      const reply = await new QueryClient().fetchQuery(
        newOrderCountQuery(clientFor(server.url), siteid, 10472),
      );
      expect(reply).toEqual({ count: 2, latest_id: 10474 });
    });
  });

  it('GET /{siteid}/shop/orders/new-count without a starting point gives the newest order', async () => {
    const pact = newPact()
      .given(state('the shop has orders in every status'))
      .uponReceiving('a first request for the number of new orders')
      .withRequest({ method: 'GET', path: '/48213/shop/orders/new-count', headers: xhrHeaders })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { count: integer(0), latest_id: integer(10474) },
      });
    await pact.executeTest(async (server) => {
      const reply = await new QueryClient().fetchQuery(
        newOrderCountQuery(clientFor(server.url), siteid, null),
      );
      expect(reply.latest_id).toBe(10474);
    });
  });

  it('GET /{siteid}/shop/orders/new-count answers 500 when the backend fails', async () => {
    const pact = newPact()
      .given(state("the shop's backend fails"))
      .uponReceiving('a request for the number of new orders while the backend fails')
      .withRequest({
        method: 'GET',
        path: '/48213/shop/orders/new-count',
        headers: xhrHeaders,
        query: { since: '10474' },
      })
      .willRespondWith({ status: 500, headers: json, body: { message: string('Server Error') } });
    await pact.executeTest(async (server) => {
      const error = await failure(
        new QueryClient().fetchQuery(newOrderCountQuery(clientFor(server.url), siteid, 10474)),
      );
      expect(error.status).toBe(500);
    });
  });

  it('GET /edit/dynamic/shop/shop_management/dispatch_note.php for a missing order answers 404', async () => {
    const pact = newPact()
      .given(state('order 99999 does not exist'))
      .uponReceiving('a request for the dispatch note of an order that does not exist')
      .withRequest({
        method: 'GET',
        path: '/edit/dynamic/shop/shop_management/dispatch_note.php',
        headers: xhrHeaders,
        query: { id: '99999' },
      })
      .willRespondWith({
        status: 404,
        headers: json,
        body: { message: string('Order #99999 could not be found.') },
      });
    await pact.executeTest(async (server) => {
      const error = await failure(
        unwrap(
          clientFor(server.url).GET('/edit/dynamic/shop/shop_management/dispatch_note.php', {
            params: { query: { id: [99999] } },
            parseAs: 'text',
          }),
        ),
      );
      expect(error.status).toBe(404);
    });
  });

  it('POST /{siteid}/shop/orders/{id}/sendToClickAndDrop/ sends an order to Royal Mail', async () => {
    const pact = newPact()
      .given(state('order 10461 can be sent to Click & Drop'))
      .uponReceiving('a request to send an order to Click & Drop')
      .withRequest({
        method: 'POST',
        path: '/48213/shop/orders/10461/sendToClickAndDrop/',
        headers: xhrHeaders,
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { errorsCount: 0, failedOrders: [] },
      });
    await pact.executeTest(async (server) => {
      const data = await runMutation(sendToClickAndDropMutation, server.url, { siteid, id: 10461 });
      expect(data.errorsCount).toBe(0);
    });
  });

  it('POST /{siteid}/shop/orders/{id}/sendToClickAndDrop/ passes on Royal Mail errors', async () => {
    const pact = newPact()
      .given(state('Click & Drop rejects order 10470'))
      .uponReceiving('a request to send an order Click & Drop rejects')
      .withRequest({
        method: 'POST',
        path: '/48213/shop/orders/10470/sendToClickAndDrop/',
        headers: xhrHeaders,
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          errorsCount: integer(1),
          failedOrders: eachLike({
            errors: eachLike({
              errorMessage: string(
                "The recipient's postcode is not valid for the selected service.",
              ),
            }),
          }),
        },
      });
    await pact.executeTest(async (server) => {
      const data = await runMutation(sendToClickAndDropMutation, server.url, { siteid, id: 10470 });
      expect(data.errorsCount).toBeGreaterThan(0);
      expect(clickAndDropErrorMessages(data)[0]).toContain('postcode');
    });
  });

  it('POST /{siteid}/shop/orders/{id}/sendToClickAndDrop/ answers 403 when the shop is not connected', async () => {
    const pact = newPact()
      .given(state('the shop is not connected to Click & Drop'))
      .uponReceiving('a request to send an order from a shop not connected to Click & Drop')
      .withRequest({
        method: 'POST',
        path: '/48213/shop/orders/10461/sendToClickAndDrop/',
        headers: xhrHeaders,
      })
      .willRespondWith({
        status: 403,
        headers: json,
        body: {
          message: string('Connect your Royal Mail Click & Drop account in Shop settings first.'),
        },
      });
    await pact.executeTest(async (server) => {
      const error = await failure(
        runMutation(sendToClickAndDropMutation, server.url, { siteid, id: 10461 }),
      );
      expect(error.status).toBe(403);
    });
  });
});
