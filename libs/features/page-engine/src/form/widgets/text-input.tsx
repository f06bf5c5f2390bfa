import { Input, InputGroup, Stack, Text, type InputElementProps } from '@chakra-ui/react';
import type { BaseInputTemplateProps, WidgetProps } from '@rjsf/utils';
import { inputAddonRecipe, inputRecipe } from '@site-admin/ui';
import { slugify, trimText } from '@site-admin/validation';
import type { ReactElement } from 'react';
import { usePageEngineTexts } from '../../i18n/use-page-engine-texts';
import { fieldOf } from './field-definition';

/** What a text-like input does to its text when the user leaves it. */
export type BlurTransform = 'trim' | 'slug' | 'none';

export interface TextInputProps {
  widget: WidgetProps;
  type?: string;
  onLeave?: BlurTransform;
}

/** The longest addon text shown whole (see elideMiddle). */
const ADDON_MAX = 22;

/**
 * A long addon text shortened: an address first loses its scheme ('hartleyandfinch.co.uk/'), then
 * its middle ('hartleyan…finch.co.uk/'), keeping its start and (longer) end.
 */
export function elideMiddle(full: string, max = ADDON_MAX): string {
  const text = full.length > max ? full.replace(/^https?:\/\//i, '') : full;
  if (text.length <= max) return text;
  const end = Math.ceil((max - 1) * 0.55);
  const start = max - 1 - end;
  return `${text.slice(0, start)}…${text.slice(text.length - end)}`;
}

/** The site's address and a path on it, joined by one slash ('…co.uk/' + '/x/' → '…co.uk/x/'). */
export function joinSiteUrl(prefix: string, path: string): string {
  if (prefix === '') return path;
  return `${prefix.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** Wraps an input in the field's `prefix` and `suffix` addons, when it has them. */
export function WithAddons({
  prefix,
  suffix,
  children,
}: {
  prefix?: string | undefined;
  suffix?: string | undefined;
  children: ReactElement<InputElementProps>;
}) {
  if (!prefix && !suffix) return children;
  return (
    <InputGroup
      // A long prefix (the site's address) keeps its start and its end and leaves the input room
      // on a phone; the whole address is its title (and the site URL field's preview).
      startAddon={prefix ? elideMiddle(prefix) : undefined}
      endAddon={suffix ? elideMiddle(suffix) : undefined}
      startAddonProps={{
        recipe: inputAddonRecipe,
        whiteSpace: 'nowrap',
        ...(prefix ? { title: prefix } : {}),
      }}
      endAddonProps={{
        recipe: inputAddonRecipe,
        whiteSpace: 'nowrap',
        ...(suffix ? { title: suffix } : {}),
      }}
    >
      {children}
    </InputGroup>
  );
}

/** A text-like input: the value as typed, tidied (trimmed, or made a slug) on blur. */
export function TextInput({ widget, type = 'text', onLeave = 'trim' }: TextInputProps) {
  const { id, htmlName, value, options, placeholder, readonly, disabled, autofocus } = widget;
  const field = fieldOf(options);
  const emit = (text: string) => widget.onChange(text === '' ? options.emptyValue : text);
  const tidy = (text: string) =>
    onLeave === 'trim' ? trimText(text) : onLeave === 'slug' ? slugify(text) : text;
  return (
    <WithAddons prefix={field.prefix} suffix={field.suffix}>
      <Input
        recipe={inputRecipe}
        id={id}
        name={htmlName ?? id}
        type={type}
        step={type === 'number' ? 'any' : undefined}
        value={value === undefined || value === null ? '' : String(value)}
        placeholder={placeholder || undefined}
        readOnly={readonly}
        disabled={disabled}
        autoFocus={autofocus}
        onChange={(event) => emit(event.target.value)}
        onBlur={(event) => {
          const text = tidy(event.target.value);
          if (text !== event.target.value) emit(text);
          widget.onBlur(id, text);
        }}
        onFocus={(event) => widget.onFocus(id, event.target.value)}
      />
    </WithAddons>
  );
}

/** RJSF's base input, for any widget that asks for it by `type`. */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const type = typeof props.type === 'string' ? props.type : 'text';
  return <TextInput widget={props} type={type} onLeave={type === 'password' ? 'none' : 'trim'} />;
}

export const TextWidget = (props: WidgetProps) => <TextInput widget={props} />;
export const NumberWidget = (props: WidgetProps) => <TextInput widget={props} type="number" />;
export const EmailWidget = (props: WidgetProps) => <TextInput widget={props} type="email" />;
export const PasswordWidget = (props: WidgetProps) => (
  <TextInput widget={props} type="password" onLeave="none" />
);
/** `url` and `external-url` (a file picker's external address): trimmed, of type url. */
export const UrlWidget = (props: WidgetProps) => <TextInput widget={props} type="url" />;
export const SlugWidget = (props: WidgetProps) => <TextInput widget={props} onLeave="slug" />;

/** An address on the site: the path, with a live preview of the whole address. */
export function SiteUrlWidget(props: WidgetProps) {
  const { t } = usePageEngineTexts();
  const field = fieldOf(props.options);
  const path = typeof props.value === 'string' ? props.value.trim() : '';
  return (
    <Stack gap="1" w="full">
      <TextInput widget={props} />
      {path === '' ? null : (
        <Text fontSize="sm" color="fg.muted" wordBreak="break-all" aria-live="polite">
          {t('form.siteUrl.preview', { url: joinSiteUrl(field.prefix ?? '', path) })}
        </Text>
      )}
    </Stack>
  );
}

export const DateWidget = (props: WidgetProps) => (
  <TextInput widget={props} type="date" onLeave="none" />
);

/** `YYYY-MM-DD HH:MM:SS` (or with a `T`) as the native input's `YYYY-MM-DDTHH:MM`. */
export function toDateTimeInput(value: unknown): string {
  if (typeof value !== 'string') return '';
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})/.exec(value);
  return match ? `${match[1]}T${match[2]}` : '';
}

/** The native input's `YYYY-MM-DDTHH:MM` as the server's `YYYY-MM-DD HH:MM:00`. */
export function fromDateTimeInput(text: string): string {
  return text === '' ? '' : `${text.replace('T', ' ')}:00`;
}

export function DateTimeWidget(props: WidgetProps) {
  const { id, htmlName, value, options, readonly, disabled } = props;
  return (
    <Input
      recipe={inputRecipe}
      id={id}
      name={htmlName ?? id}
      type="datetime-local"
      value={toDateTimeInput(value)}
      readOnly={readonly}
      disabled={disabled}
      onChange={(event) => {
        const text = fromDateTimeInput(event.target.value);
        props.onChange(text === '' ? options.emptyValue : text);
      }}
      onBlur={() => props.onBlur(id, value)}
      onFocus={() => props.onFocus(id, value)}
    />
  );
}

export function HiddenWidget({ id, htmlName, value }: WidgetProps) {
  return (
    <input
      type="hidden"
      id={id}
      name={htmlName ?? id}
      value={value === undefined || value === null ? '' : String(value)}
    />
  );
}
