import { Alert, Field, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { getUiOptions, type FieldTemplateProps } from '@rjsf/utils';
import { fieldSlotRecipe } from '@site-admin/ui';
import { usePageEngineTexts } from '../../i18n/use-page-engine-texts';
import { InfoField, UpsellField, UpsellNotice } from './display-fields';
import { fieldOf, labelIdOf } from './field-definition';
import { FieldInformation } from './field-information';

/** Widgets that carry the field's label themselves. */
const SELF_LABELLED = new Set(['checkbox']);

/**
 * One field: its label (with '(Optional)' and the info icon), the first error under the label,
 * the input, its help and any upsell. Hidden fields render only their input; info and upsell
 * fields render their text.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { t } = usePageEngineTexts();
  const { id, children, errors, help, hidden, required, readonly, disabled, schema, uiSchema } =
    props;
  const options = getUiOptions(uiSchema);
  const field = fieldOf(options);
  const widget = typeof options.widget === 'string' ? options.widget : undefined;

  if (hidden) return <div hidden>{children}</div>;
  // The form's root object: its template lays the fields out, under the messages of a 422 that
  // name no field the form draws (an unknown or hidden one).
  if (props.fieldPathId.path.length === 0) {
    const messages = props.rawErrors ?? [];
    if (messages.length === 0) return children;
    return (
      <Stack gap="5">
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>
            {messages.map((message) => (
              <Text key={message}>{message}</Text>
            ))}
          </Alert.Description>
        </Alert.Root>
        {children}
      </Stack>
    );
  }
  const divider = field.divider ? <Separator /> : null;
  if (widget === 'info' || widget === 'upsell') {
    const Display = widget === 'info' ? InfoField : UpsellField;
    // Null-typed, they have no widget of their own: the template draws their text.
    const text = schema.type === 'null' ? <Display field={field} /> : children;
    return (
      <Stack gap="4">
        {divider}
        {text}
      </Stack>
    );
  }

  const label = field.label ?? props.label;
  const showLabel =
    props.displayLabel !== false && label !== '' && !SELF_LABELLED.has(widget ?? '');
  const invalid = !props.hideError && (props.rawErrors?.length ?? 0) > 0;

  return (
    <Stack gap="4">
      {divider}
      <Field.Root
        recipe={fieldSlotRecipe}
        // `id` names the input (the label's target); the root gets its own id.
        id={id}
        ids={{ label: labelIdOf(id) }}
        invalid={invalid}
        required={required}
        disabled={disabled}
        readOnly={readonly}
        gap="1.5"
      >
        {showLabel ? (
          <HStack gap="1" minH="6">
            <Field.Label fontWeight="semibold">{label}</Field.Label>
            {options.optional === true ? (
              <Text as="span" fontSize="sm" color="fg.muted">
                {t('form.optional')}
              </Text>
            ) : null}
            {field.information ? <FieldInformation html={field.information} label={label} /> : null}
          </HStack>
        ) : null}
        {errors}
        {children}
        {help}
        {field.upsell ? <UpsellNotice upsell={field.upsell} field={field.name} /> : null}
      </Field.Root>
    </Stack>
  );
}
