import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { messages as validationMessages } from '@site-admin/validation';
import { enGB } from './en-gb';

export const LOCALE = 'en-GB';

type Resource = { [key: string]: string | Resource };

/** The validation rules' flat `a.b.c` keys as the nested object i18next looks keys up in. */
function nest(flat: Readonly<Record<string, string>>): Resource {
  const root: Resource = {};
  for (const [key, text] of Object.entries(flat)) {
    const parts = key.split('.');
    const last = parts.pop() ?? key;
    let node = root;
    for (const part of parts) {
      const next = node[part];
      node = typeof next === 'object' ? next : (node[part] = {});
    }
    node[last] = text;
  }
  return root;
}

/** A ready i18next instance with the bundled English texts (no network, no flash of keys). */
export function createI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: LOCALE,
    fallbackLng: LOCALE,
    // i18next keeps the objects it is given and adds a part's texts into them (`useTexts`): a
    // copy keeps the module's texts as written, so each instance starts without any part's.
    resources: {
      [LOCALE]: { translation: structuredClone(enGB), validation: nest(validationMessages) },
    },
    // The app's texts first, then the validation rules' texts under their own keys.
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
