import { Badge, Button, Table, Tabs, Text } from '@chakra-ui/react';
import {
  siteGroupTabs,
  type SiteGroupName,
  type SiteGroups,
  type SiteListEntry,
} from '@site-admin/api-client';
import { siteStatusTone, tonePalette } from '@site-admin/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

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
}

/** The sites of an account in tabs (owned, other, expired; only those with sites). */
export function SiteList({ groups, choosing, onChoose }: SiteListProps) {
  const { t } = useTranslation();
  const tabs = siteGroupTabs(groups);
  const [direction, setDirection] = useState<SortDirection>('descending');
  const [current, setCurrent] = useState<SiteGroupName | undefined>(tabs[0]);
  const tab = current && tabs.includes(current) ? current : tabs[0];
  const rows = tab ? sortSites(groups[tab], direction) : [];

  if (!tab) return <Text color="fg.muted">{t('sites.empty')}</Text>;

  const table = (
    <Table.ScrollArea>
      <Table.Root size="sm" interactive>
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
            <Table.Row key={site.ID}>
              <Table.Cell fontWeight="medium">{site.site_name}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={tonePalette[siteStatusTone(site.status)]} variant="subtle">
                  {t(`site.status.${site.status}`)}
                </Badge>
              </Table.Cell>
              <Table.Cell>{site.plan.name}</Table.Cell>
              <Table.Cell textAlign="end">
                <Button
                  size="xs"
                  colorPalette="blue"
                  variant="outline"
                  loading={choosing === site.ID}
                  disabled={choosing !== null}
                  aria-label={t('sites.signInTo', { site: site.site_name })}
                  onClick={() => onChoose(site)}
                >
                  {t('sites.signIn')}
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );

  // The tab strip only shows when there is more than one group to choose from.
  if (tabs.length === 1) return table;
  return (
    <Tabs.Root value={tab} onValueChange={(details) => setCurrent(details.value as SiteGroupName)}>
      <Tabs.List>
        {tabs.map((name) => (
          <Tabs.Trigger key={name} value={name}>
            {t(`sites.tabs.${name}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={tab}>{table}</Tabs.Content>
    </Tabs.Root>
  );
}
