import { Badge, Breadcrumb, Button, Heading, HStack, Link, Stack } from '@chakra-ui/react';
import type { ListAction, ListConfig } from '@site-admin/api-client';
import { lazyPart } from '@site-admin/extensions';
import {
  LoadingState,
  PartBoundary,
  usePreloadWhenIdle,
  useRememberedFlag,
  breadcrumbRecipe,
} from '@site-admin/ui';
import { Fragment, Suspense, useState } from 'react';
import { usePageEngineTexts } from '../i18n/use-page-engine-texts';
import { Link as RouterLink } from 'react-router';
import { isMobileScreen, useIsMobile } from '../use-is-mobile';

const ListOverview = lazyPart(() =>
  import('../overview/list-overview').then((m) => m.ListOverview),
);
// The overview starts open on a desktop: its code is asked for with the header's, so it is in
// when the page's reply is, and drawn with the rows (drawn later, it would push them down).
if (!isMobileScreen()) ListOverview.preload().catch(() => undefined);

export interface ListHeaderProps {
  config: ListConfig;
  siteid: string | undefined;
  pagePath: string;
  search: string;
  limitReached: boolean;
  onOpen: (child: string) => void;
}

function actionTarget(action: ListAction, pagePath: string): string {
  const path = action.path ?? '';
  return path.startsWith('/') ? path : `${pagePath}/${path}`;
}

/** Title, breadcrumbs, beta tag, overview, guide, video and the page's action buttons. */
export function ListHeader({
  config,
  siteid,
  pagePath,
  search,
  limitReached,
  onOpen,
}: ListHeaderProps) {
  const { t } = usePageEngineTexts();
  const mobile = useIsMobile();
  // Remembered per page title; hidden at first on mobile and tablet.
  const [overviewOpen, setOverviewOpen] = useRememberedFlag(`overview_${config.title}`, !mobile);
  // Open from the first draw, the overview holds the list back until its code is in, so it is
  // drawn with the rows: a loading state in its place first took other room, and the rows moved
  // when the overview replaced it. Once the owner opens or hides it, it has its own loading state.
  const [drawnWithList, setDrawnWithList] = useState(overviewOpen);
  const beta = config.beta;
  const betaFallback = typeof beta === 'object' ? beta.fallback : null;
  const crumbs = config.breadcrumbs ?? [];
  const hasOverview = Boolean(config.info || config.guide || config.video);
  // Closed at first on a phone: its code comes once the screen is idle, ready for Show overview.
  usePreloadWhenIdle(hasOverview ? [ListOverview.preload] : []);
  const overview = <ListOverview config={config} />;

  return (
    <Stack gap="3" mb="4">
      <Breadcrumb.Root recipe={breadcrumbRecipe} size="sm" aria-label={t('list.breadcrumbs')}>
        <Breadcrumb.List>
          <Breadcrumb.Item>
            <Breadcrumb.Link asChild>
              <RouterLink to={siteid ? `/${siteid}/dashboard` : '/'}>{t('list.home')}</RouterLink>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
          {crumbs.map((crumb, index) => (
            // A fragment, not a wrapper: the list may hold only its items and separators.
            <Fragment key={`${crumb.label}-${index}`}>
              <Breadcrumb.Separator />
              <Breadcrumb.Item>
                {crumb.link && index < crumbs.length - 1 ? (
                  <Breadcrumb.Link asChild>
                    <RouterLink to={crumb.link}>{crumb.label}</RouterLink>
                  </Breadcrumb.Link>
                ) : (
                  <Breadcrumb.CurrentLink>{crumb.label}</Breadcrumb.CurrentLink>
                )}
              </Breadcrumb.Item>
            </Fragment>
          ))}
        </Breadcrumb.List>
      </Breadcrumb.Root>

      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="3">
        <HStack gap="2" wrap="wrap">
          <Heading as="h1" size="2xl">
            {config.title}
          </Heading>
          {beta ? <Badge colorPalette="purple">{t('list.beta')}</Badge> : null}
          {betaFallback ? (
            <Link href={betaFallback} fontSize="sm">
              {t('list.betaFallback')}
            </Link>
          ) : null}
        </HStack>
        <HStack gap="2" wrap="wrap">
          {hasOverview ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                setDrawnWithList(false);
                setOverviewOpen(!overviewOpen);
              }}
              aria-expanded={overviewOpen}
            >
              {overviewOpen ? t('list.overviewHide') : t('list.overviewShow')}
            </Button>
          ) : null}
          {(config.actions ?? []).map((action) => {
            const disabled = limitReached && action.disableWhenLimitReached === true;
            const target = actionTarget(action, pagePath);
            if (action.type === 'panel') {
              return (
                <Button
                  key={action.label}
                  size="sm"
                  colorPalette="blue"
                  disabled={disabled}
                  onClick={() => onOpen(action.path ?? '')}
                >
                  {action.label}
                </Button>
              );
            }
            if (action.type === 'external') {
              return (
                <Button
                  key={action.label}
                  size="sm"
                  variant="outline"
                  disabled={disabled}
                  asChild={!disabled}
                >
                  {disabled ? (
                    action.label
                  ) : (
                    <a href={target} target="_blank" rel="noopener noreferrer">
                      {action.label}
                    </a>
                  )}
                </Button>
              );
            }
            return (
              <Button
                key={action.label}
                size="sm"
                colorPalette="blue"
                disabled={disabled}
                asChild={!disabled}
              >
                {disabled ? (
                  action.label
                ) : (
                  <RouterLink to={`${target}${search}`}>{action.label}</RouterLink>
                )}
              </Button>
            );
          })}
        </HStack>
      </HStack>

      {overviewOpen && hasOverview ? (
        <PartBoundary>
          {drawnWithList ? (
            overview
          ) : (
            <Suspense fallback={<LoadingState label={t('list.overviewLoading')} delayed />}>
              {overview}
            </Suspense>
          )}
        </PartBoundary>
      ) : null}
    </Stack>
  );
}
