import { Box, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logoutMutation, useApiClient, type Account } from '@site-admin/api-client';
import { useShellT } from './shell-texts';
import { initialHighlight, menuSlotRecipe, useShellActions, type OpenedBy } from '@site-admin/ui';
import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router';
import { clickMenuLink, focusPageAfterMenu } from './menu-links';

const loadLoginPage = () => window.location.assign('/login');

/** Statuses whose account menu carries the referral offer (spec 2 section 6). */
const REFERRAL_STATUSES = new Set(['Y', 'A', 'S']);

interface AccountMenuProps {
  account: Account;
  siteid: string;
  trigger: ReactElement;
  openedBy: OpenedBy;
  onChangeSite: () => void;
  /** Where the browser goes once signed out (the sign-in page, loaded afresh). */
  onSignedOut?: () => void;
}

/** The account dropdown: who is signed in, the referral offer, the plan, change site, log out. */
export function AccountMenu({
  account,
  siteid,
  trigger,
  openedBy,
  onChangeSite,
  onSignedOut = loadLoginPage,
}: AccountMenuProps) {
  const { t } = useShellT();
  const actions = useShellActions();
  // Signing out ends the session on the server first; a failure is told by the client's
  // middleware (server error, offline), and the owner stays where they are, still signed in.
  const logout = useMutation(logoutMutation(useApiClient(), useQueryClient(), onSignedOut));
  const fullName = `${account.firstname} ${account.lastname}`.trim();
  const trial = account.sitestatus === 'T';
  const highlight = initialHighlight(openedBy, [
    trial ? 'upgrade' : 'manage-subscription',
    'change-site',
    'logout',
  ]);
  // Each item acts on its click (the pointer's, or the one Enter sends it), not on the menu's
  // select: the menu selects the item it last highlighted, as it had drawn it, and a tap that came
  // before the menu had redrawn since the finger went down closed it and did nothing.
  return (
    <Menu.Root
      recipe={menuSlotRecipe}
      positioning={{ placement: 'bottom-end' }}
      defaultOpen
      navigate={clickMenuLink}
      {...(highlight ? { defaultHighlightedValue: highlight } : {})}
    >
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="64" maxW="80">
            <Stack px="3" py="2" gap="0.5">
              <Text fontWeight="semibold">{fullName}</Text>
              <Text fontSize="sm" color="fg.muted">
                {t('shell.signedInAs', { username: account.username })}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {account.site_name}
              </Text>
            </Stack>
            {REFERRAL_STATUSES.has(account.sitestatus) ? (
              <Box
                mx="3"
                my="2"
                p="3"
                bg="blue.50"
                rounded="md"
                fontSize="sm"
                data-testid="referral-offer"
              >
                <Text fontWeight="semibold">{t('shell.referral.title')}</Text>
                <Text>{t('shell.referral.body')}</Text>
                <Text mt="1">{t('shell.referral.code', { code: `RAF${account.siteid}` })}</Text>
              </Box>
            ) : null}
            <Menu.Separator />
            {trial ? (
              <Menu.Item value="upgrade" onClick={() => actions.openSubscription()}>
                {t('shell.upgrade')}
              </Menu.Item>
            ) : (
              <Menu.Item value="manage-subscription" asChild onClick={focusPageAfterMenu}>
                <RouterLink to={`/${siteid}/account/payment`}>
                  {t('shell.manageSubscription')}
                </RouterLink>
              </Menu.Item>
            )}
            <Menu.Item value="change-site" onClick={onChangeSite}>
              {t('shell.changeSite')}
            </Menu.Item>
            <Menu.Item
              value="logout"
              disabled={logout.isPending}
              onClick={() => {
                if (!logout.isPending) logout.mutate();
              }}
            >
              {t('shell.logout')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
