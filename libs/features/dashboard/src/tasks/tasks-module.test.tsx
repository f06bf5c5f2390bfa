import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task } from '@site-admin/api-client';
import { http, server, setupMockNetwork, showClientNotice } from '@site-admin/testing';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeShell, renderModule } from '../test/render-module';
import { TaskRows } from './task-rows';
import { TasksModule } from './tasks-module';

setupMockNetwork();

const task = (id: string, over: Partial<Task> = {}): Task => ({
  id,
  title: `Task ${id}`,
  text: `<p>About ${id}</p>`,
  number: 1,
  headline: `${id} done`,
  completed: false,
  completedDate: null,
  dismissed: false,
  priorityScore: 50,
  created_at: '2026-11-01T09:00:00Z',
  actions: [],
  ...over,
});

const tasks: Task[] = [
  task('products', {
    title: 'Add your winter collection',
    priorityScore: 90,
    videoId: 'rD8tq2pS1x0',
    actions: [
      {
        id: 'products-open',
        buttonText: 'Add products',
        link: '/48213/shop',
        type: 'primary',
        disabled: false,
      },
      { id: 'products-done', buttonText: 'Mark as done', type: 'complete', disabled: false },
    ],
  }),
  task('domain', {
    title: 'Connect your domain',
    priorityScore: 80,
    completed: true,
    completedDate: '2026-10-12T14:31:08Z',
    headline: 'Domain connected',
  }),
  task('blog', { title: 'Write a post', dismissed: true }),
  task('royal-mail', { title: 'Connect Click & Drop', priorityScore: 60 }),
];

const module = { type: 'tasks', properties: { title: 'Get ready', tasks } } as const;

/** The notices open now, as drawn. */
const openNotices = () =>
  document.querySelectorAll('[data-scope="toast"][data-part="root"][data-state="open"]');

/** Opens a task as a person does. */
async function openTask(name: RegExp) {
  await userEvent.click(await screen.findByRole('button', { name }));
}

describe('TasksModule', () => {
  it('numbers the tasks by priority, hides dismissed ones, disables completed ones', async () => {
    renderModule(TasksModule, module, { shell: fakeShell() });
    const triggers = await screen.findAllByRole('button', { name: /Add your|Connect/ });
    expect(triggers.map((button) => button.textContent)).toEqual([
      '11. Add your winter collection',
      '✓Done: Connect your domain',
      '33. Connect Click & Drop',
    ]);
    expect(screen.queryByText('Write a post')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Connect your domain/ })).toBeDisabled();
  });

  it('opens one task at a time and plays its video in the shell', async () => {
    const shell = fakeShell();
    renderModule(TasksModule, module, { shell });
    await openTask(/Add your winter collection/);
    expect(await screen.findByText('About products')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Watch the video' }));
    expect(shell.showVideo).toHaveBeenCalledWith('rD8tq2pS1x0');

    await openTask(/Connect Click & Drop/);
    expect(await screen.findByText('About royal-mail')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('About products')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /Connect Click & Drop/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('completes a task with one call and lists it among the completed, newest first', async () => {
    const shell = fakeShell();
    const sent: unknown[] = [];
    server.use(
      http.post('/{siteid}/dashboard/tasks', async ({ request, response }) => {
        sent.push(await request.json());
        return response(200).json({
          success: 'Nice work! Task completed.',
          taskProperties: { completed: true, completedDate: '2026-11-30T10:12:45Z' },
        });
      }),
    );
    renderModule(TasksModule, module, { shell });
    await openTask(/Add your winter collection/);
    const done = await screen.findByRole('button', { name: 'Mark as done' });
    fireEvent.click(done);
    fireEvent.click(done);

    await waitFor(() =>
      expect(shell.notify).toHaveBeenCalledWith({
        type: 'success',
        title: 'Nice work! Task completed.',
      }),
    );
    expect(sent).toEqual([{ task: 'products', action: 'complete' }]);
    expect(screen.getByRole('button', { name: /Add your winter collection/ })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Completed tasks (2)' }));
    const panel = await screen.findByRole('dialog', { name: 'Completed tasks' });
    const items = within(panel).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('products done');
    expect(items[0]).toHaveTextContent('Completed 30 November 2026');
    expect(items[1]).toHaveTextContent('Domain connected');
  });

  it('closes a task once it is completed, leaving no actions to press again', async () => {
    const shell = fakeShell();
    const sent: unknown[] = [];
    let reply!: () => void;
    const replied = new Promise<void>((resolve) => (reply = resolve));
    server.use(
      http.post('/{siteid}/dashboard/tasks', async ({ request, response }) => {
        sent.push(await request.json());
        await replied;
        return response(200).json({
          taskProperties: { completed: true, completedDate: '2026-11-30T10:12:45Z' },
        });
      }),
    );
    renderModule(TasksModule, module, { shell });
    await openTask(/Add your winter collection/);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as done' }));

    // Completed at once, before the reply: its panel and actions go, and focus moves on to the
    // next task still to do (the completed domain task between is disabled).
    const row = screen.getByRole('button', { name: /Add your winter collection/ });
    expect(row).toBeDisabled();
    expect(row).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('About products')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as done' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Connect Click & Drop/ })).toHaveFocus();

    reply();
    await waitFor(() =>
      expect(shell.notify).toHaveBeenCalledWith({ type: 'success', title: 'Task completed' }),
    );
    expect(screen.queryByRole('button', { name: 'Mark as done' })).not.toBeInTheDocument();
    expect(sent).toEqual([{ task: 'products', action: 'complete' }]);
  });

  it('keeps the focus in the card when the last task is dismissed or done', async () => {
    server.use(
      http.post('/{siteid}/dashboard/tasks', ({ response }) =>
        response(200).json({ taskProperties: {} }),
      ),
    );
    const last = task('royal-mail', {
      title: 'Connect Click & Drop',
      actions: [{ id: 'rm-done', buttonText: 'Mark as done', type: 'complete', disabled: false }],
    });
    const only = { type: 'tasks' as const, properties: { tasks: [last] } };

    // Dismissed: the list empties, and focus goes to the Completed tasks button, not <body>.
    const view = renderModule(TasksModule, only, { shell: fakeShell() });
    await openTask(/Connect Click & Drop/);
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('No tasks right now. Nice work!')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Completed tasks (0)' })).toHaveFocus();
    view.unmount();

    // Marked as done: nothing is left to do, so the same button has it.
    renderModule(TasksModule, only, { shell: fakeShell() });
    await openTask(/Connect Click & Drop/);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as done' }));
    expect(screen.getByRole('button', { name: /Connect Click & Drop/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Completed tasks (1)' })).toHaveFocus();
  });

  it('hands the focus to the element it is given, wherever that sits in the card', async () => {
    const only = [task('royal-mail', { title: 'Connect Click & Drop' })];
    function Rows() {
      const [left, setLeft] = useState(only);
      const [open, setOpen] = useState<string | null>(null);
      const after = useRef<HTMLButtonElement>(null);
      return (
        <div data-module="tasks">
          <button type="button">Before the list</button>
          <TaskRows
            tasks={left}
            open={open}
            onToggle={(row) => setOpen(row.id)}
            focusAfterLast={after}
            content={() => (
              <button type="button" onClick={() => setLeft([])}>
                Dismiss
              </button>
            )}
          />
          <button type="button" ref={after}>
            After the list
          </button>
        </div>
      );
    }
    renderModule(Rows, module);
    await openTask(/Connect Click & Drop/);
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('No tasks right now. Nice work!')).toBeVisible();
    expect(screen.getByRole('button', { name: 'After the list' })).toHaveFocus();
  });

  it("never draws a completed task's content, even when it is the open one", async () => {
    const Rows = () => (
      <TaskRows tasks={tasks} open="domain" onToggle={() => {}} content={() => <p>Actions</p>} />
    );
    renderModule(Rows, module);
    const row = await screen.findByRole('button', { name: /Connect your domain/ });
    expect(row).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Actions')).not.toBeInTheDocument();
  });

  it('puts a task back with the reason when it cannot be completed', async () => {
    const shell = fakeShell();
    server.use(
      http.post('/{siteid}/dashboard/tasks', ({ response }) =>
        response(200).json({ error: 'Add at least three products first.', success: null }),
      ),
    );
    renderModule(TasksModule, module, { shell });
    await openTask(/Add your winter collection/);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as done' }));

    await waitFor(() =>
      expect(shell.notify).toHaveBeenCalledWith({
        type: 'error',
        title: 'Add at least three products first.',
      }),
    );
    expect(screen.getByRole('button', { name: /Add your winter collection/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Completed tasks (1)' })).toBeVisible();
  });

  it("says a server error once: the shell's notice says also that the task was not done", async () => {
    server.use(
      http.post('/{siteid}/dashboard/tasks', ({ response }) => {
        showClientNotice('server-error');
        return response.untyped(
          new Response(null, { status: 500, statusText: 'Internal Server Error' }),
        );
      }),
    );
    // No shell here: the notices are drawn, so both the client's and the task's can be counted.
    renderModule(TasksModule, module);
    await openTask(/Add your winter collection/);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as done' }));

    expect(
      await screen.findByText('The task could not be completed. Please try again.'),
    ).toBeInTheDocument();
    const notices = openNotices();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toHaveTextContent('A server error has occurred');
    expect(screen.getByRole('button', { name: /Add your winter collection/ })).toBeEnabled();
  });

  describe('an ajax action', () => {
    const checking = {
      type: 'tasks' as const,
      properties: {
        title: 'Get ready',
        tasks: [
          task('royal-mail', {
            title: 'Connect Click & Drop',
            actions: [
              {
                id: 'check',
                buttonText: 'Check the connection',
                link: '/48213/dashboard/tasks/royal-mail/actions/check',
                type: 'ajax',
                disabled: false,
              },
            ],
          }),
        ],
      },
    };

    it('posts once, shows it is busy, then lays the reply over the action and says it', async () => {
      const shell = fakeShell();
      const posts: string[] = [];
      let answer: () => void = () => undefined;
      server.use(
        http.post(
          '/{siteid}/dashboard/tasks/{taskid}/actions/{actionid}',
          async ({ request, response }) => {
            posts.push(new URL(request.url).pathname);
            await new Promise<void>((resolve) => (answer = resolve));
            return response(200).json({
              success: 'Click & Drop answered.',
              error: null,
              actionProperties: { buttonText: 'Connection checked', disabled: true },
            });
          },
        ),
      );
      renderModule(TasksModule, checking, { shell });
      await openTask(/Connect Click & Drop/);
      const button = await screen.findByRole('button', { name: 'Check the connection' });
      fireEvent.click(button);
      fireEvent.click(button);
      await waitFor(() => expect(posts).toHaveLength(1));
      expect(posts[0]).toBe('/48213/dashboard/tasks/royal-mail/actions/check');
      await waitFor(() => expect(button).toHaveAttribute('data-loading'));
      answer();

      expect(await screen.findByRole('button', { name: 'Connection checked' })).toBeDisabled();
      expect(shell.notify).toHaveBeenCalledWith({
        type: 'success',
        title: 'Click & Drop answered.',
      });
      expect(posts).toHaveLength(1);
    });

    it('says why it was refused and changes nothing', async () => {
      const shell = fakeShell();
      server.use(
        http.post('/{siteid}/dashboard/tasks/{taskid}/actions/{actionid}', ({ response }) =>
          response(200).json({ error: 'Click & Drop did not answer.', success: null }),
        ),
      );
      renderModule(TasksModule, checking, { shell });
      await openTask(/Connect Click & Drop/);
      fireEvent.click(await screen.findByRole('button', { name: 'Check the connection' }));
      await waitFor(() =>
        expect(shell.notify).toHaveBeenCalledWith({
          type: 'error',
          title: 'Click & Drop did not answer.',
        }),
      );
      expect(screen.getByRole('button', { name: 'Check the connection' })).toBeEnabled();
    });

    it("says a failed call in the shell's server-error notice, not beside it", async () => {
      const shell = fakeShell();
      server.use(
        http.post('/{siteid}/dashboard/tasks/{taskid}/actions/{actionid}', ({ response }) =>
          response(500).json({ message: 'Server Error' }),
        ),
      );
      renderModule(TasksModule, checking, { shell });
      await openTask(/Connect Click & Drop/);
      fireEvent.click(await screen.findByRole('button', { name: 'Check the connection' }));
      await waitFor(() =>
        expect(shell.notify).toHaveBeenCalledWith({
          type: 'error',
          id: 'server-error',
          title: 'A server error has occurred',
          description: 'That did not go through. Please try again.',
        }),
      );
      expect(shell.notify).toHaveBeenCalledTimes(1);
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Check the connection' })).toBeEnabled(),
      );
    });
  });

  it('gives the focus back to a task whose dismissal is refused', async () => {
    const shell = fakeShell();
    let reply!: () => void;
    const replied = new Promise<void>((resolve) => (reply = resolve));
    server.use(
      http.post('/{siteid}/dashboard/tasks', async ({ response }) => {
        await replied;
        return response(200).json({ error: 'This task cannot be dismissed yet.', success: null });
      }),
    );
    renderModule(TasksModule, module, { shell });
    await openTask(/Connect Click & Drop/);
    screen.getByRole('button', { name: 'Dismiss' }).focus();
    await userEvent.keyboard('{Enter}');
    // Hidden at once: the focus moves on (to task 1, the only one left to do).
    expect(screen.getByRole('button', { name: /Add your winter collection/ })).toHaveFocus();
    reply();
    await waitFor(() =>
      expect(shell.notify).toHaveBeenCalledWith({
        type: 'error',
        title: 'This task cannot be dismissed yet.',
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Connect Click & Drop/ })).toHaveFocus(),
    );
  });

  it('handles each task on its own when a second is completed while the first is still out', async () => {
    const shell = fakeShell();
    const done = (id: string) => ({
      id: `${id}-done`,
      buttonText: 'Mark as done',
      type: 'complete',
      disabled: false,
    });
    const both: Task[] = [
      task('products', { title: 'Add your winter collection', actions: [done('products')] }),
      task('royal-mail', {
        title: 'Connect Click & Drop',
        priorityScore: 40,
        actions: [done('royal-mail')],
      }),
    ];
    const two = { type: 'tasks', properties: { tasks: both } } as const;
    const sent: unknown[] = [];
    const replies = new Map<string, () => void>();
    const replied = (id: string) => new Promise<void>((resolve) => replies.set(id, resolve));
    const held = { products: replied('products'), 'royal-mail': replied('royal-mail') };
    server.use(
      http.post('/{siteid}/dashboard/tasks', async ({ request, response }) => {
        const body = await request.json();
        sent.push(body);
        if (body.task === 'products') {
          await held.products;
          return response(200).json({ error: 'Add at least three products first.', success: null });
        }
        await held['royal-mail'];
        return response(200).json({
          success: 'Click & Drop connected.',
          taskProperties: { completed: true, completedDate: '2026-11-30T10:12:45Z' },
        });
      }),
    );
    renderModule(TasksModule, two, { shell });

    await openTask(/Add your winter collection/);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as done' }));
    await openTask(/Connect Click & Drop/);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as done' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(screen.getByRole('button', { name: /Add your winter collection/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Connect Click & Drop/ })).toBeDisabled();

    // The first is refused while the second is still out: it comes back, saying why.
    replies.get('products')?.();
    await waitFor(() =>
      expect(shell.notify).toHaveBeenCalledWith({
        type: 'error',
        title: 'Add at least three products first.',
      }),
    );
    expect(screen.getByRole('button', { name: /Add your winter collection/ })).toBeEnabled();

    replies.get('royal-mail')?.();
    await waitFor(() =>
      expect(shell.notify).toHaveBeenCalledWith({
        type: 'success',
        title: 'Click & Drop connected.',
      }),
    );
    expect(shell.notify).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: /Add your winter collection/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Connect Click & Drop/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Completed tasks (1)' })).toBeVisible();
    expect(sent).toEqual([
      { task: 'products', action: 'complete' },
      { task: 'royal-mail', action: 'complete' },
    ]);
  });

  it('dismisses a task for good', async () => {
    const shell = fakeShell();
    const sent: unknown[] = [];
    server.use(
      http.post('/{siteid}/dashboard/tasks', async ({ request, response }) => {
        sent.push(await request.json());
        return response(200).json({ taskProperties: { dismissed: true } });
      }),
    );
    renderModule(TasksModule, module, { shell });
    await openTask(/Connect Click & Drop/);
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: /Connect Click & Drop/ }),
      ).not.toBeInTheDocument(),
    );
    expect(sent).toEqual([{ task: 'royal-mail', action: 'dismiss' }]);
  });

  it('says when there is nothing to do', async () => {
    renderModule(TasksModule, { type: 'tasks', properties: { tasks: [] } });
    expect(await screen.findByText('No tasks right now. Nice work!')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Your tasks' })).toBeVisible();
  });
});
