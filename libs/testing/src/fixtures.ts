import type { Account, SidebarEntry } from '@site-admin/api-client';

/** The mock's `active-shop` account (openapi/openapi.yaml), for component tests. */
export const activeShopAccount: Account = {
  siteid: 48213,
  firstname: 'Eleanor',
  lastname: 'Hartley',
  username: 'eleanor@hartleyfinch.co.uk',
  sitestatus: 'Y',
  account_type: 2,
  account_age: 812,
  site_name: 'Hartley & Finch Ceramics',
  plan: 'Business',
  enabled2fa: false,
  annual_subscription: true,
  admin: false,
  last_publish_date: '2026-11-18T16:42:09Z',
  primary_domain: 'hartleyandfinch.co.uk',
  siteurl: 'https://hartley-finch.sitebuilder.example',
  cam: 'Priya Shah',
  firstLogin: false,
  holding_page_active: false,
  next_payment_date: '2027-03-02',
  subscription_price: 180,
  card_expiry_date: '08/28',
  screenshot: null,
};

export const shopSidebar: SidebarEntry[] = [
  {
    section: 'dashboard',
    colour: 'electric-blue',
    config: [
      { label: 'Overview', link: '/:siteid/dashboard', icon: 'home' },
      { label: 'Analytics', link: '/:siteid/analytics', icon: 'chart' },
    ],
  },
  {
    section: 'shop',
    colour: 'green',
    config: [
      { label: 'Orders', link: '/:siteid/shop/orders', icon: 'receipt' },
      {
        label: 'Settings',
        link: '/:siteid/shop',
        items: [{ label: 'Delivery', link: '/:siteid/shop?i=delivery' }],
      },
    ],
  },
];
