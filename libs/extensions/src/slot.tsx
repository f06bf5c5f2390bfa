import { LoadingState, PartBoundary } from '@site-admin/ui';
import {
  Suspense,
  startTransition,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { isLazyPart } from './lazy-part';

interface SlotProps<P extends object> {
  component: ComponentType<P>;
  props: P;
  /** Shown while a lazy part loads (a spinner with 'Loading…' by default). */
  loading?: ReactNode;
  /** Drawn instead of the default notice when the part fails. */
  fallback?: (props: { error: unknown; retry: () => void }) => ReactNode;
}

/**
 * When a lazy part's code arrives, draws it as an update of the slot. Left to React, a part that
 * suspended is shown by a retry, which React holds back until 300 ms after the last loading state
 * anywhere on the screen: on a first screen of parts each waited about that long. The update is a
 * transition, which React draws in slices between which the page answers input: a list's fifty
 * status cells arriving together were one long task as a plain update.
 */
function useRevealWhenLoaded<P extends object>(part: ComponentType<P>) {
  const [, setRevealed] = useState(0);
  const waiting = isLazyPart(part) && !part.isLoaded();
  useEffect(() => {
    if (!waiting || !isLazyPart(part)) return undefined;
    let mounted = true;
    // A failed load is the part's own to show (its boundary's notice); nothing to draw here.
    part.preload().then(
      () => {
        if (mounted) startTransition(() => setRevealed((count) => count + 1));
      },
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [part, waiting]);
}

/**
 * Draws one registered part in its own error boundary and suspense: a part that throws, or whose
 * chunk fails to load, shows its own notice while the rest of the screen works.
 */
export function Slot<P extends object>({
  component: Part,
  props,
  loading,
  fallback,
}: SlotProps<P>) {
  const { t } = useTranslation();
  useRevealWhenLoaded(Part);
  return (
    <PartBoundary {...(fallback ? { fallback } : {})}>
      <Suspense
        fallback={loading === undefined ? <LoadingState label={t('part.loading')} /> : loading}
      >
        <Part {...props} />
      </Suspense>
    </PartBoundary>
  );
}
