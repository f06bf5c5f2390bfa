import { Box, CloseButton, Container, Drawer, Flex, Portal, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import {
  accountQuery,
  ApiError,
  pingQuery,
  sidebarQuery,
  useApiClient,
} from '@site-admin/api-client';
import { ErrorState, LoadingState } from '@site-admin/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router';
import { useRouteSection } from './route-section';
import { SectionNav } from './section-nav';
import { TopBar } from './top-bar';

function errorText(error: Error, offline: string): string {
  return error instanceof ApiError && error.isNetworkError ? offline : error.message;
}

/** The frame of every site page: account, top bar, the section's sidebar and the page. */
export function ShellLayout() {
  const { t } = useTranslation();
  const client = useApiClient();
  const siteid = Number(useParams()['siteid']);
  const section = useRouteSection();
  const [menuOpen, setMenuOpen] = useState(false);

  const account = useQuery(accountQuery(client));
  const sidebar = useQuery({ ...sidebarQuery(client, siteid), enabled: Number.isInteger(siteid) });
  useQuery({ ...pingQuery(client), enabled: account.isSuccess });

  if (account.isPending) return <LoadingState label={t('shell.loadingAccount')} />;
  if (account.isError) {
    return (
      <Container maxW="xl" py="16">
        <ErrorState
          title={t('shell.accountError.title')}
          message={errorText(account.error, t('shell.accountError.offline'))}
          retryLabel={t('shell.accountError.retry')}
          onRetry={() => void account.refetch()}
        />
      </Container>
    );
  }

  const sections = sidebar.data ?? [];
  const entry = sections.find((candidate) => candidate.section === section);
  const sidebarContent = sidebar.isPending ? (
    <LoadingState label={t('shell.sidebarLoading')} />
  ) : sidebar.isError ? (
    <ErrorState
      title={t('shell.sidebarError')}
      message={errorText(sidebar.error, t('shell.accountError.offline'))}
      retryLabel={t('shell.accountError.retry')}
      onRetry={() => void sidebar.refetch()}
    />
  ) : entry ? (
    <SectionNav entry={entry} onNavigate={() => setMenuOpen(false)} />
  ) : null;

  return (
    <Flex direction="column" minH="100dvh">
      <TopBar
        account={account.data}
        sections={sections}
        currentSection={section}
        onOpenMenu={() => setMenuOpen(true)}
      />
      <Flex flex="1" align="stretch">
        {sidebarContent ? (
          <Box
            as="aside"
            display={{ base: 'none', lg: 'block' }}
            w="64"
            flexShrink={0}
            bg="white"
            borderRightWidth="1px"
            py="6"
            px="3"
          >
            {sidebarContent}
          </Box>
        ) : null}
        <Box as="main" flex="1" minW="0" px={{ base: '4', lg: '8' }} py={{ base: '4', lg: '8' }}>
          <Outlet />
        </Box>
      </Flex>

      <Drawer.Root
        open={menuOpen}
        onOpenChange={(details) => setMenuOpen(details.open)}
        placement="start"
        size="xs"
      >
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              <Drawer.Header>
                <Drawer.Title>{account.data.site_name}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                <Stack gap="6">
                  {sections.map((candidate) => (
                    <SectionNav
                      key={candidate.section}
                      entry={candidate}
                      onNavigate={() => setMenuOpen(false)}
                    />
                  ))}
                  {sidebar.isPending || sidebar.isError ? sidebarContent : null}
                </Stack>
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('shell.closeMenu')} />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </Flex>
  );
}
