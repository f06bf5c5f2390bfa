import { useTranslation } from 'react-i18next';
import { pageEngineCoreTexts } from './core-texts';

export const PAGE_ENGINE_NAMESPACE = 'page-engine';

type Texts = { readonly [key: string]: string | Texts };

/**
 * Adds texts to the engine's namespace the first time a part that needs them renders (`sentinel`
 * is one of their keys): the core texts with the server page, the rest with the list, forms and
 * cards.
 */
export function usePageEngineBundle(sentinel: string, texts: Texts): void {
  const { i18n } = useTranslation();
  const language = i18n.language || 'en-GB';
  if (i18n.getResource(language, PAGE_ENGINE_NAMESPACE, sentinel) === undefined) {
    i18n.addResourceBundle(language, PAGE_ENGINE_NAMESPACE, texts, true, false);
  }
}

/** The engine's `t` for its namespace, then the app's shared texts and the validation messages. */
export function usePageEngineT() {
  // nsMode 'fallback': a key missing from the engine's namespace is looked up in the next.
  return useTranslation([PAGE_ENGINE_NAMESPACE, 'translation'], { nsMode: 'fallback' });
}

/** The `t` of the parts on a server page's first paint (the page frame, the dashboard layout). */
export function usePageEngineCoreTexts() {
  usePageEngineBundle('list.loading', pageEngineCoreTexts);
  return usePageEngineT();
}
