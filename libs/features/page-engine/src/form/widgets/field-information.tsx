import { IconButton, Popover } from '@chakra-ui/react';
import { SafeHtml, popoverSlotRecipe } from '@site-admin/ui';
import { Info } from 'lucide-react';
import { usePageEngineTexts } from '../../i18n/use-page-engine-texts';

/** The info icon beside a label; it shows the field's longer explanation (server HTML). */
export function FieldInformation({ html, label }: { html: string; label: string }) {
  const { t } = usePageEngineTexts();
  return (
    <Popover.Root
      recipe={popoverSlotRecipe}
      lazyMount
      unmountOnExit
      positioning={{ placement: 'top' }}
    >
      <Popover.Trigger asChild>
        <IconButton
          size="2xs"
          variant="ghost"
          borderRadius="full"
          aria-label={t('form.information', { label })}
        >
          <Info />
        </IconButton>
      </Popover.Trigger>
      {/* Not portalled: the form may sit in a side panel that keeps the focus inside it. */}
      <Popover.Positioner>
        <Popover.Content>
          <Popover.Arrow>
            <Popover.ArrowTip />
          </Popover.Arrow>
          <Popover.Body fontSize="sm">
            <SafeHtml html={html} />
          </Popover.Body>
        </Popover.Content>
      </Popover.Positioner>
    </Popover.Root>
  );
}
