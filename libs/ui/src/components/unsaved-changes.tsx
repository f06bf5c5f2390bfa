import { Button, Dialog, Portal } from '@chakra-ui/react';
import { dialogRecipe } from '../theme/lazy-recipes';
import { keepOpenOnFocusOutside } from './keep-open-on-focus-outside';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTexts } from '../i18n/use-texts';
import { useBlocker, type Location } from 'react-router';

/** The leave question's texts: they come with its code, not with the first screen. */
export const unsavedTexts = {
  unsaved: {
    title: 'Leave without saving?',
    body: 'You have changes that are not saved yet. If you leave now, they will be lost.',
    stay: 'Stay on this page',
    leave: 'Leave without saving',
  },
};

interface GuardState {
  dirty: boolean;
  keepsWorkOn: string | undefined;
}

/**
 * Every guard drawn. The router asks only one blocker, the last made (a form page and the form
 * of a sub-view opened over it are two), so each one answers for all of them.
 */
const guards = new Set<{ current: GuardState }>();

/** Whether going from `current` to `next` takes away the form a guard protects. */
function losesWork(guard: GuardState, current: Location, next: Location): boolean {
  if (!guard.dirty) return false;
  if (current.pathname === next.pathname && current.search === next.search) return false;
  const page = guard.keepsWorkOn;
  if (page === undefined) return true;
  // A sub-view below the page opens over it, and closes back to it with the same query.
  if (next.pathname.startsWith(`${page}/`)) return false;
  return !(next.pathname === page && next.search === current.search);
}

/**
 * Protects unsaved work: an in-app navigation asks 'Leave without saving?' and closing or
 * reloading the tab asks the browser's own question, while `dirty` is true. `keepsWorkOn` is a
 * page whose form stays drawn under its sub-views: opening one (an address below it) and coming
 * back from it ask nothing.
 */
export function UnsavedChangesGuard({
  dirty,
  keepsWorkOn,
}: {
  dirty: boolean;
  keepsWorkOn?: string;
}) {
  const { t } = useTexts('translation', unsavedTexts);
  const stateRef = useRef<GuardState>({ dirty, keepsWorkOn });
  useLayoutEffect(() => {
    stateRef.current = { dirty, keepsWorkOn };
  }, [dirty, keepsWorkOn]);
  useLayoutEffect(() => {
    guards.add(stateRef);
    return () => {
      guards.delete(stateRef);
    };
  }, []);
  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    [...guards].some((guard) => losesWork(guard.current, currentLocation, nextLocation)),
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
