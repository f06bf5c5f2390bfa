import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormPage, ListPage } from '@site-admin/api-client';
import { http, server, setupMockNetwork, showClientNotice } from '@site-admin/testing';
import { renderPage } from '../test-support';
import { useState } from 'react';
import FormView from './form-view';
import { notify, ShellActionsContext, type ShellActions } from '@site-admin/ui';
// The generic engine's own paths are not in the contract as such: untyped handlers.
import { http as untypedHttp, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ServerPage } from '../server-page';
import { SubViewRoute } from '../list-routes';
import { redirectCreateFields } from './schema/test-examples';

setupMockNetwork();
// The form chunk (RJSF, ajv) loads slowly on a busy machine: once, before the first test's clock.
beforeAll(() => import('./form-view'), 60_000);

const shell: ShellActions = {
  navigate: vi.fn(),
  reload: vi.fn(),
  setSidebarSection: vi.fn(),
  openSubscription: vi.fn(),
  openPublish: vi.fn(),
  showPaymentModal: vi.fn(() => Promise.resolve(true)),
  showVideo: vi.fn(),
  notify: vi.fn(),
};

const list: ListPage = {
  layout: 'list',
  resource: 'redirects',
  config: {
    title: 'Redirects',
    hideSidebar: false,
    noun: { singular: 'redirect', plural: 'redirects' },
    rows: {
      columns: [
        { key: 'from', label: 'Old address', type: 'text', sortable: false, currency: 'GBP' },
      ],
    },
  },
  model: [],
  pagination: {
    total: 0,
    per_page: 25,
    current_page: 1,
    last_page: 1,
    next_page_url: null,
    from: 0,
    to: 0,
  },
};

const createForm: FormPage = {
  layout: 'create-form',
  resource: 'redirects',
  config: {
    title: 'Add redirect',
    panelSize: 'medium',
    noun: { singular: 'redirect', plural: 'redirects' },
    fields: redirectCreateFields,
    actions: [
      {
        label: 'Cancel',
        type: 'cancel',
        verb: 'GET',
        path: '/48213/content/redirects',
        validate: false,
      },
      {
        label: 'Add redirect',
        type: 'submit',
        verb: 'POST',
        path: '/48213/content/redirects/create',
        validate: true,
        metaData: { source: 'redirects-panel' },
        successEvents: ['closePanel', 'reload'],
      },
    ],
  },
  model: {
    from: '',
    destination: 'page',
    to_page: null,
    to: null,
    type: '301',
    match_query: false,
  },
};

const routes = [
  {
    path: '/:siteid/content/redirects',
    element: <ServerPage />,
    children: [{ path: 'create', element: <SubViewRoute view="create" /> }],
  },
];

/** Serves the list, the form and the page options; records each POST body. */
function serve(reply: (body: unknown) => Response | Promise<Response>) {
  const posts: unknown[] = [];
  server.use(
    http.get('/{siteid}/content/redirects', ({ response }) => response(200).json(list)),
    http.get('/{siteid}/content/redirects/create', ({ response }) =>
      response(200).json(createForm),
    ),
    http.get('/{siteid}/options/{source}', ({ response }) =>
      response(200).json({
        options: [
          { name: 'Home', value: 1001 },
          { name: 'Shop › Vases', value: 1043 },
        ],
      }),
    ),
    http.post('/{siteid}/content/redirects/create', async ({ request }) => {
      const body: unknown = await request.json();
      posts.push(body);
      return reply(body);
    }),
  );
  return posts;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** The form's first field (the first form of a run loads the form chunk, RJSF and ajv: slow). */
const findAddress = () =>
  screen.findByRole('textbox', { name: /Old page address/ }, { timeout: 15_000 });

async function openForm() {
  const view = renderPage(routes, '/48213/content/redirects/create', {
    wrap: (children) => (
      <ShellActionsContext.Provider value={shell}>{children}</ShellActionsContext.Provider>
    ),
  });
  const address = await findAddress();
  const panel = screen.getByRole('dialog', { name: 'Add redirect' });
  return { ...view, panel, address };
}

async function choosePage(panel: HTMLElement, user: ReturnType<typeof userEvent.setup>) {
  const select = await within(panel).findByRole('combobox', { name: /^Page/ });
  await within(select).findByRole('option', { name: 'Shop › Vases' });
  await user.selectOptions(select, 'Shop › Vases');
}

describe('a server-driven form', () => {
  it("shows the rule's message under a bad page address and sends nothing", async () => {
    const user = userEvent.setup();
    const posts = serve(() => json(200, { message: 'Redirect added' }));
    const { panel, address } = await openForm();
    await user.type(address, 'shop/mugs');
    await user.click(within(panel).getByRole('button', { name: 'Add redirect' }));
    expect(await within(panel).findByText(/reserved or already in use/)).toBeVisible();
    expect(posts).toHaveLength(0);
  });

  it('sends once on a double click, without the locked field, then closes with the message', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    const posts = serve(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const { panel, address, router } = await openForm();
    await user.type(address, 'old-shop/vases');
    await choosePage(panel, user);
    await user.dblClick(within(panel).getByRole('button', { name: 'Add redirect' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    answer(json(200, { message: 'Redirect added', closePanel: true }));
    expect(await screen.findByText('Redirect added')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/48213/content/redirects'));
    expect(posts).toHaveLength(1);
    expect(posts[0]).toEqual({
      from: 'old-shop/vases',
      destination: 'page',
      to_page: 1043,
      type: '301',
      metaData: { source: 'redirects-panel' },
    });
  });

  it('shows the errors of a 422 under their fields and keeps what was typed', async () => {
    const user = userEvent.setup();
    serve(() =>
      json(422, {
        message: 'The given data was invalid.',
        errors: { from: ['The address is already redirected.'] },
      }),
    );
    const { panel, address } = await openForm();
    await user.type(address, 'old-shop/vases');
    await choosePage(panel, user);
    await user.click(within(panel).getByRole('button', { name: 'Add redirect' }));
    expect(await within(panel).findByText('The address is already redirected.')).toBeVisible();
    expect(address).toHaveValue('old-shop/vases');
    expect(screen.getByRole('dialog', { name: 'Add redirect' })).toBeVisible();
  });

  it("shows a 422's message for a field it does not draw at the top of the form", async () => {
    const user = userEvent.setup();
    serve(() =>
      json(422, {
        message: 'The given data was invalid.',
        errors: { site: ['Your plan allows 50 redirects.'] },
      }),
    );
    const { panel, address } = await openForm();
    await user.type(address, 'old-shop/vases');
    await choosePage(panel, user);
    await user.click(within(panel).getByRole('button', { name: 'Add redirect' }));
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('Your plan allows 50 redirects.');
    expect(address).toHaveValue('old-shop/vases');
  });

  it('takes the owner to the first field in error after a 422', async () => {
    const user = userEvent.setup();
    serve(() =>
      json(422, {
        errors: { type: ['Choose a type.'], from: ['The address is already redirected.'] },
      }),
    );
    const { panel, address } = await openForm();
    await user.type(address, 'old-shop/vases');
    await choosePage(panel, user);
    await user.click(within(panel).getByRole('button', { name: 'Add redirect' }));
    expect(await within(panel).findByText('The address is already redirected.')).toBeVisible();
    // The first in the form's order (the address), not the first in the reply.
    await waitFor(() => expect(address).toHaveFocus());
  });

  it('takes the owner to the first field in error when a check fails, with nothing logged', async () => {
    const user = userEvent.setup();
    const logged = vi.spyOn(console, 'error');
    const posts = serve(() => json(200, { message: 'Redirect added' }));
    const { panel, address } = await openForm();
    await user.type(address, 'shop/mugs');
    await user.click(within(panel).getByRole('button', { name: 'Add redirect' }));
    expect(await within(panel).findByText(/reserved or already in use/)).toBeVisible();
    await waitFor(() => expect(address).toHaveFocus());
    expect(posts).toHaveLength(0);
    // RJSF logs 'Form validation failed' when the form has no onError of its own.
    expect(logged).not.toHaveBeenCalledWith('Form validation failed', expect.anything());
    logged.mockRestore();
  });

  it('says once that the app is offline and the changes were not saved', async () => {
    const offline = 'You appear to be offline. Check your connection and try again.';
    const user = userEvent.setup();
    serve(() => {
      // What the client's session middleware does for a call that gets no reply.
      notify({ id: 'offline', type: 'error', title: offline });
      return HttpResponse.error();
    });
    const { panel, address } = await openForm();
    await user.type(address, 'old-shop/vases');
    await choosePage(panel, user);
    await user.click(within(panel).getByRole('button', { name: 'Add redirect' }));
    expect(await screen.findByText('Your changes have not been saved')).toBeVisible();
    await waitFor(() => expect(screen.getAllByText(offline)).toHaveLength(1));
    expect(address).toHaveValue('old-shop/vases');
  });

  it('shows a notice and no field errors when the save fails otherwise, keeping the values', async () => {
    const user = userEvent.setup();
    serve(() => json(500, { message: 'A server error has occurred' }));
    const { panel, address } = await openForm();
    await user.type(address, 'old-shop/vases');
    await choosePage(panel, user);
    await user.click(within(panel).getByRole('button', { name: 'Add redirect' }));
    expect(await screen.findByText('Your changes have not been saved')).toBeVisible();
    expect(address).toHaveValue('old-shop/vases');
    expect(within(panel).queryByText(/reserved/)).toBeNull();
  });

  it('shows one notice for a server error, saying the changes were not saved', async () => {
    const user = userEvent.setup();
    serve(() => {
      showClientNotice('server-error');
      return json(500, { message: 'A server error has occurred' });
    });
    const { panel, address } = await openForm();
    await user.type(address, 'old-shop/vases');
    await choosePage(panel, user);
    await user.click(within(panel).getByRole('button', { name: 'Add redirect' }));
    expect(await screen.findByText('Your changes have not been saved')).toBeVisible();
    // The server's notice is the toast (its code loads with the first one), not repeated in the
    // form.
    expect(await screen.findByText('A server error has occurred')).toBeVisible();
    expect(within(panel).queryByText('A server error has occurred')).toBeNull();
  });

  it('leaves an expired session (419) to its one notice, keeping the values', async () => {
    const expired =
      'Your session has expired due to inactivity. Please reload the page and try again.';
    const user = userEvent.setup();
    serve(() => {
      showClientNotice('session-expired');
      return json(419, { message: 'CSRF token mismatch.' });
    });
    const { panel, address } = await openForm();
    await user.type(address, 'old-shop/vases');
    await choosePage(panel, user);
    const save = within(panel).getByRole('button', { name: 'Add redirect' });
    await user.click(save);
    expect(await screen.findByText(expired)).toBeVisible();
    await waitFor(() => expect(save).toBeEnabled());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('Your changes have not been saved')).toBeNull();
    expect(screen.queryByText('CSRF token mismatch.')).toBeNull();
    expect(address).toHaveValue('old-shop/vases');
  });

  it('says the changes were not saved, without the raw reply, when the sign-in was cancelled', async () => {
    const user = userEvent.setup();
    // The 401 the client's session middleware gives back once the owner cancelled the sign-in.
    serve(() => json(401, { message: 'Unauthenticated.' }));
    const { panel, address } = await openForm();
    await user.type(address, 'old-shop/vases');
    await choosePage(panel, user);
    await user.click(within(panel).getByRole('button', { name: 'Add redirect' }));
    expect(await screen.findByText('Your changes have not been saved')).toBeVisible();
    expect(screen.queryByText('Unauthenticated.')).toBeNull();
    expect(address).toHaveValue('old-shop/vases');
  });

  it('swaps the page select for the web address when the visitor goes elsewhere', async () => {
    const user = userEvent.setup();
    serve(() => json(200, { message: 'Redirect added' }));
    const { panel } = await openForm();
    expect(await within(panel).findByRole('combobox', { name: /^Page/ })).toBeVisible();
    expect(within(panel).queryByRole('textbox', { name: /Web address/ })).toBeNull();
    await user.click(within(panel).getByText('Another web address'));
    expect(await within(panel).findByRole('textbox', { name: /Web address/ })).toBeVisible();
    expect(within(panel).queryByRole('combobox', { name: /^Page/ })).toBeNull();
  });

  it('drops a 422 message when its field changes, and shows none after another failure', async () => {
    const user = userEvent.setup();
    let replies = 0;
    serve(() =>
      replies++ === 0
        ? json(422, { errors: { from: ['The address is already redirected.'] } })
        : json(500, { message: 'A server error has occurred' }),
    );
    const { panel, address } = await openForm();
    await user.type(address, 'old-shop/vases');
    await choosePage(panel, user);
    await user.click(within(panel).getByRole('button', { name: 'Add redirect' }));
    expect(await within(panel).findByText('The address is already redirected.')).toBeVisible();
    await user.type(address, '-2');
    await waitFor(() =>
      expect(within(panel).queryByText('The address is already redirected.')).toBeNull(),
    );
    await user.click(within(panel).getByRole('button', { name: 'Add redirect' }));
    expect(await screen.findByText('Your changes have not been saved')).toBeVisible();
    expect(within(panel).queryByText('The address is already redirected.')).toBeNull();
    expect(address).toHaveValue('old-shop/vases-2');
  });

  it('after a 422, a server error on the next save is its one notice, with no field errors', async () => {
    const user = userEvent.setup();
    let replies = 0;
    serve(() => {
      if (replies++ === 0)
        return json(422, { errors: { from: ['The address is already redirected.'] } });
      showClientNotice('server-error');
      return json(500, { message: 'A server error has occurred' });
    });
    const { panel, address } = await openForm();
    await user.type(address, 'old-shop/vases');
    await choosePage(panel, user);
    await user.click(within(panel).getByRole('button', { name: 'Add redirect' }));
    expect(await screen.findByText('Please correct the fields marked below.')).toBeVisible();
    // Sent again unchanged: the server fails this time.
    await user.click(within(panel).getByRole('button', { name: 'Add redirect' }));
    expect(await screen.findByText('Your changes have not been saved')).toBeVisible();
    expect(within(panel).queryByText('The address is already redirected.')).toBeNull();
    await waitFor(() =>
      expect(screen.queryByText('Please correct the fields marked below.')).toBeNull(),
    );
    // The server's notice is the toast (its code loads with the first one), not repeated in the
    // form.
    expect(await screen.findByText('A server error has occurred')).toBeVisible();
    expect(within(panel).queryByText('A server error has occurred')).toBeNull();
  });

  it('sends the form on Enter in a single-line field', async () => {
    const user = userEvent.setup();
    const posts = serve(() => json(200, { message: 'Redirect added' }));
    const { panel, address } = await openForm();
    await choosePage(panel, user);
    await user.type(address, 'old-shop/jugs{Enter}');
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ from: 'old-shop/jugs' });
  });

  it('is clean again when a change is undone: closing does not ask', async () => {
    const user = userEvent.setup();
    serve(() => json(200, { message: 'Redirect added' }));
    const { router, panel, address } = await openForm();
    await user.type(address, 'old');
    await user.clear(address);
    await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/48213/content/redirects'));
    expect(screen.queryByRole('alertdialog', { name: 'Leave without saving?' })).toBeNull();
  });

  it('asks before closing a changed form', async () => {
    const user = userEvent.setup();
    serve(() => json(200, { message: 'Redirect added' }));
    const { panel, address } = await openForm();
    await user.type(address, 'old');
    await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).toBeVisible();
  });
});

/** Comment 305's form, with one action. */
function commentFormWith(action: FormPage['config']['actions'][number]): FormPage {
  return {
    layout: 'edit-form',
    resource: 'blog-comments',
    route: { params: { siteid: 48213, pageid: 7, id: 305 } },
    config: {
      title: 'Gwen Morgan',
      panelSize: 'medium',
      noun: { singular: 'comment', plural: 'comments' },
      fields: [{ name: 'message', type: 'text', label: 'Message' }],
      actions: [action],
    },
    model: { message: 'Loved reading about the wood firing weekend.' },
  };
}

/** Opens comment 305's panel over its list (its data served by the test). */
async function openCommentPanel() {
  const view = renderPage(
    [
      {
        path: '/:siteid/blog/:pageid/comments',
        element: <ServerPage />,
        children: [{ path: ':id', element: <SubViewRoute view="detail" /> }],
      },
    ],
    '/48213/blog/7/comments/305',
  );
  const panel = await screen.findByRole('dialog', { name: 'Gwen Morgan' }, { timeout: 15_000 });
  return { ...view, panel };
}

describe('a GET button with success events (approve)', () => {
  const commentForm = commentFormWith({
    label: 'Approve',
    type: 'button',
    verb: 'GET',
    path: '/48213/blog/7/comments/305/approve',
    validate: false,
    successEvents: ['closePanel', 'reload'],
  });

  it('is sent as one request, never opened as an address, and closes the panel', async () => {
    const user = userEvent.setup();
    const requests: string[] = [];
    server.use(
      untypedHttp.get('*/48213/blog/7/comments', () =>
        HttpResponse.json({
          ...list,
          resource: 'blog-comments',
          config: { ...list.config, title: 'Comments' },
        }),
      ),
      untypedHttp.get('*/48213/blog/7/comments/305', () => HttpResponse.json(commentForm)),
      untypedHttp.get('*/48213/blog/7/comments/305/approve', ({ request }) => {
        requests.push(new URL(request.url).pathname);
        return HttpResponse.json({
          result: 'success',
          message: 'The comment has been approved.',
          reload: true,
        });
      }),
    );
    const { router, panel } = await openCommentPanel();
    await user.click(
      await within(panel).findByRole('button', { name: 'Approve' }, { timeout: 15_000 }),
    );
    expect(await screen.findByText('The comment has been approved.')).toBeVisible();
    expect(requests).toEqual(['/48213/blog/7/comments/305/approve']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/48213/blog/7/comments'));
    // The router's state changes first; the route change draws in a transition after it.
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Gwen Morgan' })).not.toBeInTheDocument(),
    );
  });
});

describe("a form's own Delete", () => {
  const commentForm = commentFormWith({
    label: 'Delete',
    type: 'delete',
    verb: 'DELETE',
    path: '/48213/blog/7/comments/305',
    validate: false,
  });
  const failed = 'An error has occurred and comment has failed to be deleted';

  /** Opens the comment's panel and confirms its Delete, which `reply` answers. */
  async function deleteWith(reply: () => Response) {
    const user = userEvent.setup();
    server.use(
      untypedHttp.get('*/48213/blog/7/comments', () =>
        HttpResponse.json({ ...list, resource: 'blog-comments' }),
      ),
      untypedHttp.get('*/48213/blog/7/comments/305', () => HttpResponse.json(commentForm)),
      untypedHttp.delete('*/48213/blog/7/comments/305', reply),
    );
    const { panel } = await openCommentPanel();
    await user.click(
      await within(panel).findByRole('button', { name: 'Delete' }, { timeout: 15_000 }),
    );
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
  }

  /** The notices shown: each one's title and description. */
  const notices = () =>
    [...document.querySelectorAll('[data-scope="toast"][data-part="root"]')].map((toast) => ({
      title: toast.querySelector('[data-part="title"]')?.textContent,
      description: toast.querySelector('[data-part="description"]')?.textContent ?? null,
    }));

  it("after a server error is one notice, the client's, saying the comment was not deleted", async () => {
    await deleteWith(() => {
      showClientNotice('server-error');
      return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
    });
    expect(await screen.findByText(failed)).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(notices()).toEqual([{ title: 'A server error has occurred', description: failed }]);
  });

  it("after an expired session (419) leaves the client's notice alone", async () => {
    const expired =
      'Your session has expired due to inactivity. Please reload the page and try again.';
    await deleteWith(() => {
      showClientNotice('session-expired');
      return HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 });
    });
    expect(await screen.findByText(expired)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(notices()).toEqual([{ title: expired, description: null }]);
  });
});

describe('a GET submit', () => {
  const chooseForm: FormPage = {
    layout: 'create-form',
    resource: 'integrations',
    route: { params: { siteid: 48213 } },
    config: {
      title: 'Add an integration',
      panelSize: 'small',
      fields: [
        {
          name: 'type',
          type: 'radio',
          label: 'Integration',
          validation: ['required'],
          options: [
            { name: 'Tawk.to live chat', value: 'tawk-to' },
            { name: 'Google Analytics', value: 'google-analytics' },
          ],
        },
      ],
      actions: [
        {
          label: 'Continue',
          type: 'submit',
          verb: 'GET',
          path: '/:siteid/content/integrations/create/:type',
          validate: true,
        },
      ],
    },
    model: { type: null },
  };

  it('validates, then goes to its path filled from the values without asking to leave', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('/{siteid}/content/integrations', ({ response }) =>
        response(200).json({ ...list, resource: 'integrations' }),
      ),
      http.get('/{siteid}/content/integrations/create', ({ response }) =>
        response(200).json(chooseForm),
      ),
    );
    const { router } = renderPage(
      [
        {
          path: '/:siteid/content/integrations',
          element: <ServerPage />,
          children: [
            { path: 'create', element: <SubViewRoute view="create" /> },
            { path: 'create/:type', element: <p>The add form</p> },
          ],
        },
      ],
      '/48213/content/integrations/create',
    );
    const panel = await screen.findByRole(
      'dialog',
      { name: 'Add an integration' },
      { timeout: 15_000 },
    );
    await user.click(within(panel).getByRole('button', { name: 'Continue' }));
    expect(await within(panel).findByText(/required/i)).toBeVisible();
    expect(router.state.location.pathname).toBe('/48213/content/integrations/create');

    await user.click(within(panel).getByText('Google Analytics'));
    await user.click(within(panel).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The add form')).toBeVisible();
    expect(router.state.location.pathname).toBe(
      '/48213/content/integrations/create/google-analytics',
    );
    expect(screen.queryByRole('alertdialog', { name: 'Leave without saving?' })).toBeNull();
  });
});

describe('a page form saved in place', () => {
  const holdingPage: FormPage = {
    layout: 'edit-form',
    resource: 'holding-page',
    config: {
      title: 'Holding page',
      fields: [{ name: 'heading', type: 'text', label: 'Heading', validation: ['required'] }],
      actions: [
        {
          label: 'Save',
          type: 'submit',
          verb: 'PUT',
          path: '/48213/content/holding-page/1/edit',
          validate: true,
        },
      ],
    },
    model: { heading: 'Opening soon' },
  };

  it('asks again before leaving with a change made after the save', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('/{siteid}/content/holding-page', ({ response }) => response(200).json(holdingPage)),
      http.put('/{siteid}/content/holding-page/{holding_page}/edit', ({ response }) =>
        response(200).json({ message: 'Holding page saved', navigate: null, closePanel: false }),
      ),
    );
    const { router } = renderPage(
      [
        { path: '/:siteid/content/holding-page', element: <ServerPage /> },
        { path: '/:siteid/dashboard', element: <p>Dashboard</p> },
      ],
      '/48213/content/holding-page',
      {
        wrap: (children) => (
          <ShellActionsContext.Provider value={shell}>{children}</ShellActionsContext.Provider>
        ),
      },
    );
    const heading = await screen.findByRole('textbox', { name: /Heading/ }, { timeout: 15_000 });
    await user.type(heading, ' in December');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Holding page saved')).toBeVisible();
    await user.type(heading, '!');
    void router.navigate('/48213/dashboard');
    expect(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/48213/content/holding-page');
  });
});

describe('a panel form after its save', () => {
  it('closes once, though its host draws it again with a new onClose before it has gone', async () => {
    const user = userEvent.setup();
    serve(() => json(200, { message: 'Redirect added', closePanel: true }));
    let closes = 0;
    let drawAgain: () => void = () => undefined;
    // The host stays on the form and draws it again, as a page whose list reloads after the save
    // does while its Back is still under way.
    function Host() {
      const [, setDraws] = useState(0);
      drawAgain = () => setDraws((draws) => draws + 1);
      return (
        <FormView
          page={createForm}
          frame="panel"
          ownerPath="/48213/content/redirects"
          onClose={() => (closes += 1)}
        />
      );
    }
    renderPage(
      [{ path: '/:siteid/content/redirects/create', element: <Host /> }],
      '/48213/content/redirects/create',
      {
        wrap: (children) => (
          <ShellActionsContext.Provider value={shell}>{children}</ShellActionsContext.Provider>
        ),
      },
    );
    const address = await findAddress();
    await user.type(address, 'old-shop/vases');
    await choosePage(document.body, user);
    await user.click(screen.getByRole('button', { name: 'Add redirect' }));
    expect(await screen.findByText('Redirect added')).toBeVisible();
    await waitFor(() => expect(closes).toBe(1));
    act(() => drawAgain());
    act(() => drawAgain());
    expect(closes).toBe(1);
  });
});
