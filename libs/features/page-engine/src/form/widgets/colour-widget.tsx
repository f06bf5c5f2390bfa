import { Box, HStack, Input } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { inputRecipe } from '@site-admin/ui';
import { usePageEngineTexts } from '../../i18n/use-page-engine-texts';
import { TextInput } from './text-input';

const HEX = /^#[0-9a-f]{6}$/i;

/** A colour as `#rrggbb`: typed, or picked with the browser's colour picker beside it. */
export function ColourWidget(props: WidgetProps) {
  const { t } = usePageEngineTexts();
  const value = typeof props.value === 'string' ? props.value : '';
  return (
    <HStack gap="2" w="full">
      <Box flexShrink={0}>
        <Input
          recipe={inputRecipe}
          id={`${props.id}__picker`}
          type="color"
          w="10"
          p="1"
          aria-label={t('form.colour.pick')}
          value={HEX.test(value) ? value : '#000000'}
          disabled={props.disabled || props.readonly}
          onChange={(event) => props.onChange(event.target.value)}
        />
      </Box>
      <TextInput widget={props} />
    </HStack>
  );
}
