import { Button, Stack, Text } from '@chakra-ui/react';
import type { OrderProductOption } from '@site-admin/api-client';
import { useOrdersTexts } from '../i18n/use-orders-texts';
import { optionLines, optionsExpandable, optionsSummary } from './product-options';

/**
 * A line's options. Short options show in full; long ones (40+ characters) or ones with a custom
 * value show their summary and expand with the options toggle (remembered, default off).
 */
export function ProductOptionsView({
  options,
  open,
  onToggle,
}: {
  options: readonly OrderProductOption[];
  open: boolean;
  onToggle: (open: boolean) => void;
}) {
  const { t } = useOrdersTexts();
  if (options.length === 0) return null;
  const expandable = optionsExpandable(options);
  const showAll = !expandable || open;
  return (
    <Stack gap="0.5" fontSize={{ base: 'xs', md: 'sm' }} color="fg.muted">
      {showAll ? (
        optionLines(options).map((line, index) => (
          <Text key={`${line.title}-${index}`}>
            {line.title}:{' '}
            {line.values
              .map((value) =>
                value.custom
                  ? `${value.text} ${t('items.custom', { value: value.custom })}`
                  : value.text,
              )
              .join(', ')}
          </Text>
        ))
      ) : (
        <Text>{optionsSummary(options).text}</Text>
      )}
      {expandable ? (
        <Button
          size="2xs"
          variant="plain"
          color="brand.600"
          alignSelf="start"
          px="0"
          aria-expanded={open}
          onClick={() => onToggle(!open)}
        >
          {open ? t('items.hideOptions') : t('items.showOptions')}
        </Button>
      ) : null}
    </Stack>
  );
}
