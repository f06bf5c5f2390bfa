import { useTexts } from '@site-admin/ui';
import { useTranslation } from 'react-i18next';
import { pageEngineCoreTexts } from './core-texts';

export const PAGE_ENGINE_NAMESPACE = 'page-engine';

/** The engine's `t` for its namespace, then the app's shared texts and the validation messages. */
export function usePageEngineT() {
  // nsMode 'fallback': a key missing from the engine's namespace is looked up in the next.
  return useTranslation([PAGE_ENGINE_NAMESPACE, 'translation'], { nsMode: 'fallback' });
}

/** The `t` of the parts on a server page's first paint (the page frame, the dashboard layout). */
export function usePageEngineCoreTexts() {
  // Added the first time a server page draws (useTexts), with the page's chunk.
  useTexts(PAGE_ENGINE_NAMESPACE, pageEngineCoreTexts);
  return usePageEngineT();
}
