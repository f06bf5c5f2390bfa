import { Alert, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import type { FieldUpsell, FormField } from '@site-admin/api-client';
import { formatNumber, SafeHtml, useShellActions } from '@site-admin/ui';
import { Lock } from 'lucide-react';
import { usePageEngineTexts } from '../../i18n/use-page-engine-texts';
import { fieldOf } from './field-definition';

/**
 * A locked feature's note with an Unlock link that opens the subscription modal for it: its
 * feature and target plan, and the locked field's name as the field detail (which the payment
 * sends as `upsellDetail`).
 */
export function UpsellNotice({
  upsell,
  field,
  text,
}: {
  upsell: FieldUpsell | undefined;
  /** The locked field's name. */
  field: string;
  text?: string;
}) {
  const { t } = usePageEngineTexts();
  const shell = useShellActions();
  const unlock = () =>
    shell.openSubscription({
      ...(upsell ? { feature: upsell.feature } : {}),
      ...(typeof upsell?.plan === 'number' ? { plan: upsell.plan } : {}),
      fieldDetail: field,
    });
  return (
    <HStack gap="2" fontSize="sm" color="fg.muted" wrap="wrap">
      <Lock size={14} aria-hidden />
      <Text>{upsell?.text ?? text ?? t('form.upsell.locked')}</Text>
      <Link asChild colorPalette="brand" fontWeight="semibold">
        <button type="button" onClick={unlock}>
          {t('form.upsell.unlock')}
        </button>
      </Link>
    </HStack>
  );
}

/** A read-only value as text: numbers grouped (1,284), lists joined, nothing for an object. */
function displayValue(value: unknown): string {
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'string' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(displayValue).join(', ');
  return '';
}

/**
 * An info field: the server's text (HTML), not an input; with a value (the reply's model or the
 * field's own `value`: 'Visits so far' 1,284 on a redirect) it shows that value under its label.
 */
export function InfoField({ field, value }: { field: FormField; value?: unknown }) {
  const shown = displayValue(value ?? field.value);
  if (shown !== '') {
    return (
      <Stack gap="0.5">
        {field.label ? (
          <Text fontWeight="semibold" fontSize="sm">
            <SafeHtml as="span" html={field.label} />
          </Text>
        ) : null}
        <Text fontSize="lg" data-testid={`value-${field.name}`}>
          {shown}
        </Text>
        {field.information ? (
          <SafeHtml html={field.information} fontSize="sm" color="fg.muted" />
        ) : null}
      </Stack>
    );
  }
  return (
    <Alert.Root status="info" variant="subtle">
      <Alert.Indicator />
      <Alert.Content>
        {field.label ? (
          <Alert.Title>
            <SafeHtml html={field.label} />
          </Alert.Title>
        ) : null}
        {field.information ? (
          <Alert.Description>
            <SafeHtml html={field.information} />
          </Alert.Description>
        ) : null}
      </Alert.Content>
    </Alert.Root>
  );
}

/** An upsell field: what the feature does and how to unlock it. */
export function UpsellField({ field }: { field: FormField }) {
  return (
    <Stack gap="1" borderWidth="1px" borderRadius="md" p="3">
      {field.label ? <Text fontWeight="semibold">{field.label}</Text> : null}
      {field.information ? <SafeHtml html={field.information} fontSize="sm" /> : null}
      <UpsellNotice upsell={field.upsell} field={field.name} />
    </Stack>
  );
}

// Info and upsell fields are usually null-typed properties the template draws; these serve a
// mapping that gives them a value type instead.
export const InfoWidget = (props: WidgetProps) => (
  <InfoField field={fieldOf(props.options)} value={props.value} />
);
export const UpsellWidget = (props: WidgetProps) => <UpsellField field={fieldOf(props.options)} />;
