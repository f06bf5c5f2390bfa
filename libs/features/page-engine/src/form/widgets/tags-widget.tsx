import { Input, Stack, Tag, Text, Wrap } from '@chakra-ui/react';
import { inputRecipe, tagSlotRecipe } from '@site-admin/ui';
import { X } from 'lucide-react';
import type { WidgetProps } from '@rjsf/utils';
import {
  TAGS_MAX,
  TAG_MAX_LENGTH,
  addTag,
  removeTag,
  validateTags,
  type RuleResult,
} from '@site-admin/validation';
import { useState, type KeyboardEvent } from 'react';
import { usePageEngineTexts } from '../../i18n/use-page-engine-texts';
import { booleanParam, fieldOf, numberParam } from './field-definition';
import { useChoices } from './use-choices';

const asTags = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * Tags typed one at a time (Enter or comma adds, Backspace in the empty box removes the last). At
 * most `params.maxTags` (20) of `params.maxLength` (25) characters, no duplicates ignoring case; a
 * tag matching an existing one (the field's options or endpoint) takes its spelling; new tags only
 * when `params.allowNew` (default true).
 */
export function TagsWidget(props: WidgetProps) {
  const { t } = usePageEngineTexts();
  const { id, options: ui, disabled, readonly, placeholder } = props;
  const field = fieldOf(ui);
  const rules = {
    max: numberParam(field, 'maxTags') ?? TAGS_MAX,
    maxLength: numberParam(field, 'maxLength') ?? TAG_MAX_LENGTH,
    allowNew: booleanParam(field, 'allowNew') ?? true,
  };
  const tags = asTags(props.value);
  const existing = useChoices(field).options.map((option) => option.name);
  const [text, setText] = useState('');
  const [refused, setRefused] = useState<RuleResult>(null);
  const problem = refused ?? validateTags(tags, rules);
  const locked = disabled || readonly;

  const add = () => {
    const change = addTag(tags, text, existing, rules);
    setRefused(change.error);
    if (change.error === null) {
      setText('');
      if (change.tags.length !== tags.length) props.onChange(change.tags);
    }
  };
  const remove = (tag: string) => {
    setRefused(null);
    const rest = removeTag(tags, tag);
    props.onChange(rest.length === 0 ? ui.emptyValue : rest);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && text === '') {
      const last = tags.at(-1);
      if (last !== undefined) remove(last);
    }
  };

  return (
    <Stack gap="2" w="full">
      {tags.length > 0 ? (
        <Wrap gap="2" aria-label={t('form.tags.list')} role="list">
          {tags.map((tag) => (
            <Tag.Root recipe={tagSlotRecipe} key={tag.toLowerCase()} role="listitem" size="lg">
              <Tag.Label>{tag}</Tag.Label>
              {locked ? null : (
                <Tag.EndElement>
                  <Tag.CloseTrigger
                    aria-label={t('form.tags.remove', { tag })}
                    onClick={() => remove(tag)}
                  >
                    <X />
                  </Tag.CloseTrigger>
                </Tag.EndElement>
              )}
            </Tag.Root>
          ))}
        </Wrap>
      ) : null}
      <Input
        recipe={inputRecipe}
        id={id}
        name={props.htmlName ?? id}
        list={existing.length > 0 ? `${id}__tags` : undefined}
        value={text}
        placeholder={placeholder || t('form.tags.placeholder')}
        disabled={disabled}
        readOnly={readonly}
        onChange={(event) => {
          setRefused(null);
          setText(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (text.trim() !== '') add();
          props.onBlur(id, tags);
        }}
      />
      {existing.length > 0 ? (
        <datalist id={`${id}__tags`}>
          {existing.map((tag) => (
            <option key={tag} value={tag} />
          ))}
        </datalist>
      ) : null}
      {problem ? (
        <Text role="alert" fontSize="sm" color="fg.error">
          {t(problem.key, problem.params)}
        </Text>
      ) : null}
    </Stack>
  );
}
