import { useTranslation } from 'react-i18next';

type Texts = { [key: string]: string | Texts };

/**
 * A lib's own i18n namespace, added to the app's i18next instance the first time a part of that
 * lib renders, so a lazy feature's texts load with its chunk instead of the first screen's.
 */
export function useTexts(namespace: string, texts: Texts) {
  const { i18n } = useTranslation();
  const language = i18n.language || 'en-GB';
  if (!i18n.hasResourceBundle(language, namespace)) {
    i18n.addResourceBundle(language, namespace, texts, true, false);
  }
  return useTranslation(namespace);
}
