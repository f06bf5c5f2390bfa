import { Field, Stack, Text } from '@chakra-ui/react';
import type {
  DescriptionFieldProps,
  FieldErrorProps,
  FieldHelpProps,
  ObjectFieldTemplateProps,
  TitleFieldProps,
} from '@rjsf/utils';

/** The fields one under another; the form layout draws the title and the action buttons. */
export function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  return (
    <Stack gap="5">
      {properties.map((property) => (
        <div key={property.name} hidden={property.hidden}>
          {property.content}
        </div>
      ))}
    </Stack>
  );
}

/** The first error, in danger style; the field template puts it under the label. */
export function FieldErrorTemplate({ errors }: FieldErrorProps) {
  const first = errors?.[0];
  if (first === undefined || first === '') return null;
  // red.700 on white: 6.5:1 (the theme's fg.error, red.500, reads 3.8:1 at this size).
  return <Field.ErrorText color="red.700">{first}</Field.ErrorText>;
}

export function FieldHelpTemplate({ help }: FieldHelpProps) {
  if (help === undefined || help === '') return null;
  return <Field.HelperText color="fg.muted">{help}</Field.HelperText>;
}

export function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps) {
  if (description === undefined || description === '') return null;
  return (
    <Text id={id} fontSize="sm" color="fg.muted">
      {description}
    </Text>
  );
}

export function TitleFieldTemplate({ id, title }: TitleFieldProps) {
  if (title === '') return null;
  return (
    <Text id={id} fontWeight="semibold">
      {title}
    </Text>
  );
}

/** Errors show under their fields, not in a list. */
export const ErrorListTemplate = () => null;

/** The form layout draws its own action buttons. */
export const SubmitButton = () => null;
