import { Box, CloseButton, Drawer, Link, Portal, Stack, Switch } from '@chakra-ui/react';
import { drawerRecipe, switchSlotRecipe } from '@site-admin/ui';
import type { SidebarEntry } from '@site-admin/api-client';
import { useRef, type ReactNode, type TouchEvent } from 'react';
import { useShellT } from './shell-texts';
import { NavLink } from 'react-router';
import { setDesktopMode, useDesktopMode } from './desktop-mode';
import { ORDERS_LINK } from './new-order-alert';
import { CountBadge } from './link-counts';
import { SectionNav } from './section-nav';

/** The phone menu's fixed entries (spec 2: mobile menu defaults). */
export const MOBILE_MENU = [
  'dashboard',
  'design',
  'content',
  'shop',
  'publish',
  'support',
] as const;

/** A swipe of this many pixels towards the start edge closes the menu. */
const SWIPE_CLOSE_PX = 60;

interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  siteid: string;
  siteName: string;
  /** The current section's sidebar entry, shown under the main menu. */
  entry: SidebarEntry | undefined;
  /** What shows instead of the section links while they load or after they failed. */
  status: ReactNode;
  /** A trial account: the section's Payment link opens the subscription modal. */
  trial: boolean;
}

/** The phone and tablet menu: the main menu, the section's links and the desktop-mode choice. */
export function MobileMenu({
  open,
  onOpenChange,
  siteid,
  siteName,
  entry,
  status,
  trial,
}: MobileMenuProps) {
  const { t } = useShellT();
  const desktop = useDesktopMode();
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    if (dx < -SWIPE_CLOSE_PX && Math.abs(touch.clientY - start.y) < Math.abs(dx))
      onOpenChange(false);
  };

  return (
    <Drawer.Root
      recipe={drawerRecipe}
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="start"
      size="xs"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
            <Drawer.Header pe="12">
              <Drawer.Title>{siteName}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="6">
                <Box as="nav" aria-label={t('shell.mobileMenu.main')}>
                  <Stack as="ul" gap="0.5" listStyleType="none">
                    {MOBILE_MENU.map((name) => (
                      <Box as="li" key={name}>
                        <Link
                          asChild
                          display="flex"
                          alignItems="center"
                          px="3"
                          py="2"
                          rounded="md"
                          color="fg"
                          fontWeight="medium"
                          css={{ '&[aria-current=page]': { bg: 'gray.100' } }}
                        >
                          <NavLink to={`/${siteid}/${name}`} onClick={() => onOpenChange(false)}>
                            {t(`nav.section.${name}`)}
                            {name === 'shop' ? <CountBadge links={[ORDERS_LINK]} /> : null}
                          </NavLink>
                        </Link>
                      </Box>
                    ))}
                  </Stack>
                </Box>
                {entry ? (
                  <SectionNav entry={entry} onNavigate={() => onOpenChange(false)} trial={trial} />
                ) : null}
                {status}
                <Switch.Root
                  recipe={switchSlotRecipe}
                  checked={desktop}
                  onCheckedChange={(details) => setDesktopMode(details.checked)}
                >
                  <Switch.HiddenInput />
                  <Switch.Control />
                  <Switch.Label>{t('shell.mobileMenu.desktopMode')}</Switch.Label>
                </Switch.Root>
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('shell.closeMenu')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
