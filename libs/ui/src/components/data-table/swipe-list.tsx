import { Box, Checkbox, HStack, Stack } from '@chakra-ui/react';
import { useTexts } from '../../i18n/use-texts';
import { checkboxSlotRecipe } from '../../theme/field-recipes';
import { dataTableTexts } from './data-table-texts';
import { currentRowProps } from './current-row';
import { toggleRow, type RowSelection, type RowSelectionChange } from './row-selection';

export interface SwipeListProps<TRow> {
  label: string;
  rows: TRow[];
  getRowId: (row: TRow) => string;
  /** The row's card. */
  renderRow: (row: TRow) => React.ReactNode;
  /** The buttons a swipe to the left reveals. */
  rowActions?: (row: TRow) => React.ReactNode;
  /** Bulk selection is a toggle on mobile and tablet: checkboxes show only while it is on. */
  selecting?: boolean;
  selection?: RowSelection;
  onSelectionChange?: (change: RowSelectionChange) => void;
  compact?: boolean;
  /** The row keyboard shortcuts point at (`j` / `k`): marked and focusable. */
  currentRowId?: string | null;
  /**
   * A tap on the card, outside its own controls, opens the row (its first link action, which the
   * swipe also reveals for keyboards and screen readers); while selecting, it checks the row.
   */
  onOpen?: (row: TRow) => void;
}

/** A tap on a control inside the card is the control's, not the card's. */
const CONTROLS = 'a, button, input, select, textarea, label, [role="combobox"], [role="button"]';

/**
 * The data table on mobile and tablet: one card per row; swiping a card to the left (a
 * scroll-snapping strip) reveals its actions.
 */
export function SwipeList<TRow>({
  label,
  rows,
  getRowId,
  renderRow,
  rowActions,
  selecting = false,
  selection = {},
  onSelectionChange,
  compact = false,
  currentRowId = null,
  onOpen,
}: SwipeListProps<TRow>) {
  const { t } = useTexts('translation', dataTableTexts);
  return (
    <Stack as="ul" aria-label={label} gap={compact ? '1' : '2'} listStyleType="none" m="0" p="0">
      {rows.map((row) => {
        const id = getRowId(row);
        const tap = (event: React.MouseEvent<HTMLElement>) => {
          if (event.target instanceof Element && event.target.closest(CONTROLS)) return;
          // A click in a dialog a cell opened (drawn elsewhere, in a portal) reaches the card
          // through React's tree: only the card's own content opens or checks it.
          if (!(event.target instanceof Node) || !event.currentTarget.contains(event.target))
            return;
          if (selecting) onSelectionChange?.(toggleRow(id));
          else onOpen?.(row);
        };
        const tappable = selecting ? onSelectionChange !== undefined : onOpen !== undefined;
        return (
          <Box
            as="li"
            key={id}
            data-testid="swipe-row"
            display="flex"
            overflowX="auto"
            scrollSnapType="x mandatory"
            borderWidth="1px"
            borderRadius="md"
            bg="bg"
            css={{ scrollbarWidth: 'none' }}
            {...(id === currentRowId ? currentRowProps : {})}
          >
            <HStack
              flex="0 0 100%"
              // No wider than the screen, whatever its longest word: long values wrap inside.
              minW="0"
              scrollSnapAlign="start"
              p={compact ? '2' : '3'}
              gap="3"
              align="flex-start"
              {...(tappable ? { onClick: tap, cursor: 'pointer' } : {})}
            >
              {selecting ? (
                <Checkbox.Root
                  recipe={checkboxSlotRecipe}
                  size="sm"
                  checked={selection[id] === true}
                  onCheckedChange={({ checked }) =>
                    onSelectionChange?.(toggleRow(id, checked === true))
                  }
                >
                  <Checkbox.HiddenInput aria-label={t('datatable.selectRow', { id })} />
                  <Checkbox.Control />
                </Checkbox.Root>
              ) : null}
              <Box flex="1" minW="0">
                {renderRow(row)}
              </Box>
            </HStack>
            {rowActions ? (
              <HStack flex="0 0 auto" scrollSnapAlign="end" px="3" gap="2" bg="bg.muted">
                {rowActions(row)}
              </HStack>
            ) : null}
          </Box>
        );
      })}
    </Stack>
  );
}
