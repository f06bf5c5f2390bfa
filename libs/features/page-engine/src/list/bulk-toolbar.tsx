import { Box, Button, HStack, Text } from '@chakra-ui/react';
import type { BulkAction } from '@site-admin/api-client';
import { usePageEngineTexts } from '../i18n/use-page-engine-texts';

interface BulkToolbarProps {
  actions: BulkAction[];
  count: number;
  busy: boolean;
  onAction: (action: BulkAction) => void;
}

/**
 * The bulk actions, shown only while rows are checked. On a phone or tablet the bar sits fixed at
 * the bottom of the screen, in reach of the thumb while the owner scrolls and checks cards; on a
 * desktop it takes a place kept for it above the table, so checking a row never moves the table.
 */
export function BulkToolbar({ actions, count, busy, onAction }: BulkToolbarProps) {
  const { t } = usePageEngineTexts();
  if (actions.length === 0) return null;
  return (
    <Box minH={{ base: '0', lg: '10' }} data-testid="bulk-slot">
      {count === 0 ? null : (
        <HStack
          role="toolbar"
          aria-label={t('datatable.bulk.label')}
          gap="2"
          wrap="wrap"
          p={{ base: '3', lg: '2' }}
          bg="blue.50"
          borderRadius={{ base: '0', lg: 'md' }}
          position={{ base: 'fixed', lg: 'static' }}
          bottom={{ base: '0', lg: 'auto' }}
          insetX={{ base: '0', lg: 'auto' }}
          zIndex={{ base: 'sticky', lg: 'auto' }}
          boxShadow={{ base: '0 -2px 8px rgba(0, 0, 0, 0.12)', lg: 'none' }}
          pb={{ base: 'max(0.75rem, env(safe-area-inset-bottom))', lg: '2' }}
        >
          <Text fontSize="sm" fontWeight="semibold">
            {t('datatable.bulk.selected', { count })}
          </Text>
          {actions.map((action) => (
            <Button
              key={action.value}
              size="xs"
              variant="outline"
              bg="bg"
              loading={busy}
              onClick={() => onAction(action)}
            >
              {action.label}
            </Button>
          ))}
        </HStack>
      )}
    </Box>
  );
}
