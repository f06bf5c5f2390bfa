import {
  Box,
  Button,
  Carousel,
  Grid,
  Heading,
  HStack,
  IconButton,
  Stack,
  Text,
  useCarouselContext,
} from '@chakra-ui/react';
import type { Card, CardCategory, CardIndexPage, ListConfig } from '@site-admin/api-client';
import { ShellActionsContext, carouselSlotRecipe } from '@site-admin/ui';
import { useContext, useId, useMemo, type ReactNode } from 'react';
import { usePageEngineTexts } from '../i18n/use-page-engine-texts';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ListHeader } from '../list/list-header';
import { withSearch } from '../list/list-query';
import { usePageContext } from '../page-context';
import { sameOriginPath } from '../same-origin';
import { SearchBox } from '../list/search-box';
import { CardTile } from './card-tile';
import { useCardsPerView, type CardsPerView } from './use-cards-per-view';

interface CardGroup {
  key: string;
  /** The category's name; null for Uncategorised, which shows no heading. */
  name: string | null;
  cards: Card[];
}

const UNCATEGORISED = 'uncategorised';
/** The address's parameter of the category 'View all' shows: its id, or `uncategorised`. */
const CATEGORY_PARAM = 'category';

/**
 * One group per category in the config's order; categories a card names that the config does not
 * list follow in the order met (so no card is lost); cards without one go last to Uncategorised.
 * A card in several categories shows in each. Empty groups are left out.
 */
function groupCards(cards: Card[], categories: CardCategory[]): CardGroup[] {
  const groups = new Map<string, CardGroup>();
  const add = (category: CardCategory) => {
    const id = String(category.id);
    const group = groups.get(id) ?? { key: id, name: category.name, cards: [] };
    groups.set(id, group);
    return group;
  };
  categories.forEach(add);
  const uncategorised: CardGroup = { key: UNCATEGORISED, name: null, cards: [] };
  for (const card of cards) {
    if (card.categories.length === 0) uncategorised.cards.push(card);
    for (const category of card.categories) {
      const group = add(category);
      if (!group.cards.includes(card)) group.cards.push(card);
    }
  }
  return [...groups.values(), uncategorised].filter((group) => group.cards.length > 0);
}

/** The header shared with the list: the card config carries the same header fields. */
function headerConfig(page: CardIndexPage, noun: ListConfig['noun']): ListConfig {
  const { title, breadcrumbs, info, video, guide, actions } = page.config;
  return {
    title,
    breadcrumbs,
    info,
    video,
    guide,
    actions,
    noun,
    hideSidebar: false,
    rows: { columns: [] },
  };
}

const cardKey = (card: Card, index: number) => `${String(card.id ?? card.text)}-${index}`;

function CardGrid({
  cards,
  headingLevel,
  onOpen,
}: {
  cards: Card[];
  headingLevel: 'h2' | 'h3';
  onOpen: (card: Card) => (() => void) | undefined;
}) {
  return (
    <Grid
      templateColumns="repeat(auto-fill, minmax(min(100%, 16rem), 1fr))"
      gap="4"
      data-testid="card-grid"
    >
      {cards.map((card, index) => (
        <CardTile
          key={cardKey(card, index)}
          card={card}
          headingLevel={headingLevel}
          onOpen={onOpen(card)}
        />
      ))}
    </Grid>
  );
}

/**
 * A slide the carousel has scrolled out of view is hidden from assistive technology; `inert`
 * also takes its card out of the tab order (a focusable card inside an aria-hidden slide is
 * unreachable to a screen reader). The previous / next buttons bring it into view.
 */
function CardSlide({ index, children }: { index: number; children: ReactNode }) {
  const carousel = useCarouselContext();
  return (
    <Carousel.Item index={index} inert={!carousel.isInView(index)}>
      {children}
    </Carousel.Item>
  );
}

function CardCarousel({
  group,
  perView,
  onOpen,
  onViewAll,
}: {
  group: CardGroup;
  perView: CardsPerView;
  onOpen: (card: Card) => (() => void) | undefined;
  onViewAll: () => void;
}) {
  const { t } = usePageEngineTexts();
  const headingId = useId();
  const label = group.name ?? t('cards.uncategorised');
  const more = group.cards.length > perView;
  return (
    <Stack gap="3">
      <HStack justify="space-between" gap="3" minH="8">
        {group.name !== null ? (
          <Heading as="h2" size="lg" id={headingId}>
            {group.name}
          </Heading>
        ) : (
          <Box />
        )}
        {more ? (
          <Button
            size="sm"
            variant="plain"
            colorPalette="blue"
            textDecoration="underline"
            aria-label={t('cards.viewAllIn', { group: label })}
            onClick={onViewAll}
          >
            {t('cards.viewAll')}
          </Button>
        ) : null}
      </HStack>
      <Carousel.Root
        recipe={carouselSlotRecipe}
        slideCount={group.cards.length}
        slidesPerPage={perView}
        spacing="16px"
        data-cards-per-view={perView}
        {...(group.name !== null ? { 'aria-labelledby': headingId } : { 'aria-label': label })}
        translations={{
          prevTrigger: t('cards.previous', { group: label }),
          nextTrigger: t('cards.next', { group: label }),
          item: (index, count) => t('cards.slide', { index: index + 1, count }),
        }}
      >
        <Carousel.ItemGroup>
          {group.cards.map((card, index) => (
            <CardSlide key={cardKey(card, index)} index={index}>
              <CardTile card={card} headingLevel="h3" onOpen={onOpen(card)} />
            </CardSlide>
          ))}
        </Carousel.ItemGroup>
        {more ? (
          <Carousel.Control justifyContent="flex-end" gap="2">
            <Carousel.PrevTrigger asChild>
              <IconButton size="sm" variant="outline">
                <span aria-hidden="true">‹</span>
              </IconButton>
            </Carousel.PrevTrigger>
            <Carousel.NextTrigger asChild>
              <IconButton size="sm" variant="outline">
                <span aria-hidden="true">›</span>
              </IconButton>
            </Carousel.NextTrigger>
          </Carousel.Control>
        ) : null}
      </Carousel.Root>
    </Stack>
  );
}

/**
 * The card index (`card-index`: a carousel per category) and the directory of cards
 * (`card-directory`, and any searched reply: one flat grid), spec 1 section 2.
 */
export function CardPage({ page }: { page: CardIndexPage }) {
  const { t } = usePageEngineTexts();
  const shell = useContext(ShellActionsContext);
  const location = useLocation();
  const perView = useCardsPerView();
  const { pagePath, siteid, state, apply, open } = usePageContext();
  // 'View all' is in the address, so Back returns to the index. The cards are all loaded
  // already, and the page's query (search, page, per_page) has no category parameter to send,
  // so showing a category asks the server for nothing; a search leaves it.
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const expanded = params.get(CATEGORY_PARAM);
  const showCategory = (key: string | null) => {
    const next = new URLSearchParams(params);
    if (key === null) next.delete(CATEGORY_PARAM);
    else next.set(CATEGORY_PARAM, key);
    const query = next.toString();
    navigate(`${location.pathname}${query === '' ? '' : `?${query}`}`);
  };
  const { config, model } = page;
  const noun = config.noun ?? { singular: t('cards.defaultNoun'), plural: t('cards.defaultNoun') };
  const search = state.search ?? '';
  const directory = page.layout === 'card-directory' || search !== '';
  const groups = useMemo(
    () => groupCards(model, config.categories ?? []),
    [model, config.categories],
  );
  const shown = expanded === null ? undefined : groups.find((group) => group.key === expanded);

  // A card with integration details opens the modal route `{id}`; any other follows its link
  // (same-origin paths only). A card with neither opens nothing.
  const opener = (card: Card): (() => void) | undefined => {
    if (card.itemData && card.id !== undefined) {
      const id = String(card.id);
      return () => open(id);
    }
    const target = card.link ? sameOriginPath(card.link) : null;
    if (target === null) return undefined;
    return () => shell?.navigate(target);
  };

  let body: ReactNode;
  if (model.length === 0) {
    body = (
      <Text color="fg.muted" py="8">
        {search !== ''
          ? t('cards.emptySearched', { noun: noun.plural, search })
          : t('cards.emptyPlain', { noun: noun.plural })}
      </Text>
    );
  } else if (directory) {
    body = <CardGrid cards={model} headingLevel="h2" onOpen={opener} />;
  } else if (shown) {
    body = (
      <Stack gap="3">
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Heading as="h2" size="lg">
            {shown.name ?? t('cards.uncategorised')}
          </Heading>
          <Button size="sm" variant="outline" onClick={() => showCategory(null)}>
            {t('cards.backToGroups')}
          </Button>
        </HStack>
        <CardGrid cards={shown.cards} headingLevel="h3" onOpen={opener} />
      </Stack>
    );
  } else {
    body = (
      <Stack gap="8">
        {groups.map((group) => (
          <CardCarousel
            key={group.key}
            group={group}
            perView={perView}
            onOpen={opener}
            onViewAll={() => showCategory(group.key)}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="4">
      <ListHeader
        config={headerConfig(page, noun)}
        siteid={siteid}
        pagePath={pagePath}
        search={location.search}
        limitReached={false}
        onOpen={open}
      />
      {config.searchable ? (
        <SearchBox
          value={search}
          label={t('cards.search')}
          placeholder={t('cards.searchPlaceholder', { noun: noun.plural })}
          onSearch={(term) => apply((current) => withSearch(current, term))}
        />
      ) : null}
      {body}
    </Stack>
  );
}
