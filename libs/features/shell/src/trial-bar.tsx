import { Button, Flex, Text } from '@chakra-ui/react';
import { useShellT } from './shell-texts';
import { useShellActions } from '@site-admin/ui';

/**
 * The length of a trial. The spec shows the days remaining but not the trial's length or end
 * date; the account carries its age in days, so the remainder is the trial length less the age.
 */
export const TRIAL_LENGTH_DAYS = 14;

export function trialDaysLeft(accountAge: number): number {
  return Math.max(0, TRIAL_LENGTH_DAYS - accountAge);
}

/** Shown above the top bar while the site is on a trial (status T). */
export function TrialBar({ accountAge }: { accountAge: number }) {
  const { t } = useShellT();
  const actions = useShellActions();
  const days = trialDaysLeft(accountAge);
  return (
    <Flex
      role="region"
      aria-label={t('shell.trial.region')}
      align="center"
      justify="center"
      gap="3"
      px="3"
      py="1.5"
      bg="blue.600"
      color="white"
      fontSize="sm"
      wrap="wrap"
    >
      <Text>{days > 0 ? t('shell.trial.daysLeft', { count: days }) : t('shell.trial.ended')}</Text>
      <Button
        size="xs"
        variant="solid"
        bg="white"
        color="blue.700"
        onClick={() => actions.openSubscription()}
      >
        {t('shell.upgrade')}
      </Button>
    </Flex>
  );
}
