import { Button, HStack, Text } from '@chakra-ui/react';
import type { BulkAction } from '@site-admin/api-client';
import { useTranslation } from 'react-i18next';

interface BulkToolbarProps {
  actions: BulkAction[];
  count: number;
  busy: boolean;
  onAction: (action: BulkAction) => void;
}

/** The bulk actions, shown only while rows are checked. */
export function BulkToolbar({ actions, count, busy, onAction }: BulkToolbarProps) {
  const { t } = useTranslation();
  if (actions.length === 0 || count === 0) return null;
  return (
    <HStack
      role="toolbar"
      aria-label={t('datatable.bulk.label')}
      gap="2"
      wrap="wrap"
      p="2"
      bg="blue.50"
      borderRadius="md"
    >
      <Text fontSize="sm" fontWeight="semibold">
        {t('datatable.bulk.selected', { count })}
      </Text>
      {actions.map((action) => (
        <Button
          key={action.value}
          size="xs"
          variant="outline"
          loading={busy}
          onClick={() => onAction(action)}
        >
          {action.label}
        </Button>
      ))}
    </HStack>
  );
}
