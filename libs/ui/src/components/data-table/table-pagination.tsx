import { Button, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { useTexts } from '../../i18n/use-texts';
import { nativeSelectSlotRecipe } from '../../theme/field-recipes';
import { dataTableTexts } from './data-table-texts';
import { PAGE_SIZES } from './page-sizes';

/** The page numbers to offer: `range` either side of the current one, plus the first and last. */
export function pageWindow(current: number, last: number, range: number): (number | 'gap')[] {
  const pages: (number | 'gap')[] = [];
  for (let page = 1; page <= last; page += 1) {
    const near = Math.abs(page - current) <= range;
    if (page === 1 || page === last || near) pages.push(page);
    else if (pages[pages.length - 1] !== 'gap') pages.push('gap');
  }
  return pages;
}

export interface TablePaginationProps {
  page: number;
  lastPage: number;
  /** The page size in use (the server's); one not among 10, 25 and 50 is offered beside them. */
  perPage: number;
  total: number;
  from: number | null;
  to: number | null;
  /** Pages shown either side of the current one: 1 on mobile and tablet. */
  range?: number;
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
}

/** Pages, the rows shown and the page-size choice under the data table. */
export function TablePagination({
  page,
  lastPage,
  perPage,
  total,
  from,
  to,
  range = 2,
  onPageChange,
  onPerPageChange,
}: TablePaginationProps) {
  const { t } = useTexts('translation', dataTableTexts);
  return (
    <HStack justify="space-between" wrap="wrap" gap="3" py="3">
      <Text fontSize="sm" color="fg.muted">
        {from !== null && to !== null ? t('datatable.showing', { from, to, total }) : null}
      </Text>
      <HStack as="nav" aria-label={t('datatable.pagination')} gap="1" wrap="wrap">
        <Button
          size="sm"
          variant="outline"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
          aria-label={t('datatable.previous')}
        >
          ‹
        </Button>
        {pageWindow(page, lastPage, range).map((item, index) =>
          item === 'gap' ? (
            <Text key={`gap-${index}`} px="1" aria-hidden="true">
              …
            </Text>
          ) : (
            <Button
              key={item}
              size="sm"
              variant={item === page ? 'solid' : 'ghost'}
              aria-current={item === page ? 'page' : undefined}
              aria-label={t('datatable.page', { page: item })}
              onClick={() => onPageChange(item)}
            >
              {item}
            </Button>
          ),
        )}
        <Button
          size="sm"
          variant="outline"
          disabled={page >= lastPage}
          onClick={() => onPageChange(page + 1)}
          aria-label={t('datatable.next')}
        >
          ›
        </Button>
      </HStack>
      <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="sm" width="auto">
        <NativeSelect.Field
          aria-label={t('datatable.perPage')}
          value={String(perPage)}
          onChange={(event) => onPerPageChange(Number(event.currentTarget.value))}
        >
          {/* The size in use is always a choice, so the control never shows another. */}
          {[...new Set([...PAGE_SIZES, perPage])]
            .sort((a, b) => a - b)
            .map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}
