import { Box, Checkbox, RadioGroup, SegmentGroup, Stack, Text } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { checkboxSlotRecipe, radioGroupSlotRecipe, segmentGroupSlotRecipe } from '@site-admin/ui';
import { ChoiceStatus } from './choice-status';
import { fieldOf, labelIdOf, optionByValue, sameValue } from './field-definition';
import { useChoices } from './use-choices';

/** A single choice's options, loading status and the props its radio or segment group shares. */
function useChoiceValue(props: WidgetProps) {
  const { id, value, options: ui, disabled, readonly } = props;
  const { options, loading, remote } = useChoices(fieldOf(ui), '', ui.enumOptions);
  const current = optionByValue(options, value);
  return {
    options,
    status: remote ? <ChoiceStatus loading={loading} empty={options.length === 0} /> : null,
    root: {
      ids: { label: labelIdOf(id) },
      'aria-labelledby': labelIdOf(id),
      // The message under the label says what is wrong; the group says that it is.
      'aria-invalid': (props.rawErrors?.length ?? 0) > 0 ? true : undefined,
      name: props.htmlName ?? id,
      value: current ? String(current.value) : null,
      disabled,
      readOnly: readonly,
      // Group values are strings; the form keeps the option's own value.
      onValueChange: ({ value: picked }: { value: string | null }) => {
        const option = options.find((item) => String(item.value) === picked);
        props.onChange(option ? option.value : ui.emptyValue);
      },
    },
  };
}

/** Radio buttons, each option with its description under it. */
export function RadioWidget(props: WidgetProps) {
  const { id, value } = props;
  const { options, status, root } = useChoiceValue(props);
  return (
    // The field's id (`root_{name}`): a failed check takes the focus to its first radio.
    <Stack id={id} gap="2" w="full">
      {status}
      <RadioGroup.Root recipe={radioGroupSlotRecipe} {...root}>
        <Stack gap="2">
          {options.map((option) => (
            <RadioGroup.Item
              key={String(option.value)}
              value={String(option.value)}
              disabled={option.disabled}
              alignItems="flex-start"
            >
              <RadioGroup.ItemHiddenInput onBlur={() => props.onBlur(id, value)} />
              <RadioGroup.ItemIndicator />
              <Box>
                <RadioGroup.ItemText>{option.name}</RadioGroup.ItemText>
                {option.description ? (
                  <Text fontSize="sm" color="fg.muted">
                    {option.description}
                  </Text>
                ) : null}
              </Box>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
    </Stack>
  );
}

/** The options as one row of segments, for a few short choices. */
export function RadioButtonWidget(props: WidgetProps) {
  const { options, status, root } = useChoiceValue(props);
  return (
    <Stack id={props.id} gap="2" align="flex-start">
      {status}
      {/* On a phone the segments wrap inside the form rather than run off the screen. */}
      <SegmentGroup.Root
        recipe={segmentGroupSlotRecipe}
        {...root}
        minW="0"
        maxW="full"
        flexWrap="wrap"
        h="auto"
      >
        <SegmentGroup.Indicator />
        <SegmentGroup.Items
          items={options.map((option) => ({
            value: String(option.value),
            label: option.name,
            disabled: option.disabled ?? false,
          }))}
        />
      </SegmentGroup.Root>
    </Stack>
  );
}

/** Several options may be ticked; the value is the list of their values. */
export function CheckboxesWidget(props: WidgetProps) {
  const { id, options: ui, disabled, readonly } = props;
  const { options, loading, remote } = useChoices(fieldOf(ui), '', ui.enumOptions);
  const values: unknown[] = Array.isArray(props.value) ? props.value : [];
  const ticked = (option: { value: unknown }) =>
    values.some((item) => sameValue(item, option.value));
  return (
    <Stack gap="2" w="full" role="group" aria-labelledby={labelIdOf(id)}>
      {remote ? <ChoiceStatus loading={loading} empty={options.length === 0} /> : null}
      {options.map((option, index) => (
        <Checkbox.Root
          recipe={checkboxSlotRecipe}
          key={String(option.value)}
          // Each box has its own input id; the field's id belongs to the group.
          ids={{ hiddenInput: `${id}-${index}` }}
          checked={ticked(option)}
          disabled={disabled || option.disabled}
          readOnly={readonly}
          alignItems="flex-start"
          onCheckedChange={({ checked }) =>
            props.onChange(
              checked === true
                ? [...values.filter((item) => !sameValue(item, option.value)), option.value]
                : values.filter((item) => !sameValue(item, option.value)),
            )
          }
        >
          <Checkbox.HiddenInput name={props.htmlName ?? id} value={String(option.value)} />
          <Checkbox.Control />
          <Box>
            <Checkbox.Label>{option.name}</Checkbox.Label>
            {option.description ? (
              <Text fontSize="sm" color="fg.muted">
                {option.description}
              </Text>
            ) : null}
          </Box>
        </Checkbox.Root>
      ))}
    </Stack>
  );
}
