import { Button, CloseButton, Dialog, Link, Portal } from '@chakra-ui/react';
import { dialogRecipe, keepOpenOnFocusOutside, useReturnFocus } from '@site-admin/ui';
import { useQuery } from '@tanstack/react-query';
import { accountQuery, sitesQuery, useApiClient } from '@site-admin/api-client';
import { useRef } from 'react';
import { useShellT } from './shell-texts';
import { sitesTexts } from './sites-texts';
import { SitesState } from './sites-state';
import { CREATE_SITE_PATH } from './sites-page';
import { useSwitchSite } from './use-switch-site';

/**
 * 'Change Website': the site list in a modal, opened from the account menu. Closed, it gives the
 * focus to the account button: the menu item that opened it is gone by then.
 */
export function ChangeSiteModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const returnFocusTo = useReturnFocus();
  const { t } = useShellT(sitesTexts);
  const client = useApiClient();
  const sites = useQuery({ ...sitesQuery(client), enabled: open });
  const account = useQuery({ ...accountQuery(client), enabled: open });
  const { choose, choosing } = useSwitchSite();
  const list = useRef<HTMLDivElement>(null);

  return (
    <Dialog.Root
      recipe={dialogRecipe}
      open={open}
      onOpenChange={(details) => (details.open ? undefined : onClose())}
      size={{ base: 'full', md: 'lg' }}
      placement="center"
      finalFocusEl={returnFocusTo}
      onFocusOutside={keepOpenOnFocusOutside}
      // Focus starts in the list (its first control), not on the dialog's last button.
      initialFocusEl={() =>
        list.current?.querySelector<HTMLElement>(
          'button:not([disabled]), [href], [tabindex="0"]',
        ) ?? list.current
      }
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* The phone's full-screen size sets a full height, no margin and square corners, which
              the larger size does not undo: from tablets up the dialog is as tall as its list. */}
          <Dialog.Content minH={{ md: 'auto' }} my={{ md: 'auto' }} borderRadius={{ md: 'l3' }}>
            <Dialog.Header>
              <Dialog.Title>{t('sites.changeTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body ref={list} tabIndex={-1} outline="none">
              <SitesState
                sites={sites}
                currentSiteId={account.data?.siteid}
                choosing={choosing}
                onChoose={(site) => choose(site)}
              />
            </Dialog.Body>
            <Dialog.Footer justifyContent="space-between">
              <Link href={CREATE_SITE_PATH}>{t('sites.create')}</Link>
              <Button variant="outline" onClick={onClose}>
                {t('modal.cancel')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('sites.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
