import { Box, Portal, Tooltip } from '@chakra-ui/react';
import { tooltipSlotRecipe } from '@site-admin/ui';
import type { ReactNode } from 'react';

/** The example rows' status dropdown, with a tooltip saying the statuses are examples. */
export function ExampleDataTooltip({ text, children }: { text: string; children: ReactNode }) {
  return (
    <Tooltip.Root recipe={tooltipSlotRecipe} openDelay={200}>
      <Tooltip.Trigger asChild>
        <Box display="inline-block" tabIndex={0}>
          {children}
        </Box>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{text}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
