// The order filter panel's rules (spec 1 sections 4 and 5).
import type { ListFilter } from '@site-admin/api-client';

/** A checkbox filter's pick: All clears the others; any other pick removes All. */
export function toggleCheckbox(
  current: readonly string[],
  value: string,
  checked: boolean,
): string[] {
  if (value === 'all') return checked ? ['all'] : [];
  const others = current.filter((item) => item !== 'all' && item !== value);
  return checked ? [...others, value] : others;
}

export const split = (value: string | undefined): string[] =>
  value ? value.split(',').filter((item) => item !== '') : [];

/** The payment gateway section shows only when more than 2 gateway options exist. */
export function showGateway(filter: ListFilter | undefined): boolean {
  return (filter?.options ?? []).filter((option) => String(option.value) !== 'all').length > 2;
}

/**
 * What Done returns: the filters not empty and not All, several values sorted; the custom dates
 * only with the custom range.
 */
export function chosenFilters(values: Record<string, string>): Record<string, string> {
  const chosen: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    const parts = split(value).filter((item) => item !== 'all');
    if (parts.length === 0) continue;
    chosen[name] = [...parts].sort().join(',');
  }
  if (chosen['date'] !== 'custom') {
    delete chosen['dateFrom'];
    delete chosen['dateTo'];
  }
  return chosen;
}
