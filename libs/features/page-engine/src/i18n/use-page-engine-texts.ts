import { pageEngineTexts } from './en-gb';
import { useTexts, useValidationTexts } from '@site-admin/ui';
import { PAGE_ENGINE_NAMESPACE, usePageEngineCoreTexts } from './use-core-texts';

export { PAGE_ENGINE_NAMESPACE } from './use-core-texts';

/**
 * The engine's `t`: its own namespace first (list, form, formView, cards, datatable.bulk), then
 * the app's shared texts (part, modal, datatable, notFound) and the validation messages.
 */
export function usePageEngineTexts() {
  // Adds the namespace the first time an engine part renders (with the engine's chunk).
  const t = usePageEngineCoreTexts();
  useTexts(PAGE_ENGINE_NAMESPACE, pageEngineTexts);
  useValidationTexts();
  return t;
}
