import { Badge, Box, Button, Flex, IconButton, Link, Text } from '@chakra-ui/react';
import type { Account, SidebarEntry } from '@site-admin/api-client';
import { sectionColour } from '@site-admin/ui';
import { ChevronDown, LayoutGrid, Menu as MenuIcon, Upload } from 'lucide-react';
import { memo, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useShellT } from './shell-texts';
import { Link as RouterLink, useParams } from 'react-router';
import { AccountAvatar } from './account-avatar';
import { DeferredMenu } from '@site-admin/ui';
import { useDesktopMode } from './desktop-mode';
import { CountBadge } from './link-counts';

// The dropdowns' code (menu machine, positioning, items) loads on first use, not with the page.
const loadMenus = () => import('./top-bar-menus');

interface TopBarProps {
  account: Account;
  sections: SidebarEntry[];
  currentSection: string | undefined;
  onOpenMenu: () => void;
  onChangeSite: () => void;
}

const SECTION_TRIGGER = 'data-section-trigger';

/**
 * The left and right arrows move between the section menus' buttons (as in a menu bar); from an
 * open menu they go to the next section's button, closing the menu.
 */
function moveBetweenSectionMenus(event: ReactKeyboardEvent<HTMLElement>) {
  if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
  const triggers = [...event.currentTarget.querySelectorAll<HTMLElement>(`[${SECTION_TRIGGER}]`)];
  const target = event.target instanceof HTMLElement ? event.target : null;
  const fromMenu = target?.closest('[role="menu"]');
  const current = fromMenu
    ? triggers.findIndex((trigger) => trigger.getAttribute('aria-expanded') === 'true')
    : triggers.findIndex((trigger) => trigger === target?.closest(`[${SECTION_TRIGGER}]`));
  if (current < 0) return;
  event.preventDefault();
  const step = event.key === 'ArrowRight' ? 1 : -1;
  const next = triggers[(current + step + triggers.length) % triggers.length];
  if (!fromMenu) {
    next?.focus();
    return;
  }
  // Closing the open menu gives focus back to its button first; then on to the next one.
  target?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  setTimeout(() => next?.focus(), 50);
}

/** Statuses an admin sees spelled out in the bar. */
const ADMIN_LABELS: Record<string, string> = {
  A: 'shell.adminAwaitingPayment',
  S: 'shell.adminSuspended',
};

export const TopBar = memo(function TopBar({
  account,
  sections,
  currentSection,
  onOpenMenu,
  onChangeSite,
}: TopBarProps) {
  const { t } = useShellT();
  const params = useParams();
  const siteid = params['siteid'] ?? String(account.siteid);
  const fullName = `${account.firstname} ${account.lastname}`.trim();
  const adminLabel = account.admin ? ADMIN_LABELS[account.sitestatus] : undefined;
  // A phone in desktop mode is 1200 px wide: the menu button stays, with the way back.
  const desktopMode = useDesktopMode();

  const adminBadge = (display: Record<string, string>) =>
    adminLabel ? (
      <Badge
        colorPalette={account.sitestatus === 'S' ? 'red' : 'orange'}
        variant="solid"
        display={display}
      >
        {t(adminLabel)}
      </Badge>
    ) : null;

  return (
    // Notifications on a wide screen show below it (libs/ui notification-offsets.ts).
    <Box position="sticky" top="0" zIndex="sticky" data-top-bar="">
      <Flex
        as="header"
        align="center"
        gap={{ base: '2', lg: '3', xl: '4' }}
        px={{ base: '2', lg: '4', xl: '6' }}
        h="14"
        bg="white"
        borderBottomWidth="1px"
      >
        <IconButton
          aria-label={t('shell.openMenu')}
          variant="ghost"
          display={{ base: 'inline-flex', lg: desktopMode ? 'inline-flex' : 'none' }}
          onClick={onOpenMenu}
        >
          <MenuIcon />
        </IconButton>

        {/* The logo keeps its one line: the site name gives way first. */}
        <Link
          asChild
          fontWeight="bold"
          color="brand.600"
          display={{ base: 'none', lg: 'flex' }}
          whiteSpace="nowrap"
          flexShrink={0}
        >
          <RouterLink
            to={`/${siteid}/dashboard`}
            aria-label={t('app.homeNamed', { name: t('app.name') })}
          >
            <LayoutGrid aria-hidden="true" />
            {t('app.name')}
          </RouterLink>
        </Link>

        <Box
          as="nav"
          aria-label={t('shell.siteMenu')}
          display={{ base: 'none', lg: 'flex' }}
          onKeyDown={moveBetweenSectionMenus}
          gap="1"
        >
          {sections.map((entry) => {
            const active = entry.section === currentSection;
            const title = t(`nav.section.${entry.section}`, { defaultValue: entry.section });
            return (
              <DeferredMenu
                key={entry.section}
                load={loadMenus}
                trigger={
                  <Button
                    variant="ghost"
                    size="sm"
                    // Narrower at 1024 px, so a count on a section still leaves room for the rest.
                    px={{ base: '3', lg: '2', xl: '3' }}
                    {...{ [SECTION_TRIGGER]: '' }}
                    aria-current={active ? 'page' : undefined}
                    borderBottomWidth="2px"
                    borderRadius="0"
                    style={{
                      borderBottomColor: active ? sectionColour(entry.colour) : 'transparent',
                    }}
                  >
                    {title}
                    <CountBadge links={entry.config.map((item) => item.link)} />
                    <ChevronDown aria-hidden="true" />
                  </Button>
                }
                render={(menus, trigger, openedBy) => (
                  <menus.SectionMenu entry={entry} trigger={trigger} openedBy={openedBy} />
                )}
              />
            );
          })}
        </Box>

        <Text
          flex="1"
          // At 1024 px the sections and the site name share the bar: the name stays readable.
          minW={{ base: '0', lg: '24' }}
          truncate
          fontWeight="semibold"
          textAlign={{ base: 'center', lg: 'end' }}
          data-testid="site-name"
        >
          {account.site_name}
        </Text>

        {adminBadge({ base: 'none', md: 'inline-flex' })}

        <DeferredMenu
          load={loadMenus}
          trigger={
            <Button size="sm" colorPalette="blue" aria-label={t('shell.publish.menu')}>
              <Upload aria-hidden="true" />
              {/* At 1024 px the section menus need the room: the icon says Publish there. */}
              <Box as="span" display={{ base: 'none', md: 'inline', lg: 'none', xl: 'inline' }}>
                {t('shell.publish.menu')}
              </Box>
              <ChevronDown aria-hidden="true" />
            </Button>
          }
          render={(menus, trigger, openedBy) => (
            <menus.PublishMenu
              account={account}
              siteid={siteid}
              trigger={trigger}
              openedBy={openedBy}
            />
          )}
        />

        <DeferredMenu
          load={loadMenus}
          trigger={
            <Button
              variant="ghost"
              size="sm"
              aria-label={
                fullName ? t('shell.accountNamed', { name: fullName }) : t('shell.account')
              }
              px="1"
            >
              <AccountAvatar name={fullName} />
              {/* The avatar names the owner until the bar has room for the site's name and theirs. */}
              <Box as="span" display={{ base: 'none', '2xl': 'inline' }}>
                {fullName}
              </Box>
            </Button>
          }
          render={(menus, trigger, openedBy) => (
            <menus.AccountMenu
              account={account}
              siteid={siteid}
              trigger={trigger}
              openedBy={openedBy}
              onChangeSite={onChangeSite}
            />
          )}
        />
      </Flex>
      {adminLabel ? (
        // On a phone the bar has no room beside the site name: the label gets its own row.
        <Flex
          display={{ base: 'flex', md: 'none' }}
          justify="center"
          py="1"
          bg="white"
          borderBottomWidth="1px"
        >
          {adminBadge({ base: 'inline-flex', md: 'none' })}
        </Flex>
      ) : null}
    </Box>
  );
});
