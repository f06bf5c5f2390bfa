import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { disableTwoFactorMutation, useApiClient } from '@site-admin/api-client';
import { notify, ProgressButton, useTexts } from '@site-admin/ui';
import { useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { accountTexts } from '../i18n/en-gb';
import { TwoFactorInputs } from './two-factor-fields';
import { fieldErrorsOf, fieldOf, useTwoFactorFields } from './use-two-factor-fields';
import { useFieldTexts } from './use-field-texts';

/** The disable form, shown while two-factor authentication is on: the password and a code. */
export function DisableForm({ siteid }: { siteid: number }) {
  const { t } = useTexts('account', accountTexts);
  const disable = useMutation(disableTwoFactorMutation(useApiClient(), useQueryClient()));
  const { messages, labels } = useFieldTexts();
  const fields = useTwoFactorFields(messages);
  // A second press before the re-render still sees the first as running.
  const sending = useRef(false);

  const submit = () => {
    if (sending.current) return;
    const values = fields.check();
    if (!values) return;
    sending.current = true;
    disable.mutate(
      { siteid, body: { password: values.password, one_time_password: values.code } },
      {
        onSettled: () => {
          sending.current = false;
        },
        onSuccess: (result) => {
          if (result.error === null) {
            fields.reset();
            notify({ type: 'success', title: t('twoFactor.disable.done') });
            return;
          }
          // A refusal without a field is the code's (the spec marks the code on a failure).
          const field = (result.field ? fieldOf(result.field) : null) ?? 'code';
          fields.refuse(field, t(`twoFactor.errors.${field}`));
        },
        // A request that fails marks the code invalid; a 422 marks the fields it names.
        onError: (error) => {
          if (!fields.markAll(fieldErrorsOf(error)))
            fields.refuse('code', t('twoFactor.errors.code'));
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="6">
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Description>{t('twoFactor.disable.on')}</Alert.Description>
        </Alert.Root>
        <Text>{t('twoFactor.disable.text')}</Text>
        <TwoFactorInputs fields={fields} labels={labels} order="password-first" />
        <HStack gap="3" wrap="wrap">
          <ProgressButton type="submit" colorPalette="red" loading={disable.isPending}>
            {t('twoFactor.disable.submit')}
          </ProgressButton>
          <Button asChild variant="outline">
            <RouterLink to={`/${siteid}/account`}>{t('twoFactor.cancel')}</RouterLink>
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
