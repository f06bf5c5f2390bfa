import {
  Alert,
  Badge,
  Box,
  Button,
  Carousel,
  CloseButton,
  Dialog,
  Heading,
  HStack,
  IconButton,
  Image,
  Link,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { Card } from '@site-admin/api-client';
import {
  SafeHtml,
  ShellActionsContext,
  carouselSlotRecipe,
  dialogRecipe,
  keepOpenOnFocusOutside,
} from '@site-admin/ui';
import { useContext, useRef } from 'react';
import { usePageEngineTexts } from '../i18n/use-page-engine-texts';
import { useParams } from 'react-router';
import { usePageContext } from '../page-context';
import { sameOriginPath } from '../same-origin';
import { externalHref } from './safe-link';

/**
 * Spec 2 section 9: the screenshots' carousel shows 1.2 slides per view (the next one peeks in),
 * 32 px apart and 32 px in from the edges; from 768 px each slide keeps its own height.
 */
const SCREENSHOTS_PER_VIEW = 1.2;
const SCREENSHOT_GAP = '32px';
const SCREENSHOT_OFFSET = '32px';

function Screenshots({ name, screenshots }: { name: string; screenshots: string[] }) {
  const { t } = usePageEngineTexts();
  const count = screenshots.length;
  return (
    <Carousel.Root
      recipe={carouselSlotRecipe}
      slideCount={count}
      slidesPerPage={SCREENSHOTS_PER_VIEW}
      spacing={SCREENSHOT_GAP}
      padding={SCREENSHOT_OFFSET}
      aria-label={t('cards.modal.screenshots')}
      translations={{
        prevTrigger: t('cards.modal.previousScreenshot'),
        nextTrigger: t('cards.modal.nextScreenshot'),
        indicator: (index) => t('cards.modal.showScreenshot', { index: index + 1 }),
        item: (index, total) => t('cards.slide', { index: index + 1, count: total }),
      }}
    >
      <Carousel.ItemGroup alignItems={{ base: 'stretch', md: 'flex-start' }}>
        {screenshots.map((src, index) => (
          <Carousel.Item key={`${src}-${index}`} index={index}>
            <Image
              src={src}
              alt={t('cards.modal.screenshot', { name, index: index + 1, count })}
              w="full"
              borderRadius="md"
            />
          </Carousel.Item>
        ))}
      </Carousel.ItemGroup>
      {count > 1 ? (
        <Carousel.Control justifyContent="center" gap="3">
          <Carousel.PrevTrigger asChild>
            <IconButton size="xs" variant="outline">
              <span aria-hidden="true">‹</span>
            </IconButton>
          </Carousel.PrevTrigger>
          <Carousel.Indicators />
          <Carousel.NextTrigger asChild>
            <IconButton size="xs" variant="outline">
              <span aria-hidden="true">›</span>
            </IconButton>
          </Carousel.NextTrigger>
        </Carousel.Control>
      ) : null}
    </Carousel.Root>
  );
}

export interface IntegrationModalProps {
  card: Card;
  onClose: () => void;
}

/**
 * The integration detail modal (spec 2 section 2): screenshots, categories, guide link, overview
 * and an Add button, or, for a locked integration, an upsell link to the plan that unlocks it.
 */
export function IntegrationModal({ card, onClose }: IntegrationModalProps) {
  const { t } = usePageEngineTexts();
  const shell = useContext(ShellActionsContext);
  const leaving = useRef(false);
  const detail = card.itemData ?? {};
  const screenshots = detail.screenshots ?? [];
  const guide = externalHref(detail.guide_link);
  const addTarget = card.link ? sameOriginPath(card.link) : null;
  const plan = card.upsellTo?.id;

  return (
    <Dialog.Root
      recipe={dialogRecipe}
      open
      size="lg"
      placement="center"
      scrollBehavior="inside"
      // Add leaves for the add form; the dialog closing on the way out must not go back.
      onOpenChange={(details) => (details.open || leaving.current ? undefined : onClose())}
      // The card list behind may redraw as its reply arrives and move focus.
      onFocusOutside={keepOpenOnFocusOutside}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header pe="12">
              <HStack gap="2" wrap="wrap">
                <Dialog.Title>{card.text}</Dialog.Title>
                {card.upsell ? (
                  <Badge colorPalette="orange" variant="subtle">
                    {t('cards.upsellBadge')}
                  </Badge>
                ) : null}
              </HStack>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5">
                {screenshots.length > 0 ? (
                  <Screenshots name={card.text} screenshots={screenshots} />
                ) : null}
                {card.categories.length > 0 ? (
                  <Stack gap="2">
                    <Heading as="h3" size="sm">
                      {t('cards.modal.categories')}
                    </Heading>
                    <HStack as="ul" listStyleType="none" gap="2" wrap="wrap">
                      {card.categories.map((category) => (
                        <Box as="li" key={String(category.id)}>
                          <Badge variant="outline">{category.name}</Badge>
                        </Box>
                      ))}
                    </HStack>
                  </Stack>
                ) : null}
                {guide ? (
                  <Link
                    href={guide}
                    target="_blank"
                    rel="noopener noreferrer"
                    alignSelf="flex-start"
                  >
                    {t('cards.modal.guide')}
                  </Link>
                ) : null}
                {detail.long_description ? (
                  <Stack gap="2">
                    <Heading as="h3" size="sm">
                      {t('cards.modal.overview')}
                    </Heading>
                    <SafeHtml html={detail.long_description} />
                  </Stack>
                ) : null}
                {detail.cookie_consent ? (
                  <Alert.Root status="info" size="sm">
                    <Alert.Indicator />
                    <Alert.Title fontWeight="normal">{t('cards.modal.cookieConsent')}</Alert.Title>
                  </Alert.Root>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              {card.upsell ? (
                <HStack gap="3" wrap="wrap" justify="flex-end">
                  <Text fontSize="sm" color="fg.muted">
                    {t('cards.modal.locked')}
                  </Text>
                  <Button
                    colorPalette="orange"
                    onClick={() =>
                      shell?.openSubscription({
                        forcePlanSelection: true,
                        ...(plan !== undefined ? { plan } : {}),
                      })
                    }
                  >
                    {t('cards.modal.upgrade')}
                  </Button>
                </HStack>
              ) : addTarget !== null ? (
                <Button
                  colorPalette="blue"
                  onClick={() => {
                    leaving.current = true;
                    shell?.navigate(addTarget);
                  }}
                >
                  {t('cards.modal.add')}
                </Button>
              ) : null}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('modal.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * The `{id}` child route of a card index: the modal of the card with that id, from the cards the
 * page put in its context. Nothing shows while the cards load or when no card has the id.
 */
export function IntegrationRoute() {
  const { id } = useParams();
  const { cards, close } = usePageContext();
  const card = cards?.find((item) => item.id !== undefined && String(item.id) === id);
  if (!card) return null;
  return <IntegrationModal card={card} onClose={close} />;
}
