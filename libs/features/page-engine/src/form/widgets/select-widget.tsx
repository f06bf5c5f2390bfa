import { Input, NativeSelect, Stack } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import type { FieldOption } from '@site-admin/api-client';
import { inputRecipe, nativeSelectSlotRecipe } from '@site-admin/ui';
import { useState } from 'react';
import { usePageEngineTexts } from '../../i18n/use-page-engine-texts';
import { ChoiceStatus } from './choice-status';
import { fieldOf, optionByValue, sameValue } from './field-definition';
import { useChoices } from './use-choices';
import { SEARCH_DEBOUNCE_MS, useDebounced } from './use-debounced';

/**
 * A drop-down of the field's options. Options from an endpoint get a search box that asks the
 * endpoint again (debounced); the chosen option stays listed while a search narrows the others.
 */
export function SelectWidget(props: WidgetProps) {
  const { t } = usePageEngineTexts();
  const { id, htmlName, value, options: ui, placeholder, disabled, readonly } = props;
  const field = fieldOf(ui);
  const [search, setSearch] = useState('');
  const settled = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const { options, loading, remote } = useChoices(field, settled, ui.enumOptions);

  const [known, setKnown] = useState<FieldOption | null>(null);
  const found = optionByValue(options, value);
  if (found && (known?.name !== found.name || !sameValue(known.value, found.value))) {
    setKnown(found);
  }
  const current = found ?? (known && sameValue(known.value, value) ? known : undefined);
  const listed = current && !found ? [current, ...options] : options;

  return (
    <Stack gap="2" w="full">
      {remote ? (
        <Input
          recipe={inputRecipe}
          // Its own id: inside the field, an input takes the field's id otherwise.
          id={`${id}__search`}
          type="search"
          size="sm"
          aria-label={t('form.select.search', { label: field.label ?? props.label })}
          placeholder={t('form.search')}
          value={search}
          disabled={disabled || readonly}
          onChange={(event) => setSearch(event.target.value)}
        />
      ) : null}
      {remote ? <ChoiceStatus loading={loading} empty={options.length === 0} /> : null}
      <NativeSelect.Root recipe={nativeSelectSlotRecipe} disabled={disabled || readonly}>
        <NativeSelect.Field
          id={id}
          name={htmlName ?? id}
          value={current ? String(current.value) : ''}
          onChange={(event) => {
            const picked = listed.find((option) => String(option.value) === event.target.value);
            props.onChange(picked ? picked.value : ui.emptyValue);
          }}
          onBlur={() => props.onBlur(id, value)}
          onFocus={() => props.onFocus(id, value)}
        >
          <option value="">{placeholder || t('form.select.placeholder')}</option>
          {listed.map((option) => (
            <option
              key={String(option.value)}
              value={String(option.value)}
              disabled={option.disabled}
            >
              {option.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Stack>
  );
}
