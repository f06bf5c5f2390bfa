import { Box, Center, Image, Link, Menu, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { Account } from '@site-admin/api-client';
import {
  formatPublishDate,
  initialHighlight,
  menuSlotRecipe,
  useShellActions,
  type OpenedBy,
} from '@site-admin/ui';
import { useState, type ReactElement } from 'react';
import { clickMenuLink } from './menu-links';
import { liveSiteUrl } from './live-site';
import { useShellTexts, useShellT } from './shell-texts';

// The menu's own text: it comes with the menu's chunk, not with the first screen.
const publishMenuTexts = {
  publish: {
    noPreview: 'No preview yet',
  },
};

/** The live-site preview card: a screenshot with a skeleton until it loads. */
function LiveSiteCard({ account }: { account: Account }) {
  const { t } = useShellT();
  const { t: ts } = useShellTexts(publishMenuTexts);
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const live = liveSiteUrl(account);
  // A screenshot that cannot load (or none yet) is a plain tile, not a broken image.
  const picture =
    account.screenshot && state !== 'failed' ? (
      <Box
        position="relative"
        w="full"
        aspectRatio={16 / 10}
        overflow="hidden"
        rounded="md"
        borderWidth="1px"
      >
        {state === 'loaded' ? null : <Skeleton position="absolute" inset="0" />}
        <Image
          src={account.screenshot}
          alt={t('shell.publish.screenshot', { site: account.site_name })}
          w="full"
          h="full"
          objectFit="cover"
          opacity={state === 'loaded' ? 1 : 0}
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
        />
      </Box>
    ) : (
      <Center
        w="full"
        aspectRatio={16 / 10}
        rounded="md"
        borderWidth="1px"
        bg="gray.100"
        color="fg.muted"
        fontSize="sm"
        data-testid="preview-tile"
      >
        {ts('publish.noPreview')}
      </Center>
    );
  return live ? (
    <Link
      href={live}
      target="_blank"
      rel="noopener noreferrer"
      display="block"
      aria-label={t('shell.publish.viewLive')}
    >
      {picture}
    </Link>
  ) : (
    <Box aria-disabled="true" opacity={0.6}>
      {picture}
    </Box>
  );
}

/** The publish dropdown: publish, preview, view the live site, and when it was last published. */
export function PublishMenu({
  account,
  siteid,
  trigger,
  openedBy,
}: {
  account: Account;
  siteid: string;
  trigger: ReactElement;
  openedBy: OpenedBy;
}) {
  const { t } = useShellT();
  const actions = useShellActions();
  const live = liveSiteUrl(account);
  const highlight = initialHighlight(openedBy, ['publish', 'preview', ...(live ? ['live'] : [])]);

  return (
    <Menu.Root
      recipe={menuSlotRecipe}
      positioning={{ placement: 'bottom-end' }}
      defaultOpen
      navigate={clickMenuLink}
      {...(highlight ? { defaultHighlightedValue: highlight } : {})}
    >
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content w="72" p="2">
            <Stack gap="2" p="1">
              <LiveSiteCard account={account} />
              <Text fontSize="xs" color="fg.muted" data-testid="last-published">
                {account.last_publish_date
                  ? t('shell.publish.lastPublished', {
                      date: formatPublishDate(account.last_publish_date),
                    })
                  : t('shell.publish.neverPublished')}
              </Text>
            </Stack>
            <Menu.Separator />
            {/* Acts on its click, not the menu's select: see the account menu. */}
            <Menu.Item value="publish" onClick={() => actions.openPublish()}>
              {t('shell.publish.publish')}
            </Menu.Item>
            <Menu.Item value="preview" asChild>
              <a href={`/${siteid}/livesite`} target="_blank" rel="noopener noreferrer">
                {t('shell.publish.preview')}
              </a>
            </Menu.Item>
            {live ? (
              <Menu.Item value="live" asChild>
                <a href={live} target="_blank" rel="noopener noreferrer">
                  {t('shell.publish.viewLive')}
                </a>
              </Menu.Item>
            ) : (
              <Menu.Item value="live" disabled>
                {t('shell.publish.viewLive')}
              </Menu.Item>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
