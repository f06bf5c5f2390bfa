import { Button, Stack } from '@chakra-ui/react';
import type { ListColumn, ListRow, RowAction } from '@site-admin/api-client';
import { resolveLink, RowLink } from './cells';
import { rowLabel } from './row-path';

interface RowActionsProps {
  row: ListRow;
  actions: RowAction[];
  /** The list's columns: the buttons name their row by its name ('Delete old-shop/mugs'). */
  columns: readonly ListColumn[];
  pagePath: string;
  readOnly: boolean;
  onAction: (row: ListRow, action: RowAction) => void;
}

/**
 * A row's actions: links open their panel or page; delete and ajax calls go through the list. On a
 * desktop narrower than widescreen they stack, so the table fits beside the section sidebar. Each
 * says which row (`rowLabel`): its number, else its name, else its id.
 */
export function RowActions({
  row,
  actions,
  columns,
  pagePath,
  readOnly,
  onAction,
}: RowActionsProps) {
  const name = rowLabel(row, columns);
  return (
    <Stack direction={{ base: 'row', lg: 'column', xl: 'row' }} gap="1" align="start">
      {actions.map((action) => {
        const label = `${action.label} ${name}`;
        if (action.type === 'delete' || action.type === 'ajax') {
          return (
            <Button
              key={action.label}
              size="xs"
              variant="ghost"
              colorPalette={action.type === 'delete' ? 'red' : undefined}
              aria-label={label}
              disabled={readOnly && action.type === 'delete'}
              onClick={() => onAction(row, action)}
            >
              {action.label}
            </Button>
          );
        }
        return (
          <Button key={action.label} size="xs" variant="ghost" asChild aria-label={label}>
            <RowLink to={resolveLink(action.path ?? ':id/edit', row, pagePath)}>
              {action.label}
            </RowLink>
          </Button>
        );
      })}
    </Stack>
  );
}
