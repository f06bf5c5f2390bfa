import { Badge, Box, Button, HStack, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import {
  siteGroupTabs,
  type SiteGroupName,
  type SiteGroups,
  type SiteListEntry,
} from '@site-admin/api-client';
import {
  ProgressButton,
  siteStatusTone,
  tonePalette,
  tableSlotRecipe,
  tabsSlotRecipe,
} from '@site-admin/ui';
import { useState, useSyncExternalStore } from 'react';
import { useShellT, useShellTexts } from './shell-texts';
import { sitesTexts } from './sites-texts';

/** Below the tablet breakpoint (769 px) each site is a card with its action in view. */
const NARROW = '(max-width: 768.98px)';

function useNarrow(): boolean {
  return useSyncExternalStore(
    (listener) => {
      const query = typeof window.matchMedia === 'function' ? window.matchMedia(NARROW) : null;
      query?.addEventListener('change', listener);
      return () => query?.removeEventListener('change', listener);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(NARROW).matches,
    () => false,
  );
}

type SortDirection = 'ascending' | 'descending';

/** Sites by name; the list opens sorted by name descending (spec 2). */
export function sortSites(
  sites: readonly SiteListEntry[],
  direction: SortDirection,
): SiteListEntry[] {
  const sorted = [...sites].sort((a, b) =>
    a.site_name.localeCompare(b.site_name, 'en-GB', { sensitivity: 'base' }),
  );
  return direction === 'descending' ? sorted.reverse() : sorted;
}

interface SiteListProps {
  groups: SiteGroups;
  /** The site being switched to, while its request runs. */
  choosing: number | null;
  onChoose: (site: SiteListEntry) => void;
  /** The site the session is on: marked, and offered no sign-in. */
  currentSiteId?: number | undefined;
}

/** The sites of an account in tabs (owned, other, expired; only those with sites). */
export function SiteList({ groups, choosing, onChoose, currentSiteId }: SiteListProps) {
  const { t } = useShellT(sitesTexts);
  const { t: ts } = useShellTexts(sitesTexts);
  const narrow = useNarrow();
  const tabs = siteGroupTabs(groups);
  const [direction, setDirection] = useState<SortDirection>('descending');
  const [current, setCurrent] = useState<SiteGroupName | undefined>(tabs[0]);
  const tab = current && tabs.includes(current) ? current : tabs[0];
  const rows = tab ? sortSites(groups[tab], direction) : [];

  if (!tab) return <Text color="fg.muted">{t('sites.empty')}</Text>;

  const status = (site: SiteListEntry) => (
    <Badge colorPalette={tonePalette[siteStatusTone(site.status)]} variant="subtle">
      {t(`site.status.${site.status}`)}
    </Badge>
  );
  const action = (site: SiteListEntry) =>
    site.ID === currentSiteId ? (
      <Badge colorPalette="blue" variant="solid">
        {ts('sites.current')}
      </Badge>
    ) : (
      <ProgressButton
        size="xs"
        colorPalette="blue"
        variant="outline"
        loading={choosing === site.ID}
        disabled={choosing !== null}
        aria-label={t('sites.signInTo', { site: site.site_name })}
        onClick={() => onChoose(site)}
      >
        {t('sites.signIn')}
      </ProgressButton>
    );

  // On a phone: one card per site, its action beside its name; no sideways scrolling.
  const cards = (
    <Stack as="ul" gap="2" listStyleType="none" aria-label={t(`sites.tabs.${tab}`)}>
      {rows.map((site) => (
        <Box
          as="li"
          key={site.ID}
          borderWidth="1px"
          rounded="md"
          p="3"
          aria-current={site.ID === currentSiteId ? 'true' : undefined}
          {...(site.ID === currentSiteId ? { borderColor: 'blue.500', bg: 'blue.50' } : {})}
        >
          <HStack justify="space-between" align="flex-start" gap="3">
            <Stack gap="1" minW="0">
              <Text fontWeight="medium" overflowWrap="anywhere">
                {site.site_name}
              </Text>
              <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
                {status(site)}
                <Text>{site.plan.name}</Text>
              </HStack>
            </Stack>
            <Box flexShrink={0}>{action(site)}</Box>
          </HStack>
        </Box>
      ))}
    </Stack>
  );

  const table = (
    <Table.ScrollArea>
      <Table.Root recipe={tableSlotRecipe} size="sm" interactive>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader aria-sort={direction}>
              <Button
                variant="ghost"
                size="xs"
                px="0"
                onClick={() =>
                  setDirection(direction === 'descending' ? 'ascending' : 'descending')
                }
              >
                {t('sites.name')} {direction === 'descending' ? '↓' : '↑'}
              </Button>
            </Table.ColumnHeader>
            <Table.ColumnHeader>{t('sites.status')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('sites.package')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              <Text srOnly>{t('sites.actions')}</Text>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((site) => (
            <Table.Row
              key={site.ID}
              aria-current={site.ID === currentSiteId ? 'true' : undefined}
              {...(site.ID === currentSiteId ? { bg: 'blue.50' } : {})}
            >
              <Table.Cell fontWeight="medium">{site.site_name}</Table.Cell>
              <Table.Cell>{status(site)}</Table.Cell>
              <Table.Cell>{site.plan.name}</Table.Cell>
              <Table.Cell textAlign="end">{action(site)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );

  const list = narrow ? cards : table;
  // The tab strip only shows when there is more than one group to choose from.
  if (tabs.length === 1) return list;
  return (
    <Tabs.Root
      recipe={tabsSlotRecipe}
      value={tab}
      onValueChange={(details) => setCurrent(details.value as SiteGroupName)}
    >
      <Tabs.List>
        {tabs.map((name) => (
          <Tabs.Trigger key={name} value={name}>
            {t(`sites.tabs.${name}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={tab}>{list}</Tabs.Content>
    </Tabs.Root>
  );
}
