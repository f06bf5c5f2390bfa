import { Box, Button, Card, Grid, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  accountQuery,
  dashboardModuleQuery,
  useApiClient,
  type DashboardColumn,
  type DashboardModule,
  type DashboardPage,
} from '@site-admin/api-client';
import { Slot, useExtensions, type DashboardModuleProps } from '@site-admin/extensions';
import { PartBoundary, useNearViewport } from '@site-admin/ui';
import { useEffect, type ReactNode } from 'react';
import { usePageEngineCoreTexts } from '../i18n/use-core-texts';
import { FIRST_SCREEN_MODULES } from '../page-loader';
import { sameOriginPath } from '../same-origin';

type DashboardSubColumn = NonNullable<DashboardColumn['columns']>[number];

/** How far below the screen a module starts loading as the page scrolls. */
const NEAR_MARGIN = '0px';
/**
 * A loading module's frame is about as tall as a drawn one: the first screen then holds the
 * modules it will show (and loads those only), and the page moves less as they arrive.
 */
const SKELETON_HEIGHT = '56';
/**
 * A module waiting to be scrolled near is not loading yet: its skeleton holds still. Pulsing, the
 * skeletons below the first screen kept the dashboard drawing frames as long as it stayed open
 * (about 5% of a core at rest).
 */
const STILL = { '& .chakra-skeleton': { animation: 'none' } };

/** Column widths in twelfths; columns without one share what is left equally. */
function gridTemplate(columns: { width?: number }[]): string {
  const given = columns.reduce((sum, column) => sum + (column.width ?? 0), 0);
  const open = columns.filter((column) => column.width === undefined).length;
  const share = open === 0 ? 0 : Math.max(12 - given, open) / open;
  return columns.map((column) => `minmax(0, ${column.width ?? share}fr)`).join(' ');
}

function titleOf(module: DashboardModule, data: unknown): string {
  if (
    typeof data === 'object' &&
    data !== null &&
    'title' in data &&
    typeof data.title === 'string'
  )
    return data.title;
  return module.properties?.title ?? module.type;
}

function ModuleFrame({
  title,
  children,
  minH,
}: {
  title: string;
  children: ReactNode;
  minH?: string;
}) {
  return (
    <Card.Root variant="outline" data-testid="dashboard-module" {...(minH ? { minH } : {})}>
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

function ModuleView({ module, data }: DashboardModuleProps) {
  const { t } = usePageEngineCoreTexts();
  const Registered = useExtensions().dashboardModule(module.type);
  if (Registered) {
    return (
      <Slot
        component={Registered}
        props={data === undefined ? { module } : { module, data }}
        loading={<ModuleSkeleton module={module} data={data} />}
      />
    );
  }
  return (
    <ModuleFrame title={titleOf(module, data)}>
      <Text color="fg.muted">{t('cards.dashboard.moduleUnavailable')}</Text>
    </ModuleFrame>
  );
}

/** A module with its own address: loading, then the module with its data, or the error. */
function LoadingModule({ module, address }: { module: DashboardModule; address: string }) {
  const { t } = usePageEngineCoreTexts();
  const query = useQuery(dashboardModuleQuery(useApiClient(), address));
  if (query.isPending) return <ModuleSkeleton module={module} />;
  if (query.isError) {
    return (
      <ModuleFrame title={titleOf(module, undefined)}>
        <Stack gap="2" role="alert" align="flex-start">
          <Text fontWeight="semibold">{t('cards.dashboard.moduleError')}</Text>
          <Text color="fg.muted">{query.error.message}</Text>
          <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
            {t('cards.dashboard.retry')}
          </Button>
        </Stack>
      </ModuleFrame>
    );
  }
  return <ModuleView module={module} data={query.data} />;
}

/**
 * A module loading its data or its code: the loading state its feature registered for its type
 * (sized like the module), else its frame with a skeleton.
 */
function ModuleSkeleton({ module, data }: DashboardModuleProps) {
  const { t } = usePageEngineCoreTexts();
  const Registered = useExtensions().dashboardModuleSkeleton(module.type);
  if (Registered)
    return (
      <Slot component={Registered} props={data === undefined ? { module } : { module, data }} />
    );
  return (
    <ModuleFrame title={titleOf(module, data)} minH={SKELETON_HEIGHT}>
      <Stack gap="2" role="status" aria-label={t('cards.dashboard.moduleLoading')}>
        <Skeleton height="4" />
        <Skeleton height="4" width="80%" />
        <Skeleton height="4" width="60%" />
      </Stack>
    </ModuleFrame>
  );
}

/**
 * One module in its own error boundary: a module that fails never blanks the dashboard. A module
 * below the first screen shows its frame and loads its code and data when scrolled near; the
 * first modules of each column (whose code the page's loader started) draw at once.
 */
function ModuleSlot({
  module,
  onFirstScreen,
}: {
  module: DashboardModule;
  onFirstScreen: boolean;
}) {
  const [ref, near] = useNearViewport<HTMLDivElement>(NEAR_MARGIN, onFirstScreen);
  // Only same-origin addresses are asked; a module with another shows its own properties.
  const address = module.ajax ? sameOriginPath(module.ajax) : null;
  return (
    <Box ref={ref} minW="0" {...(near ? {} : { css: STILL })}>
      <PartBoundary>
        {!near ? (
          <ModuleSkeleton module={module} />
        ) : address !== null ? (
          <LoadingModule module={module} address={address} />
        ) : (
          <ModuleView module={module} />
        )}
      </PartBoundary>
    </Box>
  );
}

function Modules({
  modules: list = [],
  firstScreen,
}: {
  modules?: DashboardModule[] | undefined;
  /** Whether the column's first modules are on the first screen (a top-level column's are). */
  firstScreen: boolean;
}) {
  return list.map((module, index) => (
    <ModuleSlot
      key={`${module.type}-${index}`}
      module={module}
      onFirstScreen={firstScreen && index < FIRST_SCREEN_MODULES}
    />
  ));
}

function Column({ column }: { column: DashboardColumn }) {
  const subColumns: DashboardSubColumn[] = column.columns ?? [];
  return (
    <Stack gap="4" minW="0" data-testid="dashboard-column">
      <Modules modules={column.modules} firstScreen />
      {subColumns.length > 0 ? (
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: gridTemplate(subColumns) }} gap="4">
          {subColumns.map((sub, index) => (
            <Stack key={index} gap="4" minW="0" data-testid="dashboard-sub-column">
              <Modules modules={sub.modules} firstScreen={false} />
            </Stack>
          ))}
        </Grid>
      ) : null}
    </Stack>
  );
}

/**
 * An account that arrived this recently is what the server has now: the dashboard the app opens
 * on (whose shell has just loaded the account) or reaches after a site switch (which reloads it)
 * does not ask for it again. Asked again, it re-rendered the whole page in one task as the reply
 * came in (about 30 ms of Lighthouse's blocking time on the dashboard).
 */
const ACCOUNT_FRESH_MS = 5_000;

/**
 * The dashboard layout (spec 1 section 2, spec 2 section 2): nested columns of modules, each drawn
 * by the module registry. The account is reloaded on mount (the plan or status may have changed).
 */
export function DashboardLayout({ page }: { page: DashboardPage }) {
  const queryClient = useQueryClient();
  const client = useApiClient();
  // Reloaded unless it is on its way or younger than ACCOUNT_FRESH_MS (the query's stale time).
  useEffect(() => {
    void queryClient.prefetchQuery({ ...accountQuery(client), staleTime: ACCOUNT_FRESH_MS });
  }, [queryClient, client]);
  const { title, columns } = page.config;
  return (
    <Stack gap="6">
      {title ? (
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
      ) : null}
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: gridTemplate(columns) }} gap="6">
        {columns.map((column, index) => (
          <Column key={index} column={column} />
        ))}
      </Grid>
    </Stack>
  );
}
