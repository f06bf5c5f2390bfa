import { useTranslation } from 'react-i18next';

/** A part's texts: nested objects of strings, as i18next keeps them. */
export type Texts = { readonly [key: string]: string | Texts };

/** The dotted path of the first text in `texts` (it tells whether they were added). */
function firstKey(texts: Texts): string {
  const [key, value] = Object.entries(texts)[0] ?? [];
  if (key === undefined) return '';
  return typeof value === 'object' ? `${key}.${firstKey(value)}` : key;
}

/**
 * A lib's own i18n namespace, added to the app's i18next instance the first time a part of that
 * lib renders, so a lazy feature's texts load with its chunk instead of the first screen's. Parts
 * may add their own texts to one namespace, each when it first renders (a lazy dialog's texts
 * come with the dialog).
 */
export function useTexts(namespace: string, texts: Texts) {
  const { i18n } = useTranslation();
  const language = i18n.language || 'en-GB';
  if (i18n.getResource(language, namespace, firstKey(texts)) === undefined) {
    i18n.addResourceBundle(language, namespace, texts, true, false);
  }
  return useTranslation(namespace);
}
