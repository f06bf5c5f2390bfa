import { Box, Button, Code, HStack, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  enableTwoFactorMutation,
  twoFactorSetupQuery,
  useApiClient,
  type TwoFactorSetup,
} from '@site-admin/api-client';
import { failureNoticeOf } from '@site-admin/extensions';
import { ErrorState, LoadingState, notify, ProgressButton, useTexts } from '@site-admin/ui';
import { useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { useFailedTryNotice } from '../common/use-failed-try-notice';
import { accountTexts } from '../i18n/en-gb';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorInputs } from './two-factor-fields';
import { fieldErrorsOf, fieldOf, useTwoFactorFields } from './use-two-factor-fields';
import { useFieldTexts } from './use-field-texts';

/** Spec 2 section 9: the QR code is 180 pixels wide. */
export const QR_CODE_WIDTH = 180;

/** The persistent 'Something went wrong … please reload' notice (spec 2 section 8). */
const ENABLE_FAILED_NOTICE = 'two-factor-enable-failed';

/** The enable form: a new secret to scan, its recovery codes, then a code and the password. */
export function EnableForm({ siteid }: { siteid: number }) {
  const { t } = useTexts('account', accountTexts);
  const setup = useQuery(twoFactorSetupQuery(useApiClient(), siteid));
  if (setup.isPending) return <LoadingState label={t('loading')} />;
  if (setup.isError) {
    return (
      <ErrorState
        title={t('twoFactor.enable.loadError')}
        message={setup.error.message}
        retryLabel={t('retry')}
        onRetry={() => void setup.refetch()}
      />
    );
  }
  return <EnableSteps siteid={siteid} setup={setup.data} />;
}

function EnableSteps({ siteid, setup }: { siteid: number; setup: TwoFactorSetup }) {
  const { t } = useTexts('account', accountTexts);
  const client = useApiClient();
  const enable = useMutation(enableTwoFactorMutation(client, useQueryClient()));
  const { messages, labels } = useFieldTexts();
  const fields = useTwoFactorFields(messages);
  // A second press before the re-render still sees the first as running.
  const sending = useRef(false);
  const failedTry = useFailedTryNotice();

  const submit = () => {
    if (sending.current) return;
    const values = fields.check();
    if (!values) return;
    sending.current = true;
    enable.mutate(
      {
        siteid,
        body: {
          code: values.code,
          password: values.password,
          key: setup.secretKey,
          recoveryCodes: setup.recoveryCodes,
        },
      },
      {
        onSettled: () => {
          sending.current = false;
        },
        // The server answered this try, so an earlier try's 'please reload' notice is out of date.
        onSuccess: (result) => {
          const field = result.field ? fieldOf(result.field) : null;
          if (result.valid) {
            failedTry.close();
            fields.reset();
            notify({ type: 'success', title: t('twoFactor.enable.done') });
          } else if (field) {
            failedTry.close();
            fields.refuse(field, t(`twoFactor.errors.${field}`));
          } else {
            // Refused without naming a field: the server's reason, else the setup's server error,
            // so a refusal never passes without a word.
            failedTry.show({
              type: 'error',
              title: result.error || t('twoFactor.errors.server'),
              id: ENABLE_FAILED_NOTICE,
              persistent: true,
            });
          }
        },
        onError: (error) => {
          if (fields.markAll(fieldErrorsOf(error))) {
            failedTry.close();
            return;
          }
          // After a 5xx the shell's 'A server error has occurred' says this too, and after an
          // expired session the client's 'please reload' says it: one notice.
          failedTry.show(
            failureNoticeOf(
              error,
              { title: t('twoFactor.errors.server'), id: ENABLE_FAILED_NOTICE, persistent: true },
              (key) => t(key, { ns: 'translation' }),
            ),
          );
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
      <Stack gap="8">
        <Stack gap="3">
          <Heading as="h2" size="md">
            {t('twoFactor.enable.scan')}
          </Heading>
          <Box bg="white" p="2" borderWidth="1px" rounded="md" alignSelf="flex-start">
            <Image
              src={setup.qrCodeUrl}
              alt={t('twoFactor.enable.qrAlt')}
              width={QR_CODE_WIDTH}
              height={QR_CODE_WIDTH}
              htmlWidth={QR_CODE_WIDTH}
              htmlHeight={QR_CODE_WIDTH}
            />
          </Box>
          <Text>{t('twoFactor.enable.key')}</Text>
          <Code
            fontFamily="mono"
            bg="gray.100"
            rounded="sm"
            fontSize="md"
            px="2"
            py="1"
            alignSelf="flex-start"
            wordBreak="break-all"
          >
            {setup.secretKey}
          </Code>
        </Stack>
        <Stack gap="3">
          <Heading as="h2" size="md">
            {t('twoFactor.enable.recovery')}
          </Heading>
          <Text>{t('twoFactor.enable.recoveryText')}</Text>
          <RecoveryCodes
            codes={setup.recoveryCodes}
            labels={{
              copy: t('twoFactor.enable.copy'),
              copied: t('twoFactor.enable.copied'),
              copyFailed: t('twoFactor.enable.copyFailed'),
              download: t('twoFactor.enable.download'),
              listLabel: t('twoFactor.enable.recovery'),
            }}
          />
        </Stack>
        <Stack gap="4">
          <Heading as="h2" size="md">
            {t('twoFactor.enable.confirm')}
          </Heading>
          <TwoFactorInputs fields={fields} labels={labels} />
        </Stack>
        <HStack gap="3" wrap="wrap">
          <ProgressButton type="submit" colorPalette="blue" loading={enable.isPending}>
            {t('twoFactor.enable.submit')}
          </ProgressButton>
          <Button asChild variant="outline">
            <RouterLink to={`/${siteid}/account`}>{t('twoFactor.cancel')}</RouterLink>
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
