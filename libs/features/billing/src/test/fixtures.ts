// Test data shaped like the contract's examples (openapi/examples/subscribe.yaml, account.yaml).
import type { InvoicePayment, Plan, PlanMap, SubscriptionDetails } from '@site-admin/api-client';

function plan(id: number, name: string, monthly: number, extra: Partial<Plan> = {}): Plan {
  return {
    id,
    name,
    summary: `${name} summary`,
    generation: 4,
    popular: false,
    current: false,
    isUpgrade: false,
    features: [{ value: `${name} feature`, detail: null }],
    featureWarnings: [],
    price: {
      monthly,
      annual: monthly * 10,
      annual_saving: monthly * 2,
      annual_saving_percentage: 17,
      currency: 'GBP',
    },
    ...extra,
  };
}

export const plans: PlanMap = {
  '11': plan(11, 'Starter', 6, {
    generation: 3,
    featureWarnings: [
      'subscription.plan_warnings.contact_support',
      ['products'],
      ['Your shop has 240 products; Starter allows up to 50.'],
    ],
  }),
  '12': plan(12, 'Standard', 12.5),
  '13': plan(13, 'Business', 18, { current: true }),
  '14': plan(14, 'Business Plus', 30, { isUpgrade: true, popular: true }),
};

export const businessPlus = plans['14'] ?? plan(14, 'Business Plus', 30);

export const address = {
  address1: 'Unit 4, Marlowe Yard',
  address2: '14 Tanners Lane',
  town: 'Stoke-on-Trent',
  county: 'Staffordshire',
  postcode: 'st1 3pd',
  country: 'GB',
};

export const summary: SubscriptionDetails['subscriptionSummary'] = {
  total: 36,
  currency: 'GBP',
  isYearlyUpgrade: false,
  breakdown: [
    { type: 'plan', value: 30, detail: { label: 'Business Plus, billed monthly' } },
    { type: 'vat', value: 6, detail: { label: 'VAT at 20%', tooltip: 'UK VAT' } },
    { type: 'total', value: 36, detail: { label: 'Total to pay today' } },
  ],
  nextPaymentDate: '2026-12-24',
  nextPaymentAmount: 36,
  hideFooter: false,
};

export const details: SubscriptionDetails = {
  address,
  plan: businessPlus,
  subscriptionSummary: summary,
  discountCode: null,
  geoip_country: 'GB',
  country: 'GB',
  vatNumber: null,
  gateway: 'development',
  gateway_config: { publishable_key: null, merchant_name: 'Site Builder Ltd', test_mode: true },
  payment_method: null,
  errors: [],
};

export const irishDetails: SubscriptionDetails = {
  ...details,
  address: {
    ...address,
    town: 'Kilkenny',
    county: 'Co. Kilkenny',
    postcode: 'R95 A2X6',
    country: 'IE',
  },
  country: 'IE',
};

export const invoicePayment: InvoicePayment = {
  model: { ID: 90417, description: 'Extra storage 25 GB, December 2026' },
  address,
  geoip_country: 'GB',
  country: 'GB',
  vatNumber: null,
  summary: { ...summary, total: 5.99 },
  gateway: 'development',
  gateway_config: details.gateway_config,
  payment_method: { id: 'pm_dev_7Qx2Hf48213v', card_type: 'Visa', card_digits: '4242' },
  errors: [],
};
