import { Button, Stack } from '@chakra-ui/react';
import type { ListRow, RowAction } from '@site-admin/api-client';
import { resolveLink, RowLink } from './cells';

interface RowActionsProps {
  row: ListRow;
  actions: RowAction[];
  /** Which row the buttons act on, after their action ('Delete old-shop/mugs'): `rowLabels`. */
  label: string;
  pagePath: string;
  readOnly: boolean;
  onAction: (row: ListRow, action: RowAction) => void;
}

/**
 * A row's actions: links open their panel or page; delete and ajax calls go through the list. On a
 * desktop narrower than widescreen they stack, so the table fits beside the section sidebar. Each
 * says which row (`rowLabels`).
 */
export function RowActions({ row, actions, label, pagePath, readOnly, onAction }: RowActionsProps) {
  return (
    <Stack direction={{ base: 'row', lg: 'column', xl: 'row' }} gap="1" align="start">
      {actions.map((action) => {
        const name = `${action.label} ${label}`;
        if (action.type === 'delete' || action.type === 'ajax') {
          return (
            <Button
              key={action.label}
              size="xs"
              variant="ghost"
              colorPalette={action.type === 'delete' ? 'red' : undefined}
              aria-label={name}
              disabled={readOnly && action.type === 'delete'}
              onClick={() => onAction(row, action)}
            >
              {action.label}
            </Button>
          );
        }
        return (
          <Button key={action.label} size="xs" variant="ghost" asChild aria-label={name}>
            <RowLink to={resolveLink(action.path ?? ':id/edit', row, pagePath)}>
              {action.label}
            </RowLink>
          </Button>
        );
      })}
    </Stack>
  );
}
