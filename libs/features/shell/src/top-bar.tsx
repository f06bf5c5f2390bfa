import {
  Avatar,
  Badge,
  Box,
  Button,
  Flex,
  IconButton,
  Link,
  Menu,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { Account, SidebarEntry } from '@site-admin/api-client';
import { sectionColour, useShellActions } from '@site-admin/ui';
import { ChevronDown, LayoutGrid, Menu as MenuIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { fillLinkParams } from './link-path';
import { PublishMenu } from './publish-menu';

interface TopBarProps {
  account: Account;
  sections: SidebarEntry[];
  currentSection: string | undefined;
  onOpenMenu: () => void;
  onChangeSite: () => void;
}

/** Statuses whose account menu carries the referral offer (spec 2 section 6). */
const REFERRAL_STATUSES = new Set(['Y', 'A', 'S']);
/** Statuses an admin sees spelled out in the bar. */
const ADMIN_LABELS: Record<string, string> = {
  A: 'shell.adminAwaitingPayment',
  S: 'shell.adminSuspended',
};

export function TopBar({
  account,
  sections,
  currentSection,
  onOpenMenu,
  onChangeSite,
}: TopBarProps) {
  const { t } = useTranslation();
  const params = useParams();
  const actions = useShellActions();
  const siteid = params['siteid'] ?? String(account.siteid);
  const fullName = `${account.firstname} ${account.lastname}`.trim();
  const adminLabel = account.admin ? ADMIN_LABELS[account.sitestatus] : undefined;

  return (
    <Flex
      as="header"
      align="center"
      gap={{ base: '2', lg: '4' }}
      px={{ base: '2', lg: '6' }}
      h="14"
      bg="white"
      borderBottomWidth="1px"
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      <IconButton
        aria-label={t('shell.openMenu')}
        variant="ghost"
        display={{ base: 'inline-flex', lg: 'none' }}
        onClick={onOpenMenu}
      >
        <MenuIcon />
      </IconButton>

      <Link asChild fontWeight="bold" color="brand.600" display={{ base: 'none', lg: 'flex' }}>
        <RouterLink to={`/${siteid}/dashboard`} aria-label={t('app.home')}>
          <LayoutGrid aria-hidden="true" />
          {t('app.name')}
        </RouterLink>
      </Link>

      <Box as="nav" aria-label={t('shell.siteMenu')} display={{ base: 'none', lg: 'flex' }} gap="1">
        {sections.map((entry) => {
          const active = entry.section === currentSection;
          const title = t(`nav.section.${entry.section}`, { defaultValue: entry.section });
          return (
            <Menu.Root key={entry.section} positioning={{ placement: 'bottom-start' }}>
              <Menu.Trigger asChild>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-current={active ? 'page' : undefined}
                  borderBottomWidth="2px"
                  borderRadius="0"
                  style={{
                    borderBottomColor: active ? sectionColour(entry.colour) : 'transparent',
                  }}
                >
                  {title}
                  <ChevronDown aria-hidden="true" />
                </Button>
              </Menu.Trigger>
              <Portal>
                <Menu.Positioner>
                  <Menu.Content minW="52">
                    {entry.config.flatMap((item) => [
                      <Menu.Item key={item.link} value={item.link} asChild>
                        <RouterLink to={fillLinkParams(item.link, params)}>{item.label}</RouterLink>
                      </Menu.Item>,
                      ...(item.items ?? []).map((sub) => (
                        <Menu.Item key={sub.link} value={sub.link} ps="8" color="fg.muted" asChild>
                          <RouterLink to={fillLinkParams(sub.link, params)}>{sub.label}</RouterLink>
                        </Menu.Item>
                      )),
                    ])}
                  </Menu.Content>
                </Menu.Positioner>
              </Portal>
            </Menu.Root>
          );
        })}
      </Box>

      <Text
        flex="1"
        minW="0"
        truncate
        fontWeight="semibold"
        textAlign={{ base: 'center', lg: 'end' }}
        data-testid="site-name"
      >
        {account.site_name}
      </Text>

      {adminLabel ? (
        <Badge
          colorPalette={account.sitestatus === 'S' ? 'red' : 'orange'}
          variant="solid"
          display={{ base: 'none', md: 'inline-flex' }}
        >
          {t(adminLabel)}
        </Badge>
      ) : null}

      <PublishMenu account={account} siteid={siteid} />

      <Menu.Root positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <Button variant="ghost" size="sm" aria-label={t('shell.account')} px="1">
            <Avatar.Root size="xs" colorPalette="blue">
              <Avatar.Fallback name={fullName} />
            </Avatar.Root>
            <Box as="span" display={{ base: 'none', lg: 'inline' }}>
              {fullName}
            </Box>
          </Button>
        </Menu.Trigger>
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
              {account.sitestatus === 'T' ? (
                <Menu.Item value="upgrade" onSelect={() => actions.openSubscription()}>
                  {t('shell.upgrade')}
                </Menu.Item>
              ) : (
                <Menu.Item value="manage-subscription" asChild>
                  <RouterLink to={`/${siteid}/account/payment`}>
                    {t('shell.manageSubscription')}
                  </RouterLink>
                </Menu.Item>
              )}
              <Menu.Item value="change-site" onSelect={onChangeSite}>
                {t('shell.changeSite')}
              </Menu.Item>
              <Menu.Item value="logout" asChild>
                <a href="/logout">{t('shell.logout')}</a>
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </Flex>
  );
}
