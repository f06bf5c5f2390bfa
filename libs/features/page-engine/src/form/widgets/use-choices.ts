import { useQuery } from '@tanstack/react-query';
import {
  endpointQuery,
  useApiClient,
  type FieldOption,
  type FormField,
} from '@site-admin/api-client';

export interface Choices {
  options: FieldOption[];
  loading: boolean;
  /** Whether the options come from the field's endpoint (and a search can narrow them). */
  remote: boolean;
}

interface EnumOption {
  label: string;
  value: unknown;
}

const isOptionValue = (value: unknown): value is FieldOption['value'] =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/**
 * A choice field's options: from `GET {endpoint}` (narrowed by `search`) when the field names an
 * endpoint, else its static `options`, else the schema's enum.
 */
export function useChoices(
  field: FormField,
  search = '',
  enumOptions: readonly EnumOption[] = [],
): Choices {
  const client = useApiClient();
  const endpoint = field.endpoint ?? '';
  const query = useQuery({
    ...endpointQuery(client, 'options', endpoint, search === '' ? {} : { search }),
    enabled: endpoint !== '',
  });
  if (endpoint !== '') {
    return { options: query.data?.options ?? [], loading: query.isPending, remote: true };
  }
  const options =
    field.options ??
    enumOptions.flatMap(({ label, value }) =>
      isOptionValue(value) ? [{ name: label, value }] : [],
    );
  return { options, loading: false, remote: false };
}
