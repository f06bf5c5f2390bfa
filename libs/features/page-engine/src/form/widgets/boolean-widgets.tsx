import { Checkbox, HStack, Switch, Text } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { checkboxSlotRecipe, switchSlotRecipe } from '@site-admin/ui';
import { usePageEngineTexts } from '../../i18n/use-page-engine-texts';
import { fieldOf } from './field-definition';

/** A single tick box carrying the field's label itself (the template draws no label above it). */
export function CheckboxWidget(props: WidgetProps) {
  const { id, value, disabled, readonly } = props;
  const field = fieldOf(props.options);
  return (
    <Checkbox.Root
      recipe={checkboxSlotRecipe}
      checked={value === true}
      disabled={disabled}
      readOnly={readonly}
      onCheckedChange={({ checked }) => props.onChange(checked === true)}
    >
      <Checkbox.HiddenInput id={id} name={props.htmlName ?? id} />
      <Checkbox.Control />
      <Checkbox.Label>{field.label ?? props.label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/** A switch named by the field's label, saying Yes or No beside it. */
export function ToggleWidget(props: WidgetProps) {
  const { t } = usePageEngineTexts();
  const { id, value, disabled, readonly } = props;
  const on = value === true;
  return (
    <HStack gap="3">
      <Switch.Root
        recipe={switchSlotRecipe}
        checked={on}
        disabled={disabled}
        readOnly={readonly}
        onCheckedChange={({ checked }) => props.onChange(checked)}
      >
        <Switch.HiddenInput
          role="switch"
          id={id}
          name={props.htmlName ?? id}
          onBlur={() => props.onBlur(id, on)}
          onFocus={() => props.onFocus(id, on)}
        />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
      </Switch.Root>
      {/* Not part of the name: the switch's state already says it. */}
      <Text aria-hidden fontSize="sm">
        {on ? t('form.yes') : t('form.no')}
      </Text>
    </HStack>
  );
}
