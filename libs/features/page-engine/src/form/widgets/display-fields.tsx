import { Alert, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import type { FieldUpsell, FormField } from '@site-admin/api-client';
import { SafeHtml, useShellActions } from '@site-admin/ui';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { fieldOf } from './field-definition';

/** A locked feature's note with an Unlock link that opens the subscription modal for it. */
export function UpsellNotice({ upsell, text }: { upsell: FieldUpsell | undefined; text?: string }) {
  const { t } = useTranslation();
  const shell = useShellActions();
  const unlock = () =>
    shell.openSubscription({
      ...(upsell ? { feature: upsell.feature } : {}),
      ...(typeof upsell?.plan === 'number' ? { plan: upsell.plan } : {}),
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

/** An info field: the server's text (HTML), not an input. */
export function InfoField({ field }: { field: FormField }) {
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
      <UpsellNotice upsell={field.upsell} />
    </Stack>
  );
}

// Info and upsell fields are usually null-typed properties the template draws; these serve a
// mapping that gives them a value type instead.
export const InfoWidget = (props: WidgetProps) => <InfoField field={fieldOf(props.options)} />;
export const UpsellWidget = (props: WidgetProps) => <UpsellField field={fieldOf(props.options)} />;
