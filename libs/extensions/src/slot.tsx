import { LoadingState, PartBoundary } from '@site-admin/ui';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface SlotProps<P extends object> {
  component: ComponentType<P>;
  props: P;
  /** Shown while a lazy part loads (a spinner with 'Loading…' by default). */
  loading?: ReactNode;
  /** Drawn instead of the default notice when the part fails. */
  fallback?: (props: { error: unknown; retry: () => void }) => ReactNode;
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
