// Renders a small RJSF form with this theme inside the app's providers, for the widget tests.
import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import type { FormField } from '@site-admin/api-client';
import { renderRoutes } from '@site-admin/testing';
import { ShellActionsContext, type ShellActions } from '@site-admin/ui';
import { useState } from 'react';
import { vi } from 'vitest';
import { formTemplates, formWidgets } from './index';
import { lazyWidgets, loadWidgets } from './lazy-widgets';

type Values = Record<string, unknown>;

// The widget tests draw each widget at once, as a form does once it has loaded them.
await loadWidgets(Object.keys(lazyWidgets) as FormField['type'][]);

/**
 * A field's uiSchema entry, as the mapper writes it. Typed loosely: RJSF types `ui:options.field`
 * as its own `ui:field` option, which this theme does not use.
 */
export function uiOf(field: FormField, optional = false): Record<string, unknown> {
  return {
    'ui:widget': field.hidden ? 'hidden' : field.type,
    'ui:options': { field, optional },
    ...(field.placeholder ? { 'ui:placeholder': field.placeholder } : {}),
    ...(field.help ? { 'ui:help': field.help } : {}),
    ...(field.readonly ? { 'ui:readonly': true } : {}),
    ...(field.upsell?.disableField ? { 'ui:disabled': true } : {}),
  };
}

export function testShell(): ShellActions {
  return {
    navigate: vi.fn(),
    reload: vi.fn(),
    setSidebarSection: vi.fn(),
    openSubscription: vi.fn(),
    openPublish: vi.fn(),
    showPaymentModal: vi.fn(() => Promise.resolve(true)),
    showVideo: vi.fn(),
    notify: vi.fn(),
  };
}

export interface TestFormOptions {
  /** Each field's JSON-schema property (default `{type: 'string'}`). */
  properties?: Record<string, RJSFSchema>;
  required?: string[];
  formData?: Values;
  extraErrors?: ErrorSchema;
  optional?: string[];
}

/** Renders `fields` in a form at `/48213/form`; `values()` is the latest form data. */
export function renderForm(fields: FormField[], options: TestFormOptions = {}) {
  const shell = testShell();
  const schema: RJSFSchema = {
    type: 'object',
    required: options.required ?? [],
    properties: Object.fromEntries(
      fields.map((field) => [field.name, options.properties?.[field.name] ?? { type: 'string' }]),
    ),
  };
  const uiSchema: UiSchema = Object.fromEntries(
    fields.map((field) => [field.name, uiOf(field, options.optional?.includes(field.name))]),
  );
  let latest: Values = options.formData ?? {};
  const onSubmit = vi.fn();

  function Harness() {
    const [data, setData] = useState<Values>(latest);
    return (
      <Form
        schema={schema}
        uiSchema={uiSchema}
        formData={data}
        validator={validator}
        widgets={formWidgets}
        templates={formTemplates}
        noHtml5Validate
        extraErrors={options.extraErrors}
        onChange={(event) => {
          latest = event.formData as Values;
          setData(latest);
        }}
        onSubmit={onSubmit}
        onError={() => undefined}
      />
    );
  }

  const result = renderRoutes([{ path: '/:siteid/form', element: <Harness /> }], '/48213/form', {
    wrap: (children) => (
      <ShellActionsContext.Provider value={shell}>{children}</ShellActionsContext.Provider>
    ),
  });
  return { ...result, shell, onSubmit, values: () => latest };
}
