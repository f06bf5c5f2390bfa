import {
  Avatar,
  Box,
  Button,
  Flex,
  HStack,
  IconButton,
  Link,
  Menu,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { Account, SidebarEntry } from '@site-admin/api-client';
import { sectionColour } from '@site-admin/ui';
import { LayoutGrid, Menu as MenuIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { fillLinkParams } from './link-path';

interface TopBarProps {
  account: Account;
  sections: SidebarEntry[];
  currentSection: string | undefined;
  onOpenMenu: () => void;
  onChangeSite: () => void;
}

export function TopBar({
  account,
  sections,
  currentSection,
  onOpenMenu,
  onChangeSite,
}: TopBarProps) {
  const { t } = useTranslation();
  const params = useParams();
  const fullName = `${account.firstname} ${account.lastname}`.trim();
  const home = `/${params['siteid'] ?? account.siteid}/dashboard`;

  return (
    <Flex
      as="header"
      align="center"
      gap={{ base: '2', lg: '6' }}
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
        <RouterLink to={home} aria-label={t('app.home')}>
          <LayoutGrid aria-hidden="true" />
          {t('app.name')}
        </RouterLink>
      </Link>

      <Box as="nav" aria-label={t('shell.siteMenu')} display={{ base: 'none', lg: 'block' }}>
        <HStack gap="1">
          {sections.map((entry) => {
            const first = entry.config[0];
            if (!first) return null;
            const active = entry.section === currentSection;
            return (
              <Button
                key={entry.section}
                asChild
                variant="ghost"
                size="sm"
                aria-current={active ? 'page' : undefined}
                borderBottomWidth="2px"
                borderRadius="0"
                style={{ borderBottomColor: active ? sectionColour(entry.colour) : 'transparent' }}
              >
                <RouterLink to={fillLinkParams(first.link, params)}>
                  {t(`nav.section.${entry.section}`, { defaultValue: entry.section })}
                </RouterLink>
              </Button>
            );
          })}
        </HStack>
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
            <Menu.Content minW="60">
              <Stack px="3" py="2" gap="0.5">
                <Text fontWeight="semibold">{fullName}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {t('shell.signedInAs', { username: account.username })}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {account.site_name}
                </Text>
              </Stack>
              <Menu.Separator />
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
