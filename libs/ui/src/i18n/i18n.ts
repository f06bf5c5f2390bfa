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
    // i18next keeps the objects it is given and adds a part's texts into them (`useTexts`): a
    // copy keeps the module's texts as written, so each instance starts without any part's.
    resources: {
      [LOCALE]: { translation: structuredClone(enGB) },
    },
    // The app's texts first, then the validation rules' texts under their own keys (added with
    // the first part that checks input: useValidationTexts).
    fallbackNS: 'validation',
    interpolation: { escapeValue: false },
    initAsync: false,
    // A text looked up before its part added it would show its key: say so where the journeys
    // and the route check look (console errors). A call that gives a default means it.
    saveMissing: true,
    missingKeyHandler: (_languages, namespace, key, fallbackValue) => {
      if (fallbackValue === key) console.error(`Missing text ${namespace}:${key}`);
    },
  });
  return instance;
}
