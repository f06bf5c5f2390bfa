import type { FormValues, RuleInput } from './rules';
import { isRequired, parseRuleList } from './rules';

export const TRUNCATE_LENGTH = 10000;
/** The spec does not give the code editor's minimum; ten lines keeps an empty editor usable. */
export const CODE_EDITOR_MIN_LINES = 10;

/** Text fields (site URL and external file URL included) are trimmed before use. */
export function trimText(value: string): string {
  return value.trim();
}

/**
 * Cuts text to at most `length` characters (code points, so no emoji is split), the suffix
 * included when one is given (e.g. `'…'` for the 40-character order options summary).
 */
export function truncate(text: string, length: number = TRUNCATE_LENGTH, suffix = ''): string {
  const chars = [...text];
  if (chars.length <= length) return text;
  const room = Math.max(0, length - [...suffix].length);
  return chars.slice(0, room).join('') + suffix;
}

/** Pads the code editor's document with empty lines up to a minimum line count. */
export function padToMinLines(text: string, minLines: number = CODE_EDITOR_MIN_LINES): string {
  const lines = text.split('\n').length;
  return lines >= minLines ? text : text + '\n'.repeat(minLines - lines);
}

export interface FieldState {
  rules?: RuleInput;
  readOnly?: boolean;
  /** False for display-only fields (Info, Upsell). */
  interactive?: boolean;
}

/** A field shows '(Optional)' when it is not required, interactive and not read-only. */
export function showsOptional(field: FieldState, values: FormValues = {}): boolean {
  const { rules, readOnly = false, interactive = true } = field;
  return interactive && !readOnly && !isRequired(parseRuleList(rules), values);
}

const displayOnlyTypes = new Set(['info', 'upsell']);

/** Hidden fields and fields of type Info or Upsell are not shown as inputs. */
export function isInputField(field: { type: string; hidden?: boolean }): boolean {
  return !field.hidden && !displayOnlyTypes.has(field.type.toLowerCase());
}

/** Disabled (upsell) fields are not submitted; this drops them from the values. */
export function submittableValues<T extends FormValues>(
  values: T,
  disabled: readonly string[],
): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([field]) => !disabled.includes(field)),
  ) as Partial<T>;
}
