import { Badge, Button, HStack, Tabs } from '@chakra-ui/react';
import type { ListPage } from '@site-admin/api-client';
import {
  DeferredMenu,
  formatCount,
  ShellActionsContext,
  TabsList,
  tabsSlotRecipe,
} from '@site-admin/ui';
import { useContext } from 'react';
import { usePageEngineTexts } from '../i18n/use-page-engine-texts';
import { usePageContext } from '../page-context';
import { sameOriginPath } from '../same-origin';
import { activeFilterCount, withFilters, withSearch } from './list-query';
import { SavedViewsBar } from './saved-views/saved-views-bar';
import { SearchBox } from './search-box';

/** The predefined-filter tabs with their counts (capped at 99+). */
function ListTabs({ page, resultsId }: { page: ListPage; resultsId: string }) {
  const { t } = usePageEngineTexts();
  const shell = useContext(ShellActionsContext);
  const { state, apply } = usePageContext();
  const tabs = page.config.predefined_filters ?? [];
  if (tabs.length === 0) return null;
  const activeTab = state.filter ?? tabs.find((tab) => tab.default)?.key ?? tabs[0]?.key;
  return (
    <Tabs.Root
      recipe={tabsSlotRecipe}
      value={activeTab ?? null}
      variant="line"
      // Arrow keys only move focus; Enter or Space picks a tab: one request per choice.
      activationMode="manual"
      onValueChange={({ value }) => {
        const tab = tabs.find((item) => item.key === value);
        if (!tab) return;
        if (tab.link) {
          const target = sameOriginPath(tab.link);
          if (target !== null) shell?.navigate(target);
          return;
        }
        apply((current) => withFilters(current, tab.filters ?? {}, undefined, tab.key));
      }}
    >
      <TabsList aria-label={t('list.tabs')}>
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.key}
            value={tab.key}
            // No tab panels: each tab filters the one list below, so the tabs control that
            // region. Named here, not as the tabs' panel: the tabs machine searched a panel's
            // every element for something focusable as it drew (50 rows: 13 ms, 50 on a phone).
            aria-controls={resultsId}
          >
            {tab.name}
            {tab.result_count !== null && tab.result_count !== undefined ? (
              <Badge size="sm" ms="1" data-testid="tab-count">
                {formatCount(tab.result_count)}
              </Badge>
            ) : null}
          </Tabs.Trigger>
        ))}
      </TabsList>
    </Tabs.Root>
  );
}

interface ListToolbarProps {
  page: ListPage;
  /** The id of the region the tabs filter (the rows). */
  resultsId: string;
  mobile: boolean;
  /** Whether the owner can check rows (a bulk action exists). */
  bulk: boolean;
  selecting: boolean;
  onToggleSelecting: () => void;
  compact: boolean;
  onCompactChange: (compact: boolean) => void;
}

/** The row-options menu's code, loaded on its first open (or when the list is idle). */
export const loadRowOptions = () => import('./row-options-menu');

/** Tabs, then the search box, the filters button, row options and (mobile) the select toggle. */
export function ListToolbar({
  page,
  resultsId,
  mobile,
  bulk,
  selecting,
  onToggleSelecting,
  compact,
  onCompactChange,
}: ListToolbarProps) {
  const { t } = usePageEngineTexts();
  const { state, apply, open } = usePageContext();
  const { config } = page;
  const filterCount = activeFilterCount(state, config.filters ?? {});
  const hasFilters =
    Object.keys(config.filters ?? {}).length > 0 ||
    (config.rows.columns.some((c) => c.sortable) && mobile);
  return (
    <>
      <ListTabs page={page} resultsId={resultsId} />
      <SavedViewsBar />
      <HStack gap="2" wrap="wrap">
        {config.searchable ? (
          <SearchBox
            value={state.search ?? ''}
            label={t('list.search')}
            placeholder={t('list.searchPlaceholder', { noun: config.noun.plural })}
            onSearch={(term) => apply((current) => withSearch(current, term))}
          />
        ) : null}
        {hasFilters ? (
          <Button size="sm" variant="outline" onClick={() => open('filters')}>
            {filterCount > 0
              ? t('list.filtersActive', { shown: formatCount(filterCount) })
              : t('list.filters')}
          </Button>
        ) : null}
        <DeferredMenu
          load={loadRowOptions}
          trigger={
            <Button size="sm" variant="outline">
              {t('list.rowOptions')}
            </Button>
          }
          render={(menu, trigger, openedBy) => (
            <menu.RowOptionsMenu
              page={page}
              trigger={trigger}
              openedBy={openedBy}
              compact={compact}
              onCompactChange={onCompactChange}
            />
          )}
        />
        {mobile && bulk ? (
          <Button
            size="sm"
            variant={selecting ? 'solid' : 'outline'}
            aria-pressed={selecting}
            onClick={onToggleSelecting}
          >
            {selecting ? t('datatable.bulk.done') : t('datatable.bulk.toggle')}
          </Button>
        ) : null}
      </HStack>
    </>
  );
}
