import { Button, Checkbox, HStack, NativeSelect, Stack } from '@chakra-ui/react';
import type { PageHost, PanelProps } from '@site-admin/extensions';
import { FilterGroup, SidePanel, checkboxSlotRecipe, nativeSelectSlotRecipe } from '@site-admin/ui';
import { validateDateRange } from '@site-admin/validation';
import { useState } from 'react';
import { useOrdersTexts } from '../i18n/use-orders-texts';
import { DateSection } from './date-section';
import { chosenFilters, showGateway, split, toggleCheckbox } from './filter-rules';

/** The order filter panel: date, status, payment gateway, marketing opt-in; Done applies. */
export function OrderFilterPanel({ host }: PanelProps) {
  const { t } = useOrdersTexts();
  const config = host.page?.config;
  const [values, setValues] = useState<Record<string, string>>(host.filters);
  const sortKey = (chosen: PageHost['sort']) =>
    chosen ? `${chosen.column}:${chosen.direction}` : '';
  const [sort, setSort] = useState(sortKey(host.sort));
  const filters = config?.filters ?? {};
  // A filter's section: the server's title (else ours), an accordion unless it disables one.
  const groupOf = (name: string, fallbackTitle: string) => ({
    title: filters[name]?.title ?? fallbackTitle,
    fixed: filters[name]?.['disable-accordion'] === true,
  });
  const invalid =
    values['date'] === 'custom' && validateDateRange(values['dateFrom'], values['dateTo']) !== null;
  const set = (name: string, value: string) =>
    setValues((current) => ({ ...current, [name]: value }));
  const sortable = config?.rows.columns.filter((column) => column.sortable) ?? [];

  const done = () => {
    if (invalid) return;
    const [column, direction] = sort.split(':');
    host.applyFilters(
      chosenFilters(values),
      column && (direction === 'asc' || direction === 'desc') ? { column, direction } : null,
    );
  };

  const checkboxes = (name: string) => {
    const options = filters[name]?.options ?? [{ text: t('filters.all'), value: 'all' }];
    const picked = split(values[name]);
    const shown = picked.length === 0 ? ['all'] : picked;
    return (
      <Stack gap="2">
        {options.map((option) => {
          const value = String(option.value);
          return (
            <Checkbox.Root
              recipe={checkboxSlotRecipe}
              key={value}
              size="sm"
              checked={shown.includes(value)}
              onCheckedChange={({ checked }) =>
                set(name, toggleCheckbox(picked, value, checked === true).join(','))
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{option.text}</Checkbox.Label>
            </Checkbox.Root>
          );
        })}
      </Stack>
    );
  };

  return (
    <SidePanel
      title={t('filters.title')}
      size="small"
      onClose={host.closePanel}
      footer={
        <HStack gap="2">
          <Button
            variant="outline"
            onClick={() => {
              setValues({});
              // Clear resets all: the list's own order, shown by its name.
              setSort(sortKey(host.defaultSort));
            }}
          >
            {t('filters.clear')}
          </Button>
          <Button colorPalette="blue" onClick={done} disabled={invalid}>
            {t('filters.done')}
          </Button>
        </HStack>
      }
    >
      <Stack gap="6">
        {sortable.length > 0 ? (
          <FilterGroup title={t('filters.sort')} fixed>
            <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="sm">
              <NativeSelect.Field
                aria-label={t('filters.sort')}
                value={sort}
                onChange={(event) => setSort(event.currentTarget.value)}
              >
                <option value="">—</option>
                {sortable.flatMap((column) =>
                  (['asc', 'desc'] as const).map((direction) => (
                    <option key={`${column.key}:${direction}`} value={`${column.key}:${direction}`}>
                      {column.sorting?.[direction] ?? `${column.label} (${direction})`}
                    </option>
                  )),
                )}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FilterGroup>
        ) : null}
        <FilterGroup {...groupOf('date', t('filters.date'))}>
          <DateSection values={values} onChange={setValues} invalid={invalid} />
        </FilterGroup>
        <FilterGroup {...groupOf('status', t('filters.status'))}>
          {checkboxes('status')}
        </FilterGroup>
        {showGateway(filters['gateway']) ? (
          <FilterGroup {...groupOf('gateway', t('filters.gateway'))}>
            {checkboxes('gateway')}
          </FilterGroup>
        ) : null}
        <FilterGroup {...groupOf('optIn', t('filters.optIn'))}>
          <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="sm">
            <NativeSelect.Field
              aria-label={t('filters.optIn')}
              value={values['optIn'] ?? ''}
              onChange={(event) => set('optIn', event.currentTarget.value)}
            >
              <option value="">{t('filters.all')}</option>
              <option value="1">{t('filters.yes')}</option>
              <option value="0">{t('filters.no')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FilterGroup>
      </Stack>
    </SidePanel>
  );
}
