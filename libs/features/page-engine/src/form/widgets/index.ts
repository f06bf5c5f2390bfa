// The RJSF theme of server-described forms: a widget per field type and Chakra templates.
import type { FormProps } from '@rjsf/core';
import type { RegistryWidgetsType } from '@rjsf/utils';
import type { FieldType } from '@site-admin/api-client';
import { CheckboxWidget, ToggleWidget } from './boolean-widgets';
import { CheckboxesWidget, RadioButtonWidget, RadioWidget } from './choice-widgets';
import { ColourWidget } from './colour-widget';
import { ContentBuilderWidget } from './content-builder-widget';
import { InfoWidget, UpsellWidget } from './display-fields';
import { FieldTemplate } from './field-template';
import { FileWidget } from './file-widget';
import { ImageWidget } from './image-widget';
import { ProductGroupWidget } from './product-group-widget';
import { SelectWidget } from './select-widget';
import { TagsWidget } from './tags-widget';
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

/** One widget per field type (the mapper names them in `ui:widget`), `hidden` included. */
export const formWidgets = {
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
  radio: RadioWidget,
  'radio-button': RadioButtonWidget,
  checkbox: CheckboxWidget,
  checkboxes: CheckboxesWidget,
  toggle: ToggleWidget,
  date: DateWidget,
  datetime: DateTimeWidget,
  tags: TagsWidget,
  code: CodeWidget,
  colour: ColourWidget,
  image: ImageWidget,
  file: FileWidget,
  'product-group': ProductGroupWidget,
  'content-builder': ContentBuilderWidget,
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
