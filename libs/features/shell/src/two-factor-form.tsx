import { Button, Field, HStack, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { fieldSlotRecipe, inputRecipe, ProgressButton, useValidationTexts } from '@site-admin/ui';
import { useMutation } from '@tanstack/react-query';
import {
  ApiError,
  recoveryCodeLoginMutation,
  twoFactorLoginMutation,
  useApiClient,
} from '@site-admin/api-client';
import {
  parseTwoFactorCode,
  RECOVERY_CODE_MAX_LENGTH,
  validateTwoFactorCode,
} from '@site-admin/validation';
import { useRef, useState, type FormEvent } from 'react';
import { useShellT } from './shell-texts';
import { signInTexts } from './sign-in-texts';

interface TwoFactorFormProps {
  onSignedIn: () => void;
  onCancel: () => void;
  /** False inside a dialog whose title already says what this is. */
  showHeading?: boolean;
}

/**
 * The second step of signing in: six characters are tried as the authenticator's one-time
 * password, anything else as a recovery code.
 */
export function TwoFactorForm({ onSignedIn, onCancel, showHeading = true }: TwoFactorFormProps) {
  const { t } = useShellT(signInTexts);
  useValidationTexts();
  const client = useApiClient();
  const otp = useMutation(twoFactorLoginMutation(client));
  const recovery = useMutation(recoveryCodeLoginMutation(client));
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const pending = otp.isPending || recovery.isPending;

  const refuse = (message: string) => {
    setError(message);
    setCode('');
    input.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const invalid = validateTwoFactorCode(code);
    if (invalid) {
      setError(t(invalid.key, invalid.params));
      return;
    }
    setError(null);
    const parsed = parseTwoFactorCode(code);
    const callbacks = {
      onSuccess: onSignedIn,
      // Too many codes tried: waiting helps, a new code does not (spec 2: 429 is not 'invalid').
      onError: (failure: Error) =>
        refuse(
          failure instanceof ApiError && failure.status === 429
            ? t('twoFactor.tooManyAttempts')
            : t('twoFactor.invalid'),
        ),
    };
    if (parsed.kind === 'otp') otp.mutate({ one_time_password: parsed.code }, callbacks);
    else recovery.mutate({ recovery_code: parsed.code }, callbacks);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        {showHeading ? (
          <Heading as="h2" size="lg">
            {t('twoFactor.title')}
          </Heading>
        ) : null}
        <Text>{t('twoFactor.intro')}</Text>
        <Field.Root recipe={fieldSlotRecipe} invalid={Boolean(error)} required>
          <Field.Label>{t('twoFactor.code')}</Field.Label>
          <Input
            recipe={inputRecipe}
            ref={input}
            name="code"
            autoComplete="one-time-code"
            inputMode="text"
            autoFocus
            maxLength={RECOVERY_CODE_MAX_LENGTH}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
        </Field.Root>
        <HStack justify="flex-end">
          <Button variant="outline" onClick={onCancel}>
            {t('session.relogin.cancel')}
          </Button>
          <ProgressButton type="submit" colorPalette="blue" loading={pending}>
            {t('twoFactor.submit')}
          </ProgressButton>
        </HStack>
      </Stack>
    </form>
  );
}
