import { Alert, Stack } from '@chakra-ui/react';
import { LoadingState } from '@site-admin/ui';
import { useEffect, useImperativeHandle, useState } from 'react';
import { useBillingTexts } from '../i18n/use-billing-texts';
import { SavedCard } from '../parts/saved-card';
import type { GatewayFormProps } from './gateway';

/** The card provider's script; its card fields mount inside this gateway's box. */
const PROVIDER_SCRIPT = 'https://js.card-provider.example/v3/';

type ScriptState = 'loading' | 'ready' | 'failed';

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`could not load ${src}`));
    document.head.append(script);
  });
}

/**
 * The card provider's adapter, behind the same interface as the development gateway. The
 * provider's script draws the card fields; when it cannot load (a closed network) the form says so
 * and a saved card can still pay.
 */
export function CardProviderGateway({ handle, savedCard }: GatewayFormProps) {
  const { t } = useBillingTexts();
  const [state, setState] = useState<ScriptState>('loading');

  useEffect(() => {
    let live = true;
    loadScript(PROVIDER_SCRIPT).then(
      () => live && setState('ready'),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, []);

  useImperativeHandle(
    handle,
    () => ({
      readCard: async () =>
        savedCard ? { ok: true, data: { payment_method: savedCard.id } } : { ok: false },
      // The provider runs its own challenge; without its script nothing can be confirmed.
      authenticate: async () => null,
    }),
    [savedCard],
  );

  if (savedCard) return <SavedCard card={savedCard} />;
  if (state === 'loading') return <LoadingState label={t('card.loading')} />;
  return (
    <Stack>
      {state === 'failed' ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{t('card.provider_failed')}</Alert.Title>
        </Alert.Root>
      ) : (
        <div data-testid="card-provider-fields" />
      )}
    </Stack>
  );
}
