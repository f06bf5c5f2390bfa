import { useTexts } from '@site-admin/ui';
import { useTranslation } from 'react-i18next';
import { pageEngineTexts } from './en-gb';

export const PAGE_ENGINE_NAMESPACE = 'page-engine';

/**
 * The engine's `t`: its own namespace first (list, form, formView, cards, datatable.bulk), then
 * the app's shared texts (part, modal, datatable, notFound) and the validation messages.
 */
export function usePageEngineTexts() {
  // Adds the namespace the first time an engine part renders (with the engine's chunk).
  useTexts(PAGE_ENGINE_NAMESPACE, pageEngineTexts);
  // nsMode 'fallback': a key missing from the engine's namespace is looked up in the next.
  return useTranslation([PAGE_ENGINE_NAMESPACE, 'translation'], { nsMode: 'fallback' });
}
