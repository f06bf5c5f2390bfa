import { messages } from '@site-admin/validation';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Texts } from './use-texts';

/** The validation rules' flat `a.b.c` keys as the nested object i18next looks keys up in. */
function nest(flat: Readonly<Record<string, string>>): Texts {
  type Node = { [key: string]: string | Node };
  const root: Node = {};
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

const validationTexts = nest(messages);

/**
 * Adds the validation rules' texts (the `validation` namespace, every `t`'s fallback) to an
 * i18next instance that has not got them yet.
 */
export function addValidationTexts(i18n: I18n): void {
  const language = i18n.language || 'en-GB';
  if (!i18n.hasResourceBundle(language, 'validation')) {
    i18n.addResourceBundle(language, 'validation', validationTexts, true, false);
  }
}

/**
 * The validation rules' texts, added the first time a part that checks input renders (a form, a
 * filter, sign-in, payment): they come with those parts' chunks, not with the first screen, which
 * checks no input.
 */
export function useValidationTexts(): void {
  addValidationTexts(useTranslation().i18n);
}
