import {
  Box,
  Button,
  Checkbox,
  HStack,
  Input,
  NativeSelect,
  RadioGroup,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { ListFilter, SortDirection } from '@site-admin/api-client';
import { validateDateRange } from '@site-admin/validation';
import {
  FilterGroup,
  SidePanel,
  checkboxSlotRecipe,
  inputRecipe,
  nativeSelectSlotRecipe,
  radioGroupSlotRecipe,
} from '@site-admin/ui';
import { useState } from 'react';
import { usePageEngineTexts } from './i18n/use-page-engine-texts';
import { cleanFilters, withFilters } from './list/list-query';
import { usePageContext } from './page-context';

/** A checkbox filter's pick: All clears the others; any other pick removes All. */
export function toggleCheckbox(current: string[], value: string, checked: boolean): string[] {
  if (value === 'all') return checked ? ['all'] : [];
  const others = current.filter((item) => item !== 'all' && item !== value);
  return checked ? [...others, value] : others;
}

const split = (value: string | undefined) =>
  value ? value.split(',').filter((item) => item !== '') : [];

function FilterSection({
  name,
  filter,
  values,
  onChange,
}: {
  name: string;
  filter: ListFilter;
  values: Record<string, string>;
  onChange: (next: Record<string, string>) => void;
}) {
  const { t } = usePageEngineTexts();
  const options = filter.options ?? [];
  const current = values[name] ?? '';
  switch (filter.type) {
    case 'checkbox': {
      const picked = split(current);
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
                  onChange({
                    ...values,
                    [name]: toggleCheckbox(picked, value, checked === true).join(','),
                  })
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
    }
    case 'select':
      return (
        <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="sm">
          <NativeSelect.Field
            aria-label={filter.title}
            value={current}
            onChange={(event) => onChange({ ...values, [name]: event.currentTarget.value })}
          >
            <option value="">{t('list.filterPanel.any')}</option>
            {options.map((option) => (
              <option key={String(option.value)} value={String(option.value)}>
                {option.text}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      );
    case 'radio':
    case 'date': {
      const fromName = String(filter.settings?.['from'] ?? 'dateFrom');
      const toName = String(filter.settings?.['to'] ?? 'dateTo');
      const from = values[fromName] ?? '';
      const to = values[toName] ?? '';
      const badRange = validateDateRange(from, to) !== null;
      return (
        <Stack gap="3">
          <RadioGroup.Root
            recipe={radioGroupSlotRecipe}
            size="sm"
            value={current === '' ? 'all' : current}
            onValueChange={({ value }) => {
              const next = { ...values, [name]: value === 'all' || value === null ? '' : value };
              if (filter.type === 'date' && value !== 'custom') {
                for (const key of [fromName, toName]) Reflect.deleteProperty(next, key);
              }
              onChange(next);
            }}
          >
            <Stack gap="2">
              {options.map((option) => (
                <RadioGroup.Item key={String(option.value)} value={String(option.value)}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{option.text}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
          {filter.type === 'date' && current === 'custom' ? (
            <Stack gap="2">
              <HStack gap="2">
                <Box flex="1">
                  <Text fontSize="sm" asChild>
                    <label htmlFor={`${name}-from`}>{t('list.filterPanel.from')}</label>
                  </Text>
                  <Input
                    recipe={inputRecipe}
                    id={`${name}-from`}
                    size="sm"
                    type="date"
                    value={from}
                    onChange={(event) =>
                      onChange({ ...values, [fromName]: event.currentTarget.value })
                    }
                  />
                </Box>
                <Box flex="1">
                  <Text fontSize="sm" asChild>
                    <label htmlFor={`${name}-to`}>{t('list.filterPanel.to')}</label>
                  </Text>
                  <Input
                    recipe={inputRecipe}
                    id={`${name}-to`}
                    size="sm"
                    type="date"
                    value={to}
                    aria-invalid={badRange || undefined}
                    onChange={(event) =>
                      onChange({ ...values, [toName]: event.currentTarget.value })
                    }
                  />
                </Box>
              </HStack>
              {badRange ? (
                <Text color="fg.error" fontSize="sm" role="alert">
                  {t('orders.filter.date_after')}
                </Text>
              ) : null}
            </Stack>
          ) : null}
        </Stack>
      );
    }
    default:
      return null;
  }
}

/** The filters sub-view: sections by filter type plus the sort; Done applies, Clear resets all. */
export function FilterPanel() {
  const { t } = usePageEngineTexts();
  const { page, state, defaults, apply, close } = usePageContext();
  const [values, setValues] = useState<Record<string, string>>(state.filters);
  const sortColumn = state.sort_column ?? defaults.sort_column;
  const sortDirection = state.sort_direction ?? defaults.sort_direction;
  const [sort, setSort] = useState(
    sortColumn && sortDirection ? `${sortColumn}:${sortDirection}` : '',
  );
  if (!page) return null;
  const filters = Object.entries(page.config.filters ?? {});
  const sortable = page.config.rows.columns.filter((column) => column.sortable);
  const invalid = filters.some(([, filter]) => {
    if (filter.type !== 'date') return false;
    const from = values[String(filter.settings?.['from'] ?? 'dateFrom')] ?? '';
    const to = values[String(filter.settings?.['to'] ?? 'dateTo')] ?? '';
    return validateDateRange(from, to) !== null;
  });

  function done() {
    const [column, direction] = sort.split(':');
    const chosenSort =
      column && (direction === 'asc' || direction === 'desc')
        ? { column, direction: direction as SortDirection }
        : null;
    apply((current) => withFilters(current, cleanFilters(values), chosenSort));
  }

  return (
    <SidePanel
      title={t('list.filterPanel.title')}
      size="small"
      onClose={close}
      footer={
        <HStack gap="2">
          <Button
            variant="outline"
            onClick={() => {
              setValues({});
              setSort(
                defaults.sort_column && defaults.sort_direction
                  ? `${defaults.sort_column}:${defaults.sort_direction}`
                  : '',
              );
            }}
          >
            {t('list.filterPanel.clear')}
          </Button>
          <Button colorPalette="blue" onClick={done} disabled={invalid}>
            {t('list.filterPanel.done')}
          </Button>
        </HStack>
      }
    >
      <Stack gap="6">
        {sortable.length > 0 ? (
          <Stack as="fieldset" gap="2">
            <Text as="legend" fontWeight="semibold" mb="2">
              {t('list.filterPanel.sort')}
            </Text>
            <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="sm">
              <NativeSelect.Field
                aria-label={t('list.filterPanel.sort')}
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
          </Stack>
        ) : null}
        {filters.map(([name, filter]) => (
          <FilterGroup key={name} title={filter.title} fixed={filter['disable-accordion'] === true}>
            <FilterSection name={name} filter={filter} values={values} onChange={setValues} />
          </FilterGroup>
        ))}
      </Stack>
    </SidePanel>
  );
}
