import { Box, HStack, Text } from '@chakra-ui/react';
import type { BulkAction } from '@site-admin/api-client';
import { ProgressButton } from '@site-admin/ui';
import { useState } from 'react';
import { usePageEngineTexts } from '../i18n/use-page-engine-texts';

interface BulkToolbarProps {
  actions: BulkAction[];
  count: number;
  busy: boolean;
  /** A phone or tablet: the bar comes after the list and sticks to the bottom of the screen. */
  sticky: boolean;
  onAction: (action: BulkAction) => void;
}

/**
 * The bulk actions, shown only while rows are checked. On a phone or tablet the bar comes after
 * the list and sticks to the bottom of the screen, in reach of the thumb while the owner scrolls
 * and checks cards, and never over the last card; on a desktop it takes a place kept for it above
 * the table, so checking a row never moves the table.
 */
export function BulkToolbar({ actions, count, busy, sticky, onAction }: BulkToolbarProps) {
  const { t } = usePageEngineTexts();
  // The action pressed last shows the progress; the others wait beside it.
  const [pressed, setPressed] = useState<string | null>(null);
  if (actions.length === 0) return null;
  if (sticky && count === 0) return null;
  return (
    <Box
      minH={sticky ? undefined : '12'}
      position={sticky ? 'sticky' : undefined}
      bottom={sticky ? '0' : undefined}
      zIndex={sticky ? 'sticky' : undefined}
      mx={sticky ? '-4' : undefined}
      // Notifications on a narrow screen show above it (libs/ui notification-offsets.ts).
      data-bottom-bar={sticky ? '' : undefined}
    >
      {count === 0 ? null : (
        <HStack
          role="toolbar"
          aria-label={t('datatable.bulk.label')}
          gap="2"
          wrap="wrap"
          p={sticky ? '3' : '2'}
          bg="blue.50"
          borderRadius={sticky ? '0' : 'md'}
          boxShadow={sticky ? '0 -2px 8px rgba(0, 0, 0, 0.12)' : undefined}
        >
          <Text fontSize="sm" fontWeight="semibold">
            {t('datatable.bulk.selected', { count })}
          </Text>
          {actions.map((action) => (
            <ProgressButton
              key={action.value}
              size="xs"
              variant="outline"
              bg="bg"
              loading={busy && pressed === action.value}
              disabled={busy}
              onClick={() => {
                setPressed(action.value);
                onAction(action);
              }}
            >
              {action.label}
            </ProgressButton>
          ))}
        </HStack>
      )}
    </Box>
  );
}
