import type { FormField } from '@site-admin/api-client';

// The fields of the RedirectCreateForm and HoldingPageForm examples (openapi/examples/pages.yaml),
// for the form tests.

export const redirectCreateFields: FormField[] = [
  {
    name: 'from',
    type: 'site-url',
    label: 'Old page address',
    help: 'The address people used to visit, without your domain.',
    placeholder: 'old-shop/mugs',
    prefix: 'https://hartleyandfinch.co.uk/',
    validation: ['required', 'valid_page_uri', 'max:255'],
    filters: ['trim'],
  },
  {
    name: 'destination',
    type: 'radio-button',
    label: 'Send visitors to',
    default: 'page',
    validation: ['required', 'in:page,url'],
    options: [
      { name: 'A page on my site', value: 'page' },
      { name: 'Another web address', value: 'url' },
    ],
  },
  {
    name: 'to_page',
    type: 'select',
    label: 'Page',
    endpoint: '/48213/options/pages',
    validation: ['required_if:destination,page'],
    dependencies: [{ field: 'destination', values: ['url'], changes: { hidden: true } }],
  },
  {
    name: 'to',
    type: 'url',
    label: 'Web address',
    placeholder: 'https://',
    validation: ['required_if:destination,url', 'max:2048'],
    filters: ['trim'],
    dependencies: [{ field: 'destination', values: ['page'], changes: { hidden: true } }],
  },
  {
    name: 'type',
    type: 'radio',
    label: 'Redirect type',
    information:
      '<p>Use permanent for pages that have moved for good; search engines update their links.</p>',
    default: '301',
    validation: ['required', 'in:301,302'],
    options: [
      { name: 'Permanent (301)', value: '301', description: 'The page has moved for good.' },
      { name: 'Temporary (302)', value: '302', description: 'The page will come back.' },
    ],
  },
  {
    name: 'match_query',
    type: 'toggle',
    label: 'Also match addresses with a query string',
    divider: true,
    hideOptional: true,
    default: false,
    upsell: {
      feature: 'redirect_query_strings',
      plan: 52,
      text: 'Available on the Business plan',
      disableField: true,
    },
  },
];

export const redirectCreateModel: Record<string, unknown> = {
  from: '',
  destination: 'page',
  to_page: null,
  to: null,
  type: '301',
  match_query: false,
};

export const holdingPageFields: FormField[] = [
  {
    name: 'heading',
    type: 'text',
    label: 'Heading',
    validation: ['required', 'max:120'],
    filters: ['trim'],
  },
  {
    name: 'message',
    type: 'textarea',
    label: 'Message',
    validation: ['max:1000'],
    params: { rows: 5 },
  },
  { name: 'image', type: 'image', label: 'Background image', endpoint: '/48213/images' },
  { name: 'opening_date', type: 'date', label: 'Opening date', help: 'Shown as a countdown.' },
  { name: 'contact_email', type: 'email', label: 'Contact e-mail', validation: ['max:255'] },
  {
    name: 'newsletter',
    type: 'toggle',
    label: 'Show a newsletter sign-up',
    hideOptional: true,
    upsell: { feature: 'holding_page_newsletter', plan: 52, disableField: true },
  },
  {
    name: 'social_links',
    type: 'checkboxes',
    label: 'Social links',
    endpoint: '/48213/options/social-accounts',
  },
];
