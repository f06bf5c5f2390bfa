import { Box, Button, HStack, Stack } from '@chakra-ui/react';
import type Form from '@rjsf/core';
import { withTheme, type ThemeProps } from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  deleteFormResource,
  invalidatePage,
  sessionKeys,
  submitFormAction,
  useApiClient,
  type FormAction,
  type FormPage,
} from '@site-admin/api-client';
import {
  ConfirmDeleteModal,
  notify,
  SafeHtml,
  ShellActionsContext,
  SidePanel,
  UnsavedChangesGuard,
} from '@site-admin/ui';
import { createRef, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fillTemplate } from '../list/row-path';
import { sameOriginPath } from '../same-origin';
import { isEmpty } from '@site-admin/validation';
import { applyDefaultRules, buildForm, initialValues, readPath } from './schema/build-form';
import { toErrorSchema, toSubmission } from './schema/submission';
import { transformErrors, validatorFor } from './schema/validator';
import { formTemplates, formWidgets } from './widgets';

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

type Outcome = { navigate: string | null; close: boolean } | null;

/**
 * A server-driven create or edit form (spec 1 section 4, form submit): idle → submitting →
 * success (message, navigate, closePanel) or field errors. A 422 shows the errors per field and
 * keeps every value; any other failure keeps the values and shows a notice; a double click sends
 * once; the shell's unsaved-changes guard protects a changed form.
 */
export default function FormView({ page, frame, ownerPath, onClose }: FormViewProps) {
  const { t } = useTranslation();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const shell = useContext(ShellActionsContext);
  const navigate = useNavigate();
  const { fields, actions, title } = page.config;

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
  const [dirty, setDirty] = useState(false);
  const [serverErrors, setServerErrors] = useState<ErrorSchema | undefined>(undefined);
  const [submitting, setSubmitting] = useState<FormAction | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<FormAction | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // Set before any await, so a second click of the same tick sees it (state would be stale).
  const busy = useRef(false);
  const [form] = useState(() => createRef<Form<Values, RJSFSchema>>());

  const built = buildForm(fields, values);
  const [validator] = useState(() => validatorFor(fields));

  // Leave only after the form rendered clean, so the unsaved-changes guard lets the save through.
  useEffect(() => {
    if (!outcome) return;
    const target = outcome.navigate === null ? null : sameOriginPath(outcome.navigate);
    if (target !== null) navigate(target);
    else if (outcome.close) onClose?.();
  }, [outcome, navigate, onClose]);

  const runSuccessEvents = (action: FormAction) => {
    for (const event of action.successEvents ?? []) {
      if (event === 'reloadAccount') shell?.reload({ accountDataOnly: true });
      else if (event === 'refreshSidebar')
        void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      else if (event === 'openPublish') shell?.openPublish();
    }
  };

  const finish = (
    action: FormAction,
    message: string,
    navigateTo: string | null,
    close: boolean,
  ) => {
    notify({ type: 'success', title: message });
    void invalidatePage(queryClient, ownerPath);
    runSuccessEvents(action);
    setDirty(false);
    setServerErrors(undefined);
    const closes = close || (action.successEvents ?? []).includes('closePanel');
    setOutcome({ navigate: navigateTo, close: closes && frame === 'panel' });
  };

  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.status === 422) {
      setServerErrors(toErrorSchema(fields, error.body));
      notify({ type: 'error', title: t('formView.invalid'), id: 'form-invalid' });
      return;
    }
    const message = error instanceof Error ? error.message : String(error);
    notify({
      type: 'error',
      title: t('formView.saveFailed'),
      description: message,
      id: 'form-failed',
    });
  };

  const send = async (action: FormAction) => {
    if (busy.current || !action.path) return;
    if (action.validate !== false && form.current && !form.current.validateForm()) return;
    busy.current = true;
    setSubmitting(action);
    try {
      const verb = action.verb === 'PUT' ? 'PUT' : 'POST';
      const reply = await submitFormAction(client, {
        verb,
        path: action.path,
        body: toSubmission(fields, values, action.metaData),
      });
      finish(action, reply.message, reply.navigate ?? null, reply.closePanel === true);
    } catch (error) {
      failed(error);
    } finally {
      busy.current = false;
      setSubmitting(null);
    }
  };

  const remove = async (action: FormAction) => {
    if (busy.current || !action.path) return;
    busy.current = true;
    setSubmitting(action);
    try {
      await deleteFormResource(client, action.path);
      finish(
        action,
        t('list.delete.success', { noun: page.config.noun?.singular ?? title }),
        null,
        true,
      );
    } catch {
      notify({
        type: 'error',
        title: t('list.delete.failed', { title: page.config.noun?.singular ?? title }),
      });
    } finally {
      busy.current = false;
      setSubmitting(null);
      setConfirmDelete(null);
    }
  };

  /**
   * A GET action navigates to its path (spec 1 section 4), validated first when `validate` is on;
   * its `:name` placeholders are filled from the form's values, then the route's parameters
   * (`create/:type` goes to the chosen type's form). A GET submit carries the values in the
   * address, so leaving by it is not an unsaved change; other GET buttons ask as any link does.
   */
  const follow = (action: FormAction) => {
    if (action.validate !== false && form.current && !form.current.validateForm()) return;
    const params = page.route?.params ?? {};
    const path = fillTemplate(action.path ?? '', (name) => values[name] ?? params[name]);
    const target = path === '' ? null : sameOriginPath(path);
    if (target === null) {
      onClose?.();
      return;
    }
    if (action.type !== 'submit') {
      navigate(target);
      return;
    }
    setDirty(false);
    setOutcome({ navigate: target, close: false });
  };

  const onAction = (action: FormAction) => {
    if (action.type === 'cancel') {
      if (frame === 'panel' && onClose) onClose();
      else follow({ ...action, validate: false });
      return;
    }
    if (action.type === 'delete' || action.verb === 'DELETE') {
      setConfirmDelete(action);
      return;
    }
    if (action.verb === 'GET') {
      follow(action);
      return;
    }
    void send(action);
  };

  const buttons: ReactNode = (
    <HStack gap="2" justify="flex-end" wrap="wrap" w="full">
      {actions
        .filter((action) => action.hidden !== true)
        .map((action) => {
          const primary = action.type === 'submit';
          return (
            <Button
              key={`${action.label}-${action.path ?? ''}`}
              size="sm"
              variant={primary ? 'solid' : action.type === 'delete' ? 'ghost' : 'outline'}
              colorPalette={action.type === 'delete' ? 'red' : 'brand'}
              loading={submitting === action}
              disabled={submitting !== null && submitting !== action}
              onClick={() => onAction(action)}
            >
              {action.label}
            </Button>
          );
        })}
    </HStack>
  );

  const body = (
    <Stack gap="4">
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
        extraErrors={serverErrors}
        extraErrorsBlockSubmit={false}
        showErrorList={false}
        noHtml5Validate
        onChange={(event) => {
          const next = event.formData ?? {};
          // A field the user changed stops following its default rule (a slug from the title).
          const changed = Object.keys(next).filter(
            (name) => next[name] !== values[name] && !touched.has(name),
          );
          const nextTouched = changed.length > 0 ? new Set([...touched, ...changed]) : touched;
          if (nextTouched !== touched) setTouched(nextTouched);
          const withDefaults = applyDefaultRules(fields, next, nextTouched);
          if (withDefaults === values) return;
          setValues(withDefaults);
          setDirty(true);
          // A form that stays after a save (a page form) guards its next change again.
          setOutcome(null);
        }}
        onSubmit={() => {
          const submit = actions.find((action) => action.type === 'submit');
          if (submit) onAction(submit);
        }}
      />
    </Stack>
  );

  return (
    <>
      <UnsavedChangesGuard dirty={dirty && outcome === null} />
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
          <Box position="sticky" bottom="0" bg="bg" py="3" borderTopWidth="1px">
            {buttons}
          </Box>
        </Stack>
      )}
      {confirmDelete ? (
        <ConfirmDeleteModal
          noun={page.config.noun?.singular ?? title}
          onConfirm={() => void remove(confirmDelete)}
          onCancel={() => setConfirmDelete(null)}
        />
      ) : null}
    </>
  );
}
