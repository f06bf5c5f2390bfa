// Product options in both styles (spec 1 section 3), their summary and when they expand.
import type { OrderListProduct, OrderProductOption } from '@site-admin/api-client';

/** The summary of a product's options is cut at 40 characters (spec 1 section 9). */
export const OPTIONS_SUMMARY_LENGTH = 40;

export interface OptionLine {
  title: string;
  values: { text: string; custom: string | null }[];
}

/** New style (`title`, items `title`/`custom_value`) or old style (`optionname`, `itemvalue`/`customvalue`). */
export function optionLines(options: readonly OrderProductOption[]): OptionLine[] {
  return options.map((option) =>
    'optionname' in option
      ? {
          title: option.optionname,
          values: option.items.map((item) => ({
            text: item.itemvalue,
            custom: item.customvalue ?? null,
          })),
        }
      : {
          title: option.title,
          values: option.items.map((item) => ({
            text: item.title,
            custom: item.custom_value ?? null,
          })),
        },
  );
}

const hasCustom = (value: { custom: string | null }) =>
  value.custom !== null && value.custom.trim() !== '';

/** The options as one line: `Glaze: Tenmoku, Size: Large (30 cm)`. */
export function optionsText(options: readonly OrderProductOption[]): string {
  return optionLines(options)
    .map((line) => `${line.title}: ${line.values.map((v) => v.text).join(', ')}`)
    .join('; ');
}

/** The summary cut at 40 characters (with an ellipsis), and the whole text. */
export function optionsSummary(options: readonly OrderProductOption[]): {
  text: string;
  full: string;
} {
  const full = optionsText(options);
  const text =
    full.length > OPTIONS_SUMMARY_LENGTH
      ? `${full.slice(0, OPTIONS_SUMMARY_LENGTH).trimEnd()}…`
      : full;
  return { text, full };
}

/** Option text of 40 characters or more, or any custom value, makes the options expandable. */
export function optionsExpandable(options: readonly OrderProductOption[]): boolean {
  return optionLines(options).some((line) =>
    line.values.some(
      (value) =>
        hasCustom(value) || `${line.title}: ${value.text}`.length >= OPTIONS_SUMMARY_LENGTH,
    ),
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isOption(value: unknown): value is OrderProductOption {
  return (
    isRecord(value) &&
    Array.isArray(value['items']) &&
    (typeof value['title'] === 'string' || typeof value['optionname'] === 'string')
  );
}

/** A list row's products as the product-name column receives them (loosely typed there). */
export function listProducts(value: unknown): OrderListProduct[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (!isRecord(item) || typeof item['name'] !== 'string') return [];
    const qty = typeof item['qty'] === 'number' ? item['qty'] : 1;
    const options = Array.isArray(item['options']) ? item['options'].filter(isOption) : [];
    return [{ name: item['name'], qty, options }];
  });
}
