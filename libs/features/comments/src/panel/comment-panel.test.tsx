import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageKeys } from '@site-admin/api-client';
import {
  findOpenedDialog,
  http,
  renderRoutes,
  server,
  setupMockNetwork,
  showClientNotice,
} from '@site-admin/testing';
import { delay, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CommentPanel } from './comment-panel';
import { commentPage, fakeHost, gwen, margaret } from './test-comments';

setupMockNetwork();

function open(path: string, pagePath = '/48213/blog/7/comments') {
  const host = fakeHost(pagePath);
  const result = renderRoutes(
    [{ path: '*', element: <CommentPanel host={host} path={path} view="detail" /> }],
    path,
  );
  return { host, ...result };
}

describe('CommentPanel', () => {
  it('shows who wrote what and when, as text, with Approve and Delete', async () => {
    server.use(
      http.get('/{siteid}/blog/{pageid}/comments/{id}', ({ response }) =>
        response(200).json(commentPage(gwen)),
      ),
    );
    open('/48213/blog/7/comments/305');

    const panel = await screen.findByRole('dialog', {
      name: 'Gwen Morgan · November 14, 2026 09:05 AM',
    });
    expect(within(panel).getByLabelText('Message')).toHaveValue(
      '<b>Loved</b> reading about the wood firing weekend.',
    );
    expect(within(panel).getByLabelText('Email')).toHaveValue('gwen.morgan@example.com');
    expect(within(panel).getByRole('button', { name: 'Approve' })).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Delete' })).toBeVisible();
    expect(within(panel).queryByRole('button', { name: 'Not Spam' })).not.toBeInTheDocument();
  });

  it('approves with one call, refreshes the list, says so and closes', async () => {
    let calls = 0;
    server.use(
      http.get('/{siteid}/blog/{pageid}/comments/{id}', ({ response }) =>
        response(200).json(commentPage(gwen)),
      ),
      http.get('/{siteid}/blog/{pageid}/comments/{id}/approve', ({ response }) => {
        calls += 1;
        return response(200).json({ result: 'success', reload: true });
      }),
    );
    const { host, queryClient } = open('/48213/blog/7/comments/305');
    queryClient.setQueryData(pageKeys.page('/48213/blog/7/comments', {}), { layout: 'list' });
    const approve = await screen.findByRole('button', { name: 'Approve' });
    fireEvent.click(approve);
    fireEvent.click(approve);

    expect(await screen.findByText('The comment has been approved')).toBeVisible();
    expect(host.closePanel).toHaveBeenCalledTimes(1);
    expect(calls).toBe(1);
    expect(
      queryClient.getQueryState(pageKeys.page('/48213/blog/7/comments', {}))?.isInvalidated,
    ).toBe(true);
  });

  it('keeps the panel open and says so when approving fails', async () => {
    server.use(
      http.get('/{siteid}/blog/{pageid}/comments/{id}', ({ response }) =>
        response(200).json(commentPage(gwen)),
      ),
      http.get('/{siteid}/blog/{pageid}/comments/{id}/approve', ({ response }) =>
        response(200).json({ result: 'error', message: 'The comment could not be approved.' }),
      ),
    );
    const { host } = open('/48213/blog/7/comments/305');
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText('The comment could not be approved. Please try again.'),
    ).toBeVisible();
    expect(host.closePanel).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
  });

  it('says a server error once, with what failed', async () => {
    server.use(
      http.get('/{siteid}/blog/{pageid}/comments/{id}', ({ response }) =>
        response(200).json(commentPage(gwen)),
      ),
      http.get('/{siteid}/blog/{pageid}/comments/{id}/approve', () => {
        showClientNotice('server-error');
        return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
      }),
    );
    open('/48213/blog/7/comments/305');
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText('The comment could not be approved. Please try again.'),
    ).toBeVisible();
    const notices = document.querySelectorAll(
      '[data-scope="toast"][data-part="root"][data-state="open"]',
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]).toHaveTextContent('A server error has occurred');
  });

  it("gives the server's reason with the failure of an approve and of a not spam", async () => {
    const locked = { result: 'error', message: 'Comment is locked by another moderator' };
    server.use(
      http.get('/{siteid}/blog/{pageid}/comments/{id}', ({ params, response }) =>
        response(200).json(commentPage(params.id === '314' ? margaret : gwen)),
      ),
      http.get('/{siteid}/blog/{pageid}/comments/{id}/approve', () => HttpResponse.json(locked)),
      http.get('/{siteid}/blog/{pageid}/comments/{id}/not-spam', () => HttpResponse.json(locked)),
    );
    const approving = open('/48213/blog/7/comments/309');
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const approveNotice = (
      await screen.findByText('The comment could not be approved. Please try again.')
    ).closest('[data-part="root"]');
    expect(approveNotice).toHaveTextContent('Comment is locked by another moderator');
    approving.unmount();

    open('/48213/blog/7/comments/spam/314', '/48213/blog/7/comments/spam');
    fireEvent.click(await screen.findByRole('button', { name: 'Not Spam' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Mark as not spam' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'No, just move it' }));
    const notSpamNotice = (
      await screen.findByText('The comment could not be marked as not spam. Please try again.')
    ).closest('[data-part="root"]');
    expect(notSpamNotice).toHaveTextContent('Comment is locked by another moderator');
  });

  it('asks whether to report a spam comment, then sends report', async () => {
    let query = '';
    server.use(
      http.get('/{siteid}/blog/{pageid}/comments/{id}', ({ response }) =>
        response(200).json(commentPage(margaret)),
      ),
      http.get('/{siteid}/blog/{pageid}/comments/{id}/not-spam', ({ request, response }) => {
        query = new URL(request.url).search;
        return response(200).json({ result: 'success', reload: true });
      }),
    );
    const { host } = open('/48213/blog/7/comments/spam/314', '/48213/blog/7/comments/spam');
    const panel = await findOpenedDialog(/^Margaret O'Neill/);
    fireEvent.click(within(panel).getByRole('button', { name: 'Not Spam' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Mark as not spam' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, report it' }));

    expect(await screen.findByText('The comment has been marked as not spam')).toBeVisible();
    expect(query).toBe('?report=true');
    expect(host.closePanel).toHaveBeenCalled();
  });

  it('deletes a spam comment with spam=true after the confirmation', async () => {
    let query = '';
    let loads = 0;
    server.use(
      http.get('/{siteid}/blog/{pageid}/comments/{id}', ({ response }) => {
        loads += 1;
        return response(200).json(commentPage(margaret));
      }),
      http.delete('/{siteid}/blog/{pageid}/comments/{id}', ({ request, response }) => {
        query = new URL(request.url).search;
        return response(200).json({ result: 'success' });
      }),
    );
    const { host } = open('/48213/blog/7/comments/spam/314', '/48213/blog/7/comments/spam');
    const panel = await findOpenedDialog(/^Margaret O'Neill/);
    fireEvent.click(within(panel).getByRole('button', { name: 'Delete' }));
    // The question names the comment as its panel does: who wrote it and when.
    const confirm = await screen.findByRole('alertdialog', {
      name: /^Delete the comment ‘Margaret O'Neill · .+’\?$/,
    });
    expect(confirm).toHaveTextContent(
      /Are you sure you wish to delete the comment ‘Margaret O'Neill · .+’\?/,
    );
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('The comment has been deleted')).toBeVisible();
    expect(query).toBe('?spam=true');
    await waitFor(() => expect(host.closePanel).toHaveBeenCalled());
    // The deleted comment is not asked for again (the server would answer 404).
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(loads).toBe(1);
  });

  it('names the comment when deleting fails', async () => {
    server.use(
      http.get('/{siteid}/blog/{pageid}/comments/{id}', ({ response }) =>
        response(200).json(commentPage({ ...gwen, approved: true })),
      ),
      http.delete('/{siteid}/blog/{pageid}/comments/{id}', ({ response }) =>
        response(500).json({ message: 'Server Error' }),
      ),
    );
    open('/48213/blog/7/comments/305');
    const panel = await findOpenedDialog(/Gwen Morgan/);
    expect(within(panel).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: 'Delete' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(
      await screen.findByText('An error has occurred and comment has failed to be deleted'),
    ).toBeVisible();
  });

  it.each([
    ['Delete', 'Delete', 'An error has occurred and comment has failed to be deleted'],
    [
      'Not Spam',
      'Yes, report it',
      'The comment could not be marked as not spam. Please try again.',
    ],
  ])(
    'gives the focus back to %s after its question, once the call failed',
    async (button, confirmation, failure) => {
      server.use(
        http.get('/{siteid}/blog/{pageid}/comments/{id}', ({ response }) =>
          response(200).json(commentPage(margaret)),
        ),
        // Answered once the question has closed, as a server does.
        http.delete('/{siteid}/blog/{pageid}/comments/{id}', async ({ response }) => {
          await delay(300);
          return response(500).json({ message: 'Server Error' });
        }),
        http.get('/{siteid}/blog/{pageid}/comments/{id}/not-spam', async ({ response }) => {
          await delay(300);
          return response(500).json({ message: 'Server Error' });
        }),
      );
      open('/48213/blog/7/comments/spam/314', '/48213/blog/7/comments/spam');
      const panel = await findOpenedDialog(/^Margaret O'Neill/);
      const pressed = within(panel).getByRole('button', { name: button });
      await userEvent.click(pressed);
      const confirm = await screen.findByRole('alertdialog');
      await waitFor(() => expect(confirm).toContainElement(document.activeElement as HTMLElement));
      await userEvent.click(within(confirm).getByRole('button', { name: confirmation }));

      expect(await screen.findByText(failure)).toBeVisible();
      // Not the read-only message, where the panel put the focus while the button was disabled.
      await waitFor(() => expect(pressed).toHaveFocus());
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    },
  );

  it('shows why the comment could not load', async () => {
    server.use(
      http.get('/{siteid}/blog/{pageid}/comments/{id}', ({ response }) =>
        response(404).json({ message: 'This comment could not be found.' }),
      ),
    );
    open('/48213/blog/7/comments/999');
    expect(await screen.findByText(/This comment could not be found\./)).toBeVisible();
  });
});
