import { IconButton, Popover } from '@chakra-ui/react';
import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { popoverSlotRecipe } from '../theme/field-recipes';

/**
 * The info icon beside a label: a button (so a keyboard and a finger reach it, which a hover
 * title does not) that opens the longer explanation beside it.
 */
export function InfoTip({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Popover.Root
      recipe={popoverSlotRecipe}
      lazyMount
      unmountOnExit
      positioning={{ placement: 'top' }}
    >
      <Popover.Trigger asChild>
        <IconButton size="2xs" variant="ghost" borderRadius="full" aria-label={label}>
          <Info />
        </IconButton>
      </Popover.Trigger>
      {/* Not portalled: it may sit in a side panel or modal that keeps the focus inside it. */}
      <Popover.Positioner>
        <Popover.Content>
          <Popover.Arrow>
            <Popover.ArrowTip />
          </Popover.Arrow>
          <Popover.Body fontSize="sm">{children}</Popover.Body>
        </Popover.Content>
      </Popover.Positioner>
    </Popover.Root>
  );
}
