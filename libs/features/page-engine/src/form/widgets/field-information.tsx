import { InfoTip, SafeHtml } from '@site-admin/ui';
import { usePageEngineTexts } from '../../i18n/use-page-engine-texts';

/** The info icon beside a label; it shows the field's longer explanation (server HTML). */
export function FieldInformation({ html, label }: { html: string; label: string }) {
  const { t } = usePageEngineTexts();
  return (
    <InfoTip label={t('form.information', { label })}>
      <SafeHtml html={html} />
    </InfoTip>
  );
}
