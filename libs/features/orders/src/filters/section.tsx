import { FilterGroup } from '@site-admin/ui';
import type { ReactNode } from 'react';

/**
 * A titled section of the order filter panel: an accordion section unless `fixed` (the filter's
 * `disable-accordion`, or a section that is not a filter: the sort).
 */
export function Section({
  title,
  fixed = false,
  children,
}: {
  title: string;
  fixed?: boolean;
  children: ReactNode;
}) {
  return (
    <FilterGroup title={title} fixed={fixed}>
      {children}
    </FilterGroup>
  );
}
