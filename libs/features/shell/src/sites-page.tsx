import { Card, Container, Heading, Link, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { authStatusQuery, sitesQuery, useApiClient } from '@site-admin/api-client';
import { useShellT } from './shell-texts';
import { sitesTexts } from './sites-texts';
import { SitesState } from './sites-state';
import { useSwitchSite } from './use-switch-site';

/** Where a new site is set up; the older site builder serves it (its address is not shown). */
export const CREATE_SITE_PATH = '/setup/new-site';

/** The site selection screen: every site of the account, with a way into each. */
export function SitesPage({ go }: { go?: (path: string) => void }) {
  const { t } = useShellT(sitesTexts);
  const client = useApiClient();
  const sites = useQuery(sitesQuery(client));
  // The site the session is on is marked in the list (no sign-in for it).
  const signedIn = useQuery({ ...authStatusQuery(client), retry: false });
  const { choose, choosing } = useSwitchSite(go);

  return (
    <Container maxW="4xl" py={{ base: '6', lg: '12' }}>
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          {t('sites.title')}
        </Heading>
        <Card.Root>
          <Card.Body>
            <SitesState
              sites={sites}
              currentSiteId={signedIn.data?.siteid}
              choosing={choosing}
              onChoose={(site) => choose(site)}
            />
          </Card.Body>
        </Card.Root>
        <Link href={CREATE_SITE_PATH} alignSelf="flex-start">
          {t('sites.create')}
        </Link>
      </Stack>
    </Container>
  );
}
