// The RJSF theme of server-described forms: a widget per field type and Chakra templates.
import type { FormProps } from '@rjsf/core';
import type { RegistryWidgetsType } from '@rjsf/utils';
import type { FieldType } from '@site-admin/api-client';
import { InfoWidget, UpsellWidget } from './display-fields';
import { FieldTemplate } from './field-template';
import { lazyWidgets } from './lazy-widgets';
import { SelectWidget } from './select-widget';
import {
  DescriptionFieldTemplate,
  ErrorListTemplate,
  FieldErrorTemplate,
  FieldHelpTemplate,
  ObjectFieldTemplate,
  SubmitButton,
  TitleFieldTemplate,
} from './templates';
import {
  BaseInputTemplate,
  DateTimeWidget,
  DateWidget,
  EmailWidget,
  HiddenWidget,
  NumberWidget,
  PasswordWidget,
  SiteUrlWidget,
  SlugWidget,
  TextWidget,
  UrlWidget,
} from './text-input';
import { CodeWidget, TextareaWidget } from './textarea-widgets';

/**
 * One widget per field type (the mapper names them in `ui:widget`), `hidden` included; the less
 * common ones load when a form first has one (lazy-widgets.tsx).
 */
export const formWidgets = {
  ...lazyWidgets,
  text: TextWidget,
  textarea: TextareaWidget,
  number: NumberWidget,
  email: EmailWidget,
  password: PasswordWidget,
  url: UrlWidget,
  'external-url': UrlWidget,
  'site-url': SiteUrlWidget,
  slug: SlugWidget,
  hidden: HiddenWidget,
  select: SelectWidget,
  date: DateWidget,
  datetime: DateTimeWidget,
  code: CodeWidget,
  info: InfoWidget,
  upsell: UpsellWidget,
} satisfies Record<FieldType, RegistryWidgetsType[string]> as RegistryWidgetsType;

/** The templates: labels, errors under them, help, no error list and no submit button. */
export const formTemplates = {
  FieldTemplate,
  BaseInputTemplate,
  ObjectFieldTemplate,
  ErrorListTemplate,
  DescriptionFieldTemplate,
  TitleFieldTemplate,
  FieldErrorTemplate,
  FieldHelpTemplate,
  ButtonTemplates: { SubmitButton },
} satisfies NonNullable<FormProps['templates']>;

export type { ProductGroupValue } from './product-group-value';
