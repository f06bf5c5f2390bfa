import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enGB } from './en-gb';

export const LOCALE = 'en-GB';

/** A ready i18next instance with the bundled English texts (no network, no flash of keys). */
export function createI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: LOCALE,
    fallbackLng: LOCALE,
    resources: { [LOCALE]: { translation: enGB } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
