import { Button, CloseButton, Dialog, Link, Portal } from '@chakra-ui/react';
import {
  dialogRecipe,
  keepOpenOnFocusOutside,
  useReturnFocus,
  type FocusOpener,
} from '@site-admin/ui';
import { useQuery } from '@tanstack/react-query';
import { accountQuery, sitesQuery, useApiClient } from '@site-admin/api-client';
import { useEffect, useRef } from 'react';
import { useShellT } from './shell-texts';
import { sitesTexts } from './sites-texts';
import { SitesState } from './sites-state';
import { CREATE_SITE_PATH } from './sites-page';
import { useSwitchSite } from './use-switch-site';

/** The list's first control: a tab, else a site's Sign in. */
const firstControl = (list: HTMLElement | null) =>
  list?.querySelector<HTMLElement>('button:not([disabled]), [href], [tabindex="0"]') ?? null;

/**
 * 'Change Website': the site list in a modal, opened from the account menu. Closed, it gives the
 * focus to the account button (`openedFrom`, taken when the menu item was chosen): the menu item
 * that opened it is gone by then.
 */
export function ChangeSiteModal({
  open,
  onClose,
  openedFrom,
}: {
  open: boolean;
  onClose: () => void;
  openedFrom?: FocusOpener;
}) {
  const returnFocusTo = useReturnFocus(openedFrom);
  const { t } = useShellT(sitesTexts);
  const client = useApiClient();
  const sites = useQuery({ ...sitesQuery(client), enabled: open });
  const account = useQuery({ ...accountQuery(client), enabled: open });
  const { choose, choosing } = useSwitchSite();
  const list = useRef<HTMLDivElement>(null);
  // Sites that arrive after the dialog opened (its first open) take the focus it left on the list
  // (or on the dialog holding it) for want of a control.
  useEffect(() => {
    if (sites.isSuccess && list.current && document.activeElement?.contains(list.current))
      firstControl(list.current)?.focus();
  }, [sites.isSuccess]);

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
      initialFocusEl={() => firstControl(list.current) ?? list.current}
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
