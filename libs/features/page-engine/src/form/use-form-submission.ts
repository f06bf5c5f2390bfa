import type { ErrorSchema } from '@rjsf/utils';
import { useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  deleteFormResource,
  invalidatePage,
  runBulkActionAt,
  sessionKeys,
  submitFormAction,
  useApiClient,
  type FormAction,
  type FormPage,
} from '@site-admin/api-client';
import { notify, ShellActionsContext } from '@site-admin/ui';
import { useContext, useEffect, useRef, useState } from 'react';
import { usePageEngineTexts } from '../i18n/use-page-engine-texts';
import { useNavigate } from 'react-router';
import { fillTemplate } from '../list/row-path';
import { sameOriginPath } from '../same-origin';
import { notifyFailure } from '../failure-notice';
import { closeEarlierNotices, INVALID_NOTICE, notifySaveFailed } from './form-notices';
import { toErrorSchema, toSubmission } from './schema/submission';

type Values = Record<string, unknown>;

type Outcome = { navigate: string | null; close: boolean } | null;

interface SubmissionOptions {
  page: FormPage;
  frame: 'panel' | 'page';
  ownerPath: string;
  onClose: (() => void) | undefined;
  values: Values;
  /** Runs the form's validation; false stops the action. */
  validate: () => boolean;
  /** Marks the form clean after a save (the unsaved-changes guard lets the save through). */
  markClean: () => void;
  /** The fields a 422 put messages under (the form takes the owner to the first). */
  onFieldErrors?: (names: string[]) => void;
}

/**
 * What a form's actions do (spec 1 section 4, form submit): POST or PUT the values (once per
 * double click), DELETE after a confirm, or follow a GET path; then the success message, the
 * owner page reloaded, the success events, and navigate or close — or the 422 field errors, or
 * the failure notice, keeping every value.
 */
export function useFormSubmission(options: SubmissionOptions) {
  const { page, frame, ownerPath, onClose, values, validate, markClean, onFieldErrors } = options;
  const { t } = usePageEngineTexts();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const shell = useContext(ShellActionsContext);
  const navigate = useNavigate();
  const { fields, title } = page.config;
  const noun = page.config.noun?.singular ?? title;
  const [serverErrors, setServerErrors] = useState<ErrorSchema | undefined>(undefined);
  const [submitting, setSubmitting] = useState<FormAction | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<FormAction | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // Set before any await, so a second click of the same tick sees it (state would be stale).
  const busy = useRef(false);

  // Leave only after the form rendered clean, so the unsaved-changes guard lets the save through.
  // Once: the host passes a new onClose with each render, and a second close would go back one
  // more history entry (out of the list, even out of the app).
  const actedOn = useRef<Outcome>(null);
  useEffect(() => {
    if (!outcome || actedOn.current === outcome) return;
    actedOn.current = outcome;
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

  const finish = (action: FormAction, message: string, target: string | null, close: boolean) => {
    closeEarlierNotices();
    if (message !== '') notify({ type: 'success', title: message });
    void invalidatePage(queryClient, ownerPath);
    runSuccessEvents(action);
    markClean();
    setServerErrors(undefined);
    const closes = close || (action.successEvents ?? []).includes('closePanel');
    setOutcome({ navigate: target, close: closes && frame === 'panel' });
  };

  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.status === 422) {
      const errors = toErrorSchema(fields, error.body, values);
      setServerErrors(errors);
      closeEarlierNotices(INVALID_NOTICE);
      notify({ type: 'error', title: t('formView.invalid'), id: INVALID_NOTICE });
      onFieldErrors?.(Object.keys(errors));
      return;
    }
    // Other failures show no field errors (spec 1 section 8): old 422 messages go too.
    setServerErrors(undefined);
    notifySaveFailed(error, t);
  };

  /** Runs one call at a time: a second click while one is running is ignored. */
  const once = async (action: FormAction, run: () => Promise<void>) => {
    if (busy.current || !action.path) return;
    busy.current = true;
    setSubmitting(action);
    try {
      await run();
    } finally {
      busy.current = false;
      setSubmitting(null);
    }
  };

  const send = (action: FormAction) => {
    if (action.validate !== false && !validate()) return;
    void once(action, async () => {
      // A new submit starts without the previous reply's field errors.
      setServerErrors(undefined);
      try {
        const reply = await submitFormAction(client, {
          verb: action.verb === 'PUT' ? 'PUT' : 'POST',
          path: action.path ?? '',
          body: toSubmission(fields, values, action.metaData),
        });
        finish(action, reply.message, reply.navigate ?? null, reply.closePanel === true);
      } catch (error) {
        failed(error);
      }
    });
  };

  const remove = (action: FormAction) =>
    void once(action, async () => {
      try {
        await deleteFormResource(client, action.path ?? '');
        finish(action, t('list.delete.success', { noun }), null, true);
      } catch (error) {
        // One notice, as for a list's Delete: the client's for a server error says also what
        // failed; after an expired session (419) the client's is the only one.
        notifyFailure(error, t, { title: t('list.delete.failed', { title: noun }) });
      } finally {
        setConfirmDelete(null);
      }
    });

  /**
   * A GET action navigates to its path (spec 1 section 4), validated first when `validate` is on;
   * its `:name` placeholders are filled from the form's values, then the route's parameters
   * (`create/:type` goes to the chosen type's form). A GET submit carries the values in the
   * address, so leaving by it is not an unsaved change; other GET buttons ask as any link does.
   */
  const follow = (action: FormAction) => {
    if (action.validate !== false && !validate()) return;
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
    markClean();
    setOutcome({ navigate: target, close: false });
  };

  /**
   * A GET button that runs success events (Approve, Not spam: spec 1 section 4 calls them ajax
   * navigations) is a call the server answers, not an address to open: one request, then its
   * reply's message, the owner page reloaded and the events, like a save.
   */
  const call = (action: FormAction) => {
    const params = page.route?.params ?? {};
    const path = fillTemplate(action.path ?? '', (name) => values[name] ?? params[name]);
    const url = path === '' ? null : sameOriginPath(path);
    if (url === null) return;
    void once(action, async () => {
      try {
        const reply = await runBulkActionAt(client, { url, count: 1 });
        finish(action, reply.message ?? '', null, false);
      } catch (error) {
        failed(error);
      }
    });
  };

  const onAction = (action: FormAction) => {
    if (action.type === 'cancel') {
      if (frame === 'panel' && onClose) onClose();
      else follow({ ...action, validate: false });
    } else if (action.type === 'delete' || action.verb === 'DELETE') setConfirmDelete(action);
    else if (action.verb === 'GET' && action.type !== 'submit' && action.successEvents?.length)
      call(action);
    else if (action.verb === 'GET') follow(action);
    else send(action);
  };

  /** A field the owner changes loses the server's message about its old value. */
  const clearErrors = (names: readonly string[]) => {
    if (!serverErrors || !names.some((name) => name in serverErrors)) return;
    const rest: ErrorSchema = Object.fromEntries(
      Object.entries(serverErrors).filter(([name]) => !names.includes(name)),
    );
    setServerErrors(Object.keys(rest).length > 0 ? rest : undefined);
  };

  return {
    onAction,
    submitting,
    serverErrors,
    clearErrors,
    /** The action waiting for its delete confirmation. */
    confirmDelete,
    confirm: remove,
    cancelDelete: () => setConfirmDelete(null),
    /** Whether the form is leaving after a save (the unsaved-changes guard stands down). */
    leaving: outcome !== null,
    /** A change after a save in place (a page form) guards the next change again. */
    stay: () => setOutcome(null),
  };
}
