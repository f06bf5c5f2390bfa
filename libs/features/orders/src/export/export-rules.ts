// The export panel's rules (spec 1 sections 2, 4 and 5).
import {
  EXPORT_STATUS_GROUPS,
  type ExportFormat,
  type ExportFormatType,
  type ExportStatusCode,
} from '@site-admin/api-client';
import { validateDateRange, validateExportStatuses } from '@site-admin/validation';

export type ExportGroup = keyof typeof EXPORT_STATUS_GROUPS;

export const EXPORT_GROUPS = Object.keys(EXPORT_STATUS_GROUPS) as ExportGroup[];

/** The ticked groups' status codes, in the groups' order. */
export function statusCodes(groups: readonly ExportGroup[]): ExportStatusCode[] {
  return EXPORT_GROUPS.filter((group) => groups.includes(group)).flatMap((group) => [
    ...EXPORT_STATUS_GROUPS[group],
  ]);
}

/**
 * Download is possible once a status is ticked, the format is in the plan and the range does not
 * end before it starts (the filter's rule: an export of such a range is always empty).
 */
export function canDownload(
  format: ExportFormat | undefined,
  groups: readonly ExportGroup[],
  from = '',
  to = '',
): boolean {
  return (
    format !== undefined &&
    !format.disabled &&
    validateExportStatuses(groups) === null &&
    validateDateRange(from, to) === null
  );
}

/** The first format the plan includes (the select's starting value). */
export function firstFormat(formats: readonly ExportFormat[]): ExportFormatType | undefined {
  return (formats.find((format) => !format.disabled) ?? formats[0])?.type;
}

/** The Download button's loading state lasts 1 second (spec 1 section 9). */
export const DOWNLOAD_LOADING_MS = 1000;
