import { Box, Stack } from '@chakra-ui/react';
import type Form from '@rjsf/core';
import { withTheme, type ThemeProps } from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormPage } from '@site-admin/api-client';
import { ConfirmDeleteModal, SafeHtml, SidePanel, UnsavedChangesGuard } from '@site-admin/ui';
import { isEmpty } from '@site-admin/validation';
import { createRef, use, useEffect, useRef, useState } from 'react';
import { usePageEngineTexts } from '../i18n/use-page-engine-texts';
import { FormActionsBar } from './form-actions-bar';
import { applyDefaultRules, buildForm, initialValues, readPath } from './schema/build-form';
import { sentForm, submitOnEnter } from './form-keys';
import { focusField } from './focus-field';
import { recordName } from './record-name';
import { transformErrors, validatorFor } from './schema/validator';
import { useFormSubmission } from './use-form-submission';
import { formTemplates, formWidgets } from './widgets';
import { loadWidgets } from './widgets/lazy-widgets';

type Values = Record<string, unknown>;

const theme: ThemeProps = { widgets: formWidgets, templates: formTemplates };
const ThemedForm = withTheme<Values, RJSFSchema>(theme);

export interface FormViewProps {
  page: FormPage;
  /** `panel`: a side panel over its list; `page`: the page itself. */
  frame: 'panel' | 'page';
  /** The list (or page) the form belongs to: reloaded after a save. */
  ownerPath: string;
  /** Closes the panel (back to the list with its query). */
  onClose?: () => void;
}

/**
 * A server-driven create or edit form (spec 1 section 4, form submit): the values and their
 * default rules here, the actions in useFormSubmission. A 422 shows the errors per field and
 * keeps every value; the shell's unsaved-changes guard protects a changed form.
 */
export default function FormView({ page, frame, ownerPath, onClose }: FormViewProps) {
  const { t } = usePageEngineTexts();
  const { fields, actions, title } = page.config;
  // The form draws once the widgets its fields need are in (the loading state stays till then),
  // rather than each field on its own as its code comes.
  use(loadWidgets(fields.map((field) => field.type)));

  const [values, setValues] = useState<Values>(() => initialValues(fields, page.model));
  // Fields the model already fills count as typed: an edit form's slug does not follow its title.
  const [touched, setTouched] = useState<ReadonlySet<string>>(
    () =>
      new Set(
        fields
          .filter((field) => !isEmpty(readPath(page.model, field.dataPath ?? field.name)))
          .map((field) => field.name),
      ),
  );
  // Clean means the values as they would be sent equal those the form opened with: typing a
  // change and undoing it leaves nothing to lose.
  const [saved, setSaved] = useState(() => sentForm(fields, values));
  const dirty = sentForm(fields, values) !== saved;
  const [form] = useState(() => createRef<Form<Values, RJSFSchema>>());
  const built = buildForm(fields, values);
  const [validator] = useState(() => validatorFor(fields));
  // After a failed check or a 422 the owner is taken to the first field in error (below the fold
  // on a phone).
  const bodyRef = useRef<HTMLDivElement>(null);
  const [errorFocus, setErrorFocus] = useState<{ name: string } | null>(null);
  useEffect(() => {
    if (errorFocus) focusField(bodyRef.current, errorFocus.name);
  }, [errorFocus]);
  const submission = useFormSubmission({
    page,
    frame,
    ownerPath,
    onClose,
    values,
    validate: () => !form.current || form.current.validateForm(),
    markClean: () => setSaved(sentForm(fields, values)),
    onFieldErrors: (names) => {
      const first = fields.find((field) => names.includes(field.name));
      if (first) setErrorFocus({ name: first.name });
    },
  });

  const buttons = (
    <FormActionsBar
      actions={actions}
      submitting={submission.submitting}
      onAction={submission.onAction}
    />
  );

  const body = (
    <Stack
      ref={bodyRef}
      gap="4"
      onKeyDown={(event) => submitOnEnter(event, () => form.current?.submit())}
    >
      {/* A page shows the info in its header's overview. */}
      {page.config.info && frame === 'panel' ? (
        <SafeHtml html={page.config.info} color="fg.muted" />
      ) : null}
      <ThemedForm
        ref={form}
        schema={built.schema}
        uiSchema={built.uiSchema satisfies UiSchema}
        formData={values}
        validator={validator}
        transformErrors={(errors) => transformErrors(errors, t)}
        extraErrors={submission.serverErrors}
        extraErrorsBlockSubmit={false}
        // A check that fails here takes the owner to the first field in error, as a 422 does
        // (without onError RJSF also logs the errors to the console).
        onError={(errors) => {
          const named = errors.map((error) => error.property?.replace(/^\./, '').split(/[.[]/)[0]);
          const first = fields.find((field) => named.includes(field.name));
          if (first) setErrorFocus({ name: first.name });
        }}
        showErrorList={false}
        noHtml5Validate
        onChange={(event) => {
          const next = event.formData ?? {};
          // A field the user changed stops following its default rule (a slug from the title).
          const edited = Object.keys(next).filter((name) => next[name] !== values[name]);
          const changed = edited.filter((name) => !touched.has(name));
          const nextTouched = changed.length > 0 ? new Set([...touched, ...changed]) : touched;
          if (nextTouched !== touched) setTouched(nextTouched);
          const withDefaults = applyDefaultRules(fields, next, nextTouched);
          if (withDefaults === values) return;
          setValues(withDefaults);
          submission.clearErrors(edited);
          submission.stay();
        }}
        onSubmit={() => {
          const submit = actions.find((action) => action.type === 'submit');
          if (submit) submission.onAction(submit);
        }}
      />
    </Stack>
  );

  const { confirmDelete } = submission;
  return (
    <>
      <UnsavedChangesGuard
        dirty={dirty && !submission.leaving}
        // A page's form stays under the sub-views opened from it (its options, its panels).
        {...(frame === 'page' ? { keepsWorkOn: ownerPath } : {})}
      />
      {frame === 'panel' ? (
        <SidePanel
          title={title}
          size={page.config.panelSize ?? 'medium'}
          onClose={() => onClose?.()}
          footer={buttons}
        >
          {body}
        </SidePanel>
      ) : (
        <Stack gap="4" maxW="3xl">
          {body}
          <Box position="sticky" bottom="0" bg="bg" py="3" borderTopWidth="1px" data-bottom-bar="">
            {buttons}
          </Box>
        </Stack>
      )}
      {confirmDelete ? (
        <ConfirmDeleteModal
          noun={page.config.noun?.singular ?? title}
          name={recordName(fields, page.model)}
          onConfirm={() => submission.confirm(confirmDelete)}
          onCancel={submission.cancelDelete}
        />
      ) : null}
    </>
  );
}
