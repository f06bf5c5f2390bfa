import { Button, Dialog, Portal } from '@chakra-ui/react';
import { dialogRecipe } from '../theme/lazy-recipes';
import { keepOpenOnFocusOutside } from './keep-open-on-focus-outside';
import { useEffect } from 'react';
import { useTexts } from '../i18n/use-texts';
import { useBlocker } from 'react-router';

/** The leave question's texts: they come with its code, not with the first screen. */
export const unsavedTexts = {
  unsaved: {
    title: 'Leave without saving?',
    body: 'You have changes that are not saved yet. If you leave now, they will be lost.',
    stay: 'Stay on this page',
    leave: 'Leave without saving',
  },
};

/**
 * Protects unsaved work: an in-app navigation asks 'Leave without saving?' and closing or
 * reloading the tab asks the browser's own question, while `dirty` is true.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const { t } = useTexts('translation', unsavedTexts);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a returnValue to show their prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const open = blocker.state === 'blocked';
  return (
    <Dialog.Root
      recipe={dialogRecipe}
      role="alertdialog"
      open={open}
      onOpenChange={(details) => (details.open ? undefined : blocker.reset?.())}
      onFocusOutside={keepOpenOnFocusOutside}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('unsaved.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{t('unsaved.body')}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => blocker.reset?.()}>
                {t('unsaved.stay')}
              </Button>
              <Button colorPalette="red" onClick={() => blocker.proceed?.()}>
                {t('unsaved.leave')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
