import { Box, Link, Stack, Text } from '@chakra-ui/react';
import { memo, useContext, type MouseEvent } from 'react';
import type { SidebarEntry } from '@site-admin/api-client';
import { SectionIcon, sectionColour, ShellActionsContext } from '@site-admin/ui';
import { useShellT } from './shell-texts';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { activeLink } from './active-link';
import { CountBadge } from './link-counts';
import { fillLinkParams } from './link-path';

/** The items of one sidebar section, in the section's colour; the current route's item is marked. */
export const SectionNav = memo(function SectionNav({
  entry,
  onNavigate,
  trial = false,
}: {
  entry: SidebarEntry;
  onNavigate?: () => void;
  /** A trial account (status T): its Payment link opens the subscription modal instead. */
  trial?: boolean;
}) {
  const { t } = useShellT();
  const params = useParams();
  const shell = useContext(ShellActionsContext);
  // Spec 2 section 2: a trial account launches the subscription modal instead of going to the
  // payment page. The link keeps its address: opened in a new tab (a modifier key), the payment
  // page itself sends a trial account to the modal.
  const onItemClick = (link: string) => (event: MouseEvent) => {
    onNavigate?.();
    const newTab = event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0;
    if (
      !trial ||
      !shell ||
      newTab ||
      fillLinkParams(link, params) !== `/${params['siteid'] ?? ''}/account/payment`
    )
      return;
    event.preventDefault();
    shell.openSubscription();
  };
  const accent = sectionColour(entry.colour);
  const title = t(`nav.section.${entry.section}`, { defaultValue: entry.section });
  const location = useLocation();
  // One item is current: the best match of the address's path and its `?i=` (see activeLink).
  const current = activeLink(
    entry.config
      .flatMap((item) => [item.link, ...(item.items ?? []).map((sub) => sub.link)])
      .map((link) => fillLinkParams(link, params)),
    { pathname: location.pathname, search: location.search },
  );
  const currentProps = (link: string) =>
    fillLinkParams(link, params) === current ? { 'aria-current': 'page' as const } : {};

  return (
    <Box
      as="nav"
      aria-label={t('shell.sectionMenu', { section: title })}
      data-colour={entry.colour}
    >
      <Text
        px="3"
        pb="2"
        fontSize="xs"
        fontWeight="semibold"
        textTransform="uppercase"
        letterSpacing="wider"
        style={{ color: accent }}
      >
        {title}
      </Text>
      <Stack as="ul" gap="0.5" listStyleType="none">
        {entry.config.map((item) => (
          <Box as="li" key={item.link}>
            <Link
              asChild
              display="flex"
              alignItems="center"
              gap="2"
              px="3"
              py="2"
              rounded="md"
              color="fg"
              textDecoration="none"
              borderLeftWidth="3px"
              borderLeftColor="transparent"
              _hover={{ bg: 'gray.100', textDecoration: 'none' }}
              css={{
                '&[aria-current=page]': {
                  borderLeftColor: accent,
                  bg: 'gray.100',
                  fontWeight: 'semibold',
                },
              }}
            >
              <RouterLink
                to={fillLinkParams(item.link, params)}
                onClick={onItemClick(item.link)}
                {...currentProps(item.link)}
              >
                <Box as="span" style={{ color: accent }} display="inline-flex">
                  <SectionIcon name={item.icon} />
                </Box>
                {item.label}
                <CountBadge links={[item.link]} />
              </RouterLink>
            </Link>
            {item.items?.length ? (
              <Stack as="ul" gap="0" ps="9" listStyleType="none">
                {item.items.map((sub) => (
                  <Box as="li" key={sub.link}>
                    <Link
                      asChild
                      display="block"
                      py="1.5"
                      fontSize="sm"
                      color="fg.muted"
                      css={{ '&[aria-current=page]': { color: accent, fontWeight: 'semibold' } }}
                    >
                      <RouterLink
                        to={fillLinkParams(sub.link, params)}
                        onClick={onItemClick(sub.link)}
                        {...currentProps(sub.link)}
                      >
                        {sub.label}
                      </RouterLink>
                    </Link>
                  </Box>
                ))}
              </Stack>
            ) : null}
          </Box>
        ))}
      </Stack>
    </Box>
  );
});
