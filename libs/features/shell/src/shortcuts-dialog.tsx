import { Box, HStack, Kbd, Table, Text } from '@chakra-ui/react';
import { ModalFrame, useTexts, tableSlotRecipe } from '@site-admin/ui';
import { Fragment } from 'react';
import { shortcutsTexts } from './shortcuts-texts';

/** The shortcuts the dialog lists: key presses (one after another) and what they do. */
const SHORTCUTS: { keys: string[]; action: keyof typeof shortcutsTexts.keys }[] = [
  { keys: ['/'], action: 'search' },
  { keys: ['g', 'o'], action: 'orders' },
  { keys: ['g', 'd'], action: 'dashboard' },
  { keys: ['j'], action: 'next' },
  { keys: ['k'], action: 'previous' },
  { keys: ['Enter'], action: 'open' },
  { keys: ['x'], action: 'check' },
  { keys: ['Esc'], action: 'close' },
  { keys: ['?'], action: 'help' },
];

/** `?`: the list of keyboard shortcuts. */
export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTexts('shortcuts', shortcutsTexts);
  return (
    <ModalFrame open onClose={onClose} title={t('title')} size="md">
      <Text mb="3" color="fg.muted" fontSize="sm">
        {t('intro')}
      </Text>
      <Box overflowX="auto">
        <Table.Root recipe={tableSlotRecipe} size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('keyColumn')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('actionColumn')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {SHORTCUTS.map(({ keys, action }) => (
              <Table.Row key={action}>
                <Table.Cell whiteSpace="nowrap">
                  <HStack gap="1">
                    {keys.map((key, index) => (
                      <Fragment key={key}>
                        {index > 0 ? (
                          <Text as="span" fontSize="xs" color="fg.muted">
                            {t('then')}
                          </Text>
                        ) : null}
                        <Kbd>{key}</Kbd>
                      </Fragment>
                    ))}
                  </HStack>
                </Table.Cell>
                <Table.Cell>{t(`keys.${action}`)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </ModalFrame>
  );
}
