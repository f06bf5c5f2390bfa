import { Alert, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { CircleCheck } from 'lucide-react';
import type { TFunction } from 'i18next';
import type { Ref } from 'react';
import type { PublishFailure, PublishStatus } from './publish-status';

type Texts = TFunction<'publishing'>;

export function ConfirmStep({
  t,
  status,
  address,
}: {
  t: Texts;
  status: Exclude<PublishStatus, 'trial'>;
  address: string;
}) {
  return (
    <Text>{status === 'holding' ? t('confirm.holding') : t('confirm.active', { address })}</Text>
  );
}

/**
 * The progress bar in percent of chunks, with the success note once the last chunk is done. It
 * takes the focus while the run has no buttons (`ref`), and names the step to a screen reader.
 */
export function ProgressStep({
  t,
  percent,
  done,
  ref,
}: {
  t: Texts;
  percent: number;
  done: boolean;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <Stack
      ref={ref}
      gap="4"
      role="group"
      aria-label={done ? t('progress.success') : t('progress.title')}
      tabIndex={-1}
      outline="none"
    >
      <Progress.Root value={percent}>
        <HStack justify="space-between" mb="1">
          <Progress.Label>{t('progress.label')}</Progress.Label>
          <Progress.ValueText>{`${percent}%`}</Progress.ValueText>
        </HStack>
        {/* The app's theme carries no progress recipe: the bar is styled here. */}
        <Progress.Track h="3" bg="gray.100" rounded="full" overflow="hidden">
          <Progress.Range
            h="full"
            bg={done ? 'green.500' : 'blue.600'}
            transition="width 0.3s ease"
          />
        </Progress.Track>
      </Progress.Root>
      {done ? (
        <HStack role="status" color="green.700" fontWeight="semibold">
          <CircleCheck aria-hidden="true" size="20" />
          <Text>{t('progress.success')}</Text>
        </HStack>
      ) : (
        <Text role="status">{t('progress.title')}</Text>
      )}
      <Text fontSize="sm" color="fg.muted">
        {t('progress.keepOpen')} {t('delay')}
      </Text>
    </Stack>
  );
}

export function DoneStep({ t, address }: { t: Texts; address: string }) {
  return (
    <Stack gap="2">
      <Text>{t('done.text', { address })}</Text>
      <Text fontSize="sm" color="fg.muted">
        {t('delay')}
      </Text>
    </Stack>
  );
}

export function failureText(t: Texts, failure: PublishFailure): string {
  switch (failure.kind) {
    case 'network':
      return t('errors.network');
    case 'message':
      return t('errors.generic', { error: failure.message });
    case 'unknown':
      return t('errors.unknown');
  }
}

export function FailedStep({ t, failure }: { t: Texts; failure: PublishFailure }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Description>{failureText(t, failure)}</Alert.Description>
    </Alert.Root>
  );
}
