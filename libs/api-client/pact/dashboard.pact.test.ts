import { MatchersV3 } from '@pact-foundation/pact';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/client/api-error';
import {
  completeTaskMutation,
  dashboardModuleQuery,
  dismissTaskMutation,
  runTaskActionMutation,
} from '../src/queries/dashboard';
import { clientFor, fetchPage, newPact, runMutation, xhrHeaders } from './pact-setup';
import { state } from './provider-states';

const { eachLike, integer, string, boolean } = MatchersV3;
const json = { 'Content-Type': 'application/json' };
const sendJson = { ...xhrHeaders, ...json };

async function rejection(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error('expected an ApiError');
  return error;
}

describe('dashboard', () => {
  it('GET /{siteid}/dashboard answers nested columns of modules', async () => {
    const pact = newPact()
      .given(state('an active shop owner is signed in'))
      .uponReceiving('a request for the dashboard')
      .withRequest({ method: 'GET', path: '/48213/dashboard', headers: xhrHeaders })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          layout: 'dashboard',
          config: {
            columns: eachLike({
              width: integer(8),
              modules: eachLike({ type: string('notification') }),
            }),
          },
        },
      });
    await pact.executeTest(async (server) => {
      const page = await fetchPage(server.url, '/48213/dashboard');
      if (page.layout !== 'dashboard') throw new Error(page.layout);
      expect(page.config.columns[0]?.modules?.[0]?.type).toBe('notification');
    });
  });

  it('GET /{siteid}/dashboard of a trial site on its holding page', async () => {
    const pact = newPact()
      .given(state('the site is a trial on its holding page'))
      .uponReceiving('a request for the dashboard of a trial site')
      .withRequest({ method: 'GET', path: '/51877/dashboard', headers: xhrHeaders })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          layout: 'dashboard',
          route: { params: { siteid: integer(51877) } },
          config: { columns: eachLike({ modules: eachLike({ type: string('holding-page') }) }) },
        },
      });
    await pact.executeTest(async (server) => {
      const page = await fetchPage(server.url, '/51877/dashboard');
      expect(page.layout).toBe('dashboard');
    });
  });

  it('GET /{siteid}/dashboard answers 403 with the unauthorised layout', async () => {
    const pact = newPact()
      .given(state('the account may not open this page'))
      .uponReceiving('a request for the dashboard without access')
      .withRequest({ method: 'GET', path: '/48213/dashboard', headers: xhrHeaders })
      .willRespondWith({
        status: 403,
        headers: json,
        body: {
          layout: 'unauthorised',
          message: string("You don't seem to have access to this page..."),
        },
      });
    await pact.executeTest(async (server) => {
      const error = await rejection(fetchPage(server.url, '/48213/dashboard'));
      expect(error.status).toBe(403);
    });
  });
});

describe('tasks', () => {
  const body = { task: 'add-products', action: 'complete' as const };

  // Through the mutation builder, as a screen runs it.
  const complete = (url: string) => {
    const queryClient = new QueryClient();
    return new MutationObserver(
      queryClient,
      completeTaskMutation(clientFor(url), queryClient),
    ).mutate({ siteid: 48213, task: 'add-products' });
  };

  it('POST /{siteid}/dashboard/tasks completes a task', async () => {
    const pact = newPact()
      .given(state('the task can be completed'))
      .uponReceiving('a task completed')
      .withRequest({ method: 'POST', path: '/48213/dashboard/tasks', headers: sendJson, body })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          success: string('Nice work! Task completed.'),
          taskProperties: {
            completed: boolean(true),
            completedDate: string('2026-11-30T10:12:45Z'),
          },
        },
      });
    await pact.executeTest(async (server) => {
      const result = await complete(server.url);
      expect(result.taskProperties?.completed).toBe(true);
    });
  });

  it('POST /{siteid}/dashboard/tasks with an error text rejects with it', async () => {
    const pact = newPact()
      .given(state('the task can not be completed yet'))
      .uponReceiving('a task that can not be completed yet')
      .withRequest({ method: 'POST', path: '/48213/dashboard/tasks', headers: sendJson, body })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { error: string('Add at least three products first.') },
      });
    await pact.executeTest(async (server) => {
      const error = await rejection(complete(server.url));
      expect(error.message).toBe('Add at least three products first.');
    });
  });

  it('POST /{siteid}/dashboard/tasks answers 422 for an unknown task', async () => {
    const unknown = { task: 'no-such-task', action: 'complete' as const };
    const pact = newPact()
      .given(state('the task is unknown'))
      .uponReceiving('an unknown task completed')
      .withRequest({
        method: 'POST',
        path: '/48213/dashboard/tasks',
        headers: sendJson,
        body: unknown,
      })
      .willRespondWith({
        status: 422,
        headers: json,
        body: {
          message: string('The selected task is invalid.'),
          errors: { task: eachLike('The selected task is invalid.') },
        },
      });
    await pact.executeTest(async (server) => {
      const error = await rejection(
        runMutation(completeTaskMutation, server.url, { siteid: 48213, task: unknown.task }),
      );
      expect(error.status).toBe(422);
    });
  });

  it('POST /{siteid}/dashboard/tasks answers 419 when the session expired', async () => {
    const pact = newPact()
      .given(state('the session has expired'))
      .uponReceiving('a task completed after the session expired')
      .withRequest({ method: 'POST', path: '/48213/dashboard/tasks', headers: sendJson, body })
      .willRespondWith({
        status: 419,
        headers: json,
        body: { message: string('CSRF token mismatch.') },
      });
    await pact.executeTest(async (server) => {
      const error = await rejection(complete(server.url));
      expect(error.status).toBe(419);
    });
  });

  it('POST /{siteid}/dashboard/tasks dismisses a task', async () => {
    const dismiss = { task: 'set-up-click-and-drop', action: 'dismiss' as const };
    const pact = newPact()
      .given(state('the task can be dismissed'))
      .uponReceiving('a task dismissed')
      .withRequest({
        method: 'POST',
        path: '/48213/dashboard/tasks',
        headers: sendJson,
        body: dismiss,
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { taskProperties: { dismissed: boolean(true) } },
      });
    await pact.executeTest(async (server) => {
      const queryClient = new QueryClient();
      const result = await new MutationObserver(
        queryClient,
        dismissTaskMutation(clientFor(server.url), queryClient),
      ).mutate({ siteid: 48213, task: 'set-up-click-and-drop' });
      expect(result.taskProperties?.dismissed).toBe(true);
    });
  });
});

describe('task actions', () => {
  const path = '/48213/dashboard/tasks/set-up-click-and-drop/actions/click-and-drop-check';
  const call = { siteid: 48213, task: 'set-up-click-and-drop', action: 'click-and-drop-check' };

  it('POST …/tasks/{taskid}/actions/{actionid} runs an ajax action and answers its changes', async () => {
    const pact = newPact()
      .given(state('the task action can run'))
      .uponReceiving('a task action run')
      .withRequest({ method: 'POST', path, headers: xhrHeaders })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          success: string('Click & Drop answered. Your orders can go to it now.'),
          actionProperties: { buttonText: string('Connection checked'), disabled: boolean(true) },
          taskProperties: { headline: string('Click & Drop connection checked') },
        },
      });
    await pact.executeTest(async (server) => {
      const result = await runMutation(runTaskActionMutation, server.url, call);
      expect(result.actionProperties?.disabled).toBe(true);
      expect(result.taskProperties?.headline).toBe('Click & Drop connection checked');
    });
  });

  it('POST …/tasks/{taskid}/actions/{actionid} with an error text rejects with it', async () => {
    const pact = newPact()
      .given(state('the task action can not run'))
      .uponReceiving('a task action that can not run')
      .withRequest({ method: 'POST', path, headers: xhrHeaders })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          error: string(
            'Click & Drop did not answer. Check the API key in your Royal Mail settings.',
          ),
        },
      });
    await pact.executeTest(async (server) => {
      const error = await rejection(runMutation(runTaskActionMutation, server.url, call));
      expect(error.status).toBe(200);
      expect(error.message).toBe(
        'Click & Drop did not answer. Check the API key in your Royal Mail settings.',
      );
    });
  });

  it('POST …/tasks/{taskid}/actions/{actionid} answers 404 for an action no longer there', async () => {
    const pact = newPact()
      .given(state('the task action is unknown'))
      .uponReceiving('an unknown task action run')
      .withRequest({ method: 'POST', path, headers: xhrHeaders })
      .willRespondWith({
        status: 404,
        headers: json,
        body: { message: string('This action is no longer available.') },
      });
    await pact.executeTest(async (server) => {
      const error = await rejection(runMutation(runTaskActionMutation, server.url, call));
      expect(error.status).toBe(404);
      expect(error.message).toBe('This action is no longer available.');
    });
  });
});

describe('module data', () => {
  it("GET a module's ajax address answers its properties (the statistics tiles)", async () => {
    const pact = newPact()
      .given(state('an active shop owner is signed in'))
      .uponReceiving("a request for the dashboard's statistics")
      .withRequest({ method: 'GET', path: '/48213/dashboard/statistics', headers: xhrHeaders })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          month: string('November 2026'),
          statistics: eachLike({ format: string('number') }),
        },
      });
    await pact.executeTest(async (server) => {
      const data = await new QueryClient().fetchQuery(
        dashboardModuleQuery(clientFor(server.url), '/48213/dashboard/statistics'),
      );
      expect(data).toMatchObject({ month: 'November 2026' });
    });
  });
});
