import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { dialogRecipe } from '@site-admin/ui';
import { useQuery } from '@tanstack/react-query';
import { sitesQuery, useApiClient, type Account, type SiteGroups } from '@site-admin/api-client';
import { useShellT } from './shell-texts';
import { sitesTexts } from './sites-texts';
import { useSwitchSite } from './use-switch-site';

interface SiteChangedModalProps {
  /** The account as the server has it now: on another site than the address. */
  account: Account;
  /** The site in the address, which this tab was showing. */
  siteid: number;
}

function nameOf(groups: SiteGroups | undefined, siteid: number): string | undefined {
  if (!groups) return undefined;
  return [...groups.owned, ...groups.other, ...groups.expired].find((site) => site.ID === siteid)
    ?.site_name;
}

/**
 * The account was switched to another site in another tab. This tab cannot carry on as it is:
 * switch the session back to its site, or follow the switch.
 */
export function SiteChangedModal({ account, siteid }: SiteChangedModalProps) {
  const { t } = useShellT(sitesTexts);
  const sites = useQuery(sitesQuery(useApiClient()));
  const siteName = nameOf(sites.data, siteid) ?? t('sites.thisSite', { siteid });
  const { choose, choosing } = useSwitchSite();

  return (
    <Dialog.Root
      recipe={dialogRecipe}
      open
      closeOnEscape={false}
      closeOnInteractOutside={false}
      role="alertdialog"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('sites.changed.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>
                  {t('sites.changed.body', { site: account.site_name, previous: siteName })}
                </Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button
                variant="outline"
                onClick={() => window.location.assign(`/${account.siteid}/dashboard`)}
              >
                {t('sites.changed.follow', { site: account.site_name })}
              </Button>
              <Button
                colorPalette="blue"
                loading={choosing !== null}
                onClick={() => choose({ ID: siteid, site_name: siteName }, { stay: true })}
              >
                {t('sites.changed.switchBack', { previous: siteName })}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
