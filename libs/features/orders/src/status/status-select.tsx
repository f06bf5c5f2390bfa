import { NativeSelect } from '@chakra-ui/react';
import type { OrderFullStatus } from '@site-admin/api-client';
import { PartBoundary, nativeSelectSlotRecipe } from '@site-admin/ui';
import { lazy, Suspense, type Ref } from 'react';
import { useOrdersTexts } from '../i18n/use-orders-texts';
import { colourPalette, ORDER_STATUSES, statusColour } from './order-status';
import { STATUS_SELECT_WIDTH } from './status-width';

// The tooltip's positioning code loads only for example rows: an order's own dropdown has none.
const ExampleDataTooltip = lazy(() =>
  import('./example-data-tooltip').then((m) => ({ default: m.ExampleDataTooltip })),
);

export interface StatusSelectProps {
  value: OrderFullStatus | '';
  onChange: (status: OrderFullStatus) => void;
  label: string;
  disabled?: boolean;
  /** Example rows: a tooltip says the statuses are examples. */
  exampleData?: boolean;
  /** Offer a blank first choice (the bulk modal, before a status is picked). */
  placeholder?: string;
  size?: 'xs' | 'sm' | 'md';
  ref?: Ref<HTMLSelectElement>;
}

/** The order status dropdown: a real select, tinted by the status's colour. */
export function StatusSelect({
  value,
  onChange,
  label,
  disabled = false,
  exampleData = false,
  placeholder,
  size = 'sm',
  ref,
}: StatusSelectProps) {
  const { t } = useOrdersTexts();
  const palette = value === '' ? 'gray' : colourPalette[statusColour(value)];
  const select = (
    <NativeSelect.Root
      recipe={nativeSelectSlotRecipe}
      size={size}
      disabled={disabled}
      colorPalette={palette}
      minW="11.5rem"
      w={{ base: 'full', md: STATUS_SELECT_WIDTH }}
    >
      <NativeSelect.Field
        ref={ref}
        aria-label={label}
        value={value}
        bg="colorPalette.subtle"
        color="colorPalette.fg"
        borderColor="colorPalette.muted"
        fontWeight="medium"
        onChange={(event) => {
          const next = ORDER_STATUSES.find((status) => status === event.currentTarget.value);
          if (next) onChange(next);
        }}
      >
        {placeholder !== undefined ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`status.names.${status}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
  if (!exampleData) return select;
  return (
    // Until the tooltip's code is in, or if it cannot load, the dropdown is drawn without it.
    <PartBoundary fallback={() => select}>
      <Suspense fallback={select}>
        <ExampleDataTooltip text={t('status.exampleData')}>{select}</ExampleDataTooltip>
      </Suspense>
    </PartBoundary>
  );
}
