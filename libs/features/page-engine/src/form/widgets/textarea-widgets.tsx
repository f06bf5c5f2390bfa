import { Stack, Text, Textarea } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { textareaRecipe } from '@site-admin/ui';
import { CODE_EDITOR_MIN_LINES, padToMinLines, trimText } from '@site-admin/validation';
import { usePageEngineTexts } from '../../i18n/use-page-engine-texts';
import { fieldOf, maxRule, numberParam } from './field-definition';

/** 'n of max characters' under a text box with a `max:N` rule. */
function CharacterCount({ text, max }: { text: string; max: number | undefined }) {
  const { t } = usePageEngineTexts();
  if (max === undefined) return null;
  const count = [...text].length;
  return (
    <Text fontSize="xs" color={count > max ? 'fg.error' : 'fg.muted'} textAlign="end">
      {t('form.characters', { count, max })}
    </Text>
  );
}

function TextBox({ widget, code }: { widget: WidgetProps; code: boolean }) {
  const { id, htmlName, options, placeholder, readonly, disabled, autofocus } = widget;
  const field = fieldOf(options);
  const value = typeof widget.value === 'string' ? widget.value : '';
  const minLines = numberParam(field, 'minLines') ?? CODE_EDITOR_MIN_LINES;
  const shown = code ? padToMinLines(value, minLines) : value;
  const emit = (text: string) => widget.onChange(text === '' ? options.emptyValue : text);
  return (
    <Stack gap="1" w="full">
      <Textarea
        recipe={textareaRecipe}
        id={id}
        name={htmlName ?? id}
        value={shown}
        rows={code ? minLines : (numberParam(field, 'rows') ?? 4)}
        placeholder={placeholder || undefined}
        readOnly={readonly}
        disabled={disabled}
        autoFocus={autofocus}
        {...(code ? { fontFamily: 'mono', fontSize: 'sm', spellCheck: false, wrap: 'off' } : {})}
        onChange={(event) => emit(event.target.value)}
        onBlur={(event) => {
          // Text is trimmed; code keeps its whitespace.
          const text = code ? event.target.value : trimText(event.target.value);
          if (text !== event.target.value) emit(text);
          widget.onBlur(id, text);
        }}
        onFocus={(event) => widget.onFocus(id, event.target.value)}
      />
      <CharacterCount text={value} max={maxRule(field)} />
    </Stack>
  );
}

export const TextareaWidget = (props: WidgetProps) => <TextBox widget={props} code={false} />;

/** A monospace editor, padded to `params.minLines` lines. */
export const CodeWidget = (props: WidgetProps) => <TextBox widget={props} code />;
