import { ChakraProvider } from '@chakra-ui/react';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { appSystem } from '../theme/system';

export function UiProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={appSystem()}>{children}</ChakraProvider>
    </I18nextProvider>
  );
}
