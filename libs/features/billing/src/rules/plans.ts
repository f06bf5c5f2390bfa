// Rules of the plan select step (spec 2, sections 2, 4, 6 and 9).
import { isPlanDisabled, plansForDisplay, type Plan, type PlanMap } from '@site-admin/api-client';

/** Modal width in pixels by default; it grows above this many plans. */
export const MODAL_WIDTH = 600;
export const LARGE_MODAL_ABOVE = 3;
/** Below this many plans a tailored-package card is offered. */
export const TAILORED_CARD_BELOW = 3;
/** Plans of this generation or older show the fallback description. */
export const FALLBACK_GENERATION = 3;

/** The plans as listed, with the crown given by the spec's rule. */
export function plansToShow(plans: PlanMap): Plan[] {
  const shown = plansForDisplay(plans);
  const popular = popularPlanId(shown);
  return shown.map((plan) => ({ ...plan, popular: plan.id === popular }));
}

/**
 * The popular crown goes to the first upgrade plan with no feature warnings, going from the
 * cheapest plan up (the order before it is reversed for display).
 */
export function popularPlanId(plans: readonly Plan[]): number | null {
  const ascending = [...plans].sort((a, b) => a.price.monthly - b.price.monthly);
  return ascending.find((plan) => plan.isUpgrade && !isPlanDisabled(plan))?.id ?? null;
}

/** A plan cheaper than the current one that is not an upgrade: refused, ask support. */
export function isDowngrade(plan: Plan, current: Plan | undefined): boolean {
  return (
    current !== undefined &&
    !plan.current &&
    !plan.isUpgrade &&
    plan.price.monthly < current.price.monthly
  );
}

export function showsFallbackDescription(plan: Plan): boolean {
  return plan.generation <= FALLBACK_GENERATION;
}

export function isLargeModal(count: number): boolean {
  return count > LARGE_MODAL_ABOVE;
}

export function showsTailoredCard(count: number): boolean {
  return count < TAILORED_CARD_BELOW;
}

/** Awaiting payment and suspended accounts must choose a plan: the modal cannot be closed. */
export function isClosable(status: string): boolean {
  return status !== 'A' && status !== 'S';
}

/** Status Y marks an upgrade flow; A or S a resubscription; anything else a first subscription. */
export function flowKind(status: string): 'upgrade' | 'resubscribe' | 'subscribe' {
  if (status === 'Y') return 'upgrade';
  if (status === 'A' || status === 'S') return 'resubscribe';
  return 'subscribe';
}
