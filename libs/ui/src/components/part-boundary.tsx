import { Alert, Box, Button, Stack } from '@chakra-ui/react';
import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A lazy chunk that no longer exists on the server (a deploy replaced it): only a reload helps. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}

/**
 * The texts for a part whose code did not arrive: with no connection it says so ('chunkOffline'),
 * else a deploy replaced the code ('chunk'); null for any other failure. Either way only a reload
 * helps: the browser keeps a failed import's result.
 */
export function chunkFailure(error: unknown): 'chunk' | 'chunkOffline' | null {
  if (!isChunkLoadError(error)) return null;
  return navigator.onLine ? 'chunk' : 'chunkOffline';
}

/**
 * 'This part could not be shown' with Try again; a part whose code did not load offers Reload
 * instead (trying the same chunk again cannot work). Close when the part can be put away.
 */
export function PartFailed({
  error,
  onRetry,
  onClose,
}: {
  error: unknown;
  onRetry: () => void;
  onClose?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const chunk = chunkFailure(error);
  return (
    <Alert.Root status="error" role="alert" alignItems="flex-start" data-testid="part-failed">
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Title>{t(chunk ? `part.${chunk}Title` : 'part.title')}</Alert.Title>
        <Alert.Description>{t(chunk ? `part.${chunk}Body` : 'part.body')}</Alert.Description>
        <Button
          size="sm"
          variant="outline"
          alignSelf="flex-start"
          onClick={chunk ? () => window.location.reload() : onRetry}
        >
          {t(chunk ? 'part.reload' : 'part.retry')}
        </Button>
        {onClose ? (
          <Button size="sm" variant="ghost" alignSelf="flex-start" onClick={onClose}>
            {t('modal.close')}
          </Button>
        ) : null}
      </Stack>
    </Alert.Root>
  );
}

interface PartBoundaryProps {
  children: ReactNode;
  /** Drawn instead of the default notice (e.g. inside a panel's frame). */
  fallback?: (props: { error: unknown; retry: () => void }) => ReactNode;
  /** Puts the failed part away (a modal that failed): the notice then offers Close too. */
  onClose?: () => void;
}

/**
 * Keeps a render error inside one part of the screen (a panel, a modal, a dashboard module, a
 * cell): 'This part could not be shown' with a retry, while the rest of the page keeps working.
 */
export class PartBoundary extends Component<
  PartBoundaryProps,
  { error: unknown; failed: boolean }
> {
  override state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A part of the page failed to render', error, info.componentStack);
  }

  retry = () => this.setState({ error: null, failed: false });

  override render() {
    if (!this.state.failed) return this.props.children;
    const { error } = this.state;
    return this.props.fallback ? (
      this.props.fallback({ error, retry: this.retry })
    ) : (
      <PartFailed error={error} onRetry={this.retry} onClose={this.props.onClose} />
    );
  }
}

/**
 * Around a modal whose code loads when it opens: a modal that cannot load or draw shows its notice
 * at the foot of the screen (the modal itself is drawn in a layer of its own), with Close when it
 * can be put away.
 */
export function ModalBoundary({
  onClose,
  children,
}: {
  onClose?: (() => void) | undefined;
  children: ReactNode;
}) {
  return (
    <Box position="fixed" insetX="4" bottom="4" zIndex="modal">
      <PartBoundary onClose={onClose}>
        <Suspense fallback={null}>{children}</Suspense>
      </PartBoundary>
    </Box>
  );
}
