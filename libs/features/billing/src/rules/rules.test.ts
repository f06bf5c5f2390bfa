import type { Plan } from '@site-admin/api-client';
import { vatFieldShown } from '@site-admin/validation';
import { describe, expect, it } from 'vitest';
import { accountInterval, intervalForChoice, isNoChange, monthlyAllowed } from './intervals';
import { formatPrice, maskCard, nextPaymentDate, referralCode } from './money';
import {
  flowKind,
  isClosable,
  isDowngrade,
  isLargeModal,
  popularPlanId,
  showsFallbackDescription,
  showsTailoredCard,
} from './plans';

function plan(id: number, monthly: number, extra: Partial<Plan> = {}): Plan {
  return {
    id,
    name: `Plan ${id}`,
    summary: '',
    generation: 4,
    popular: false,
    current: false,
    isUpgrade: false,
    features: [],
    featureWarnings: [],
    price: {
      monthly,
      annual: monthly * 10,
      annual_saving: 0,
      annual_saving_percentage: 0,
      currency: 'GBP',
    },
    ...extra,
  };
}

const warned: Plan['featureWarnings'] = [
  'subscription.plan_warnings.contact_support',
  [],
  ['Too big'],
];

describe('the popular plan', () => {
  it('is the first upgrade plan, from the cheapest up, with no feature warnings', () => {
    const plans = [
      plan(14, 30, { isUpgrade: true }),
      plan(12, 12, { isUpgrade: true, featureWarnings: warned }),
      plan(13, 18, { isUpgrade: true }),
      plan(11, 6),
    ];
    expect(popularPlanId(plans)).toBe(13);
  });

  it('is none when no plan is an upgrade', () => {
    expect(popularPlanId([plan(11, 6), plan(12, 12, { current: true })])).toBeNull();
  });
});

describe('plan rules', () => {
  it('refuses a move to a cheaper plan that is not an upgrade', () => {
    const current = plan(13, 18, { current: true });
    expect(isDowngrade(plan(12, 12), current)).toBe(true);
    expect(isDowngrade(plan(14, 30, { isUpgrade: true }), current)).toBe(false);
    expect(isDowngrade(current, current)).toBe(false);
    expect(isDowngrade(plan(12, 12), undefined)).toBe(false);
  });

  it('sizes the modal and offers the tailored card by the number of plans', () => {
    expect(isLargeModal(3)).toBe(false);
    expect(isLargeModal(4)).toBe(true);
    expect(showsTailoredCard(2)).toBe(true);
    expect(showsTailoredCard(3)).toBe(false);
  });

  it('shows the fallback description up to generation 3', () => {
    expect(showsFallbackDescription(plan(1, 1, { generation: 3 }))).toBe(true);
    expect(showsFallbackDescription(plan(1, 1, { generation: 4 }))).toBe(false);
  });

  it('cannot be closed and resubscribes for awaiting payment and suspended accounts', () => {
    expect(isClosable('A')).toBe(false);
    expect(isClosable('S')).toBe(false);
    expect(isClosable('T')).toBe(true);
    expect(flowKind('Y')).toBe('upgrade');
    expect(flowKind('S')).toBe('resubscribe');
    expect(flowKind('T')).toBe('subscribe');
  });
});

describe('interval rules', () => {
  it('allows Monthly only for trial, inactive or non-annual accounts', () => {
    expect(monthlyAllowed({ sitestatus: 'Y', annual_subscription: true })).toBe(false);
    expect(monthlyAllowed({ sitestatus: 'T', annual_subscription: true })).toBe(true);
    expect(monthlyAllowed({ sitestatus: 'C', annual_subscription: true })).toBe(true);
    expect(monthlyAllowed({ sitestatus: 'Y', annual_subscription: false })).toBe(true);
  });

  it('opens an annual account as Annually; a choice sets Monthly, the saving link Annually', () => {
    const annual = { sitestatus: 'Y', annual_subscription: true };
    const trial = { sitestatus: 'T', annual_subscription: false };
    expect(accountInterval(annual)).toBe('annual');
    expect(intervalForChoice(annual, false)).toBe('annual');
    expect(intervalForChoice(trial, false)).toBe('monthly');
    expect(intervalForChoice(trial, true)).toBe('annual');
  });
});

describe('the no-change rule', () => {
  const active = { sitestatus: 'Y', annual_subscription: true };
  it('holds for the same plan and interval of an account in good standing', () => {
    expect(isNoChange(active, { current: true }, 'annual')).toBe(true);
    expect(isNoChange(active, { current: true }, 'monthly')).toBe(false);
    expect(isNoChange(active, { current: false }, 'annual')).toBe(false);
  });
  it('never holds for inactive, suspended or awaiting payment accounts', () => {
    for (const sitestatus of ['C', 'S', 'A'])
      expect(isNoChange({ ...active, sitestatus }, { current: true }, 'annual')).toBe(false);
  });
});

describe('VAT visibility', () => {
  it('shows the VAT field only where reverse charge applies', () => {
    expect(vatFieldShown('IE')).toBe(true);
    expect(vatFieldShown('FR')).toBe(true);
    expect(vatFieldShown('GB')).toBe(false);
    expect(vatFieldShown('US')).toBe(false);
  });
});

describe('money and dates', () => {
  it('formats prices in the currency after stripping non-numeric characters', () => {
    expect(formatPrice(253.04, 'GBP')).toBe('£253.04');
    expect(formatPrice('£1,234.5', 'GBP')).toBe('£1,234.50');
    expect(formatPrice(-28.8, 'EUR')).toBe('-€28.80');
    expect(formatPrice('abc', 'GBP')).toBe('£0.00');
    expect(formatPrice(5, '')).toBe('£5.00');
  });

  it('shows the next payment date, else 12 or 1 months from now', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    expect(nextPaymentDate('2027-11-24', 'annual', now)).toBe('24th November 2027');
    expect(nextPaymentDate(null, 'annual', now)).toBe('24th November 2027');
    expect(nextPaymentDate(null, 'monthly', now)).toBe('24th December 2026');
  });

  it('masks a card and builds the referral code', () => {
    expect(maskCard('4242')).toBe('XXXX-XXXX-XXXX-4242');
    expect(referralCode(48213)).toBe('RAF48213');
  });
});
