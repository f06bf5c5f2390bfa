import { Field, Input, Stack } from '@chakra-ui/react';
import { fieldSlotRecipe, inputRecipe } from '@site-admin/ui';
import type { TwoFactorFields } from './use-two-factor-fields';

interface Labels {
  code: string;
  codeHelp: string;
  password: string;
}

/** The code and password inputs both two-factor forms share. */
export function TwoFactorInputs({
  fields,
  labels,
  order = 'code-first',
}: {
  fields: TwoFactorFields;
  labels: Labels;
  order?: 'code-first' | 'password-first';
}) {
  const { values, errors, codeRef, passwordRef, change } = fields;
  const code = (
    <Field.Root recipe={fieldSlotRecipe} key="code" invalid={Boolean(errors.code)} required>
      <Field.Label>{labels.code}</Field.Label>
      <Input
        recipe={inputRecipe}
        ref={codeRef}
        name="code"
        value={values.code}
        onChange={(event) => change('code', event.target.value)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxW="48"
      />
      {errors.code ? (
        <Field.ErrorText>{errors.code}</Field.ErrorText>
      ) : (
        <Field.HelperText>{labels.codeHelp}</Field.HelperText>
      )}
    </Field.Root>
  );
  const password = (
    <Field.Root recipe={fieldSlotRecipe} key="password" invalid={Boolean(errors.password)} required>
      <Field.Label>{labels.password}</Field.Label>
      <Input
        recipe={inputRecipe}
        ref={passwordRef}
        name="password"
        type="password"
        value={values.password}
        onChange={(event) => change('password', event.target.value)}
        autoComplete="current-password"
        maxW="sm"
      />
      {errors.password ? <Field.ErrorText>{errors.password}</Field.ErrorText> : null}
    </Field.Root>
  );
  return <Stack gap="4">{order === 'code-first' ? [code, password] : [password, code]}</Stack>;
}
