import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import {
  approveCommentMutation,
  commentQuery,
  deleteCommentMutation,
  markCommentNotSpamMutation,
} from '../src/queries/comments';
import { BULK_ACTION_ACCEPT, runBulkActionAt } from '../src/queries/page-data';
import { clientFor, fetchPage, newPact, runMutation, xhrHeaders, failure } from './pact-setup';
import { state } from './provider-states';

const { eachLike, integer, string, boolean, nullValue } = MatchersV3;
const json = { 'Content-Type': 'application/json' };
const siteid = 48213;
const pageid = 7;

const comment = {
  id: integer(305),
  author_name: string('Gwen Morgan'),
  author_email: string('gwen.morgan@example.com'),
  message: string(
    'Loved reading about the wood firing weekend. Will you be running the raku taster day again in spring?',
  ),
  created_at: string('2026-11-14T09:05:12Z'),
  is_spam: boolean(false),
  approved: boolean(false),
};

const listConfig = {
  title: string('Comments'),
  noun: { singular: string('comment'), plural: string('comments') },
  rows: {
    columns: eachLike({
      key: string('author_name'),
      label: string('Author'),
      type: string('title'),
    }),
  },
};

const pagination = {
  total: integer(3),
  per_page: integer(25),
  current_page: integer(1),
  last_page: integer(1),
  next_page_url: nullValue(),
  from: integer(1),
  to: integer(3),
};

const panelConfig = {
  title: string('Comment'),
  fields: eachLike({
    name: string('message'),
    type: string('textarea'),
    label: string('Message'),
    readonly: true,
  }),
  actions: eachLike({ label: string('Delete'), type: string('delete') }),
};

describe('comments calls', () => {
  it('GET /{siteid}/blog/{pageid}/comments returns a list page of comments', async () => {
    const pact = newPact()
      .given(state('the blog has approved and unapproved comments'))
      .uponReceiving('a request for the comments awaiting approval')
      .withRequest({
        method: 'GET',
        path: '/48213/blog/7/comments',
        headers: xhrHeaders,
        query: { page: '1', per_page: '25', 'filters[approved]': '0', withtotals: 'true' },
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { layout: 'list', config: listConfig, model: eachLike(comment), pagination },
      });
    await pact.executeTest(async (server) => {
      const page = await fetchPage(server.url, '/48213/blog/7/comments', {
        page: 1,
        per_page: 25,
        filters: { approved: '0' },
        withtotals: true,
      });
      if (page.layout !== 'list') throw new Error(page.layout);
      expect(page.model[0]?.author_name).toBe('Gwen Morgan');
    });
  });

  it('GET /{siteid}/blog/{pageid}/comments answers 403 with the unauthorised layout', async () => {
    const pact = newPact()
      .given(state("the account may not moderate the blog's comments"))
      .uponReceiving('a request for the comments by an account without access')
      .withRequest({ method: 'GET', path: '/48213/blog/7/comments', headers: xhrHeaders })
      .willRespondWith({
        status: 403,
        headers: json,
        body: {
          layout: 'unauthorised',
          message: string("You don't seem to have access to this page..."),
        },
      });
    await pact.executeTest(async (server) => {
      const error = await failure(fetchPage(server.url, '/48213/blog/7/comments'));
      expect(error.status).toBe(403);
    });
  });

  it('GET /{siteid}/blog/{pageid}/comments/spam returns the spam comments', async () => {
    const pact = newPact()
      .given(state('the blog has spam comments'))
      .uponReceiving('a request for the spam comments')
      .withRequest({ method: 'GET', path: '/48213/blog/7/comments/spam', headers: xhrHeaders })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          layout: 'list',
          config: { ...listConfig, title: string('Spam comments') },
          model: eachLike({
            ...comment,
            id: integer(314),
            author_name: string("Margaret O'Neill"),
            is_spam: true,
          }),
          pagination: { ...pagination, total: integer(2), to: integer(2) },
        },
      });
    await pact.executeTest(async (server) => {
      const page = await fetchPage(server.url, '/48213/blog/7/comments/spam');
      if (page.layout !== 'list') throw new Error(page.layout);
      expect(page.model.every((row) => row['is_spam'] === true)).toBe(true);
    });
  });

  it('GET /{siteid}/blog/{pageid}/comments/{id} returns a comment awaiting approval', async () => {
    const pact = newPact()
      .given(state('comment 305 awaits approval'))
      .uponReceiving('a request for a comment awaiting approval')
      .withRequest({ method: 'GET', path: '/48213/blog/7/comments/305', headers: xhrHeaders })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { layout: 'edit-form', config: panelConfig, model: { ...comment, approved: false } },
      });
    await pact.executeTest(async (server) => {
      const page = await new QueryClient().fetchQuery(
        commentQuery(clientFor(server.url), { siteid, pageid, id: 305 }),
      );
      expect(page.model.approved).toBe(false);
      expect(page.model.author_name).toBe('Gwen Morgan');
    });
  });

  it('GET /{siteid}/blog/{pageid}/comments/{id} returns a comment caught as spam', async () => {
    const pact = newPact()
      .given(state('comment 314 was caught as spam'))
      .uponReceiving('a request for a spam comment')
      .withRequest({ method: 'GET', path: '/48213/blog/7/comments/314', headers: xhrHeaders })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          layout: 'edit-form',
          config: panelConfig,
          model: { ...comment, id: integer(314), is_spam: true, approved: false },
        },
      });
    await pact.executeTest(async (server) => {
      const page = await new QueryClient().fetchQuery(
        commentQuery(clientFor(server.url), { siteid, pageid, id: 314 }),
      );
      expect(page.model.is_spam).toBe(true);
    });
  });

  it('GET /{siteid}/blog/{pageid}/comments/{id} for a missing comment answers 404', async () => {
    const pact = newPact()
      .given(state('comment 999 does not exist'))
      .uponReceiving('a request for a comment that does not exist')
      .withRequest({ method: 'GET', path: '/48213/blog/7/comments/999', headers: xhrHeaders })
      .willRespondWith({
        status: 404,
        headers: json,
        body: { message: string('This comment could not be found. It may have been deleted.') },
      });
    await pact.executeTest(async (server) => {
      const error = await failure(
        new QueryClient().fetchQuery(
          commentQuery(clientFor(server.url), { siteid, pageid, id: 999 }),
        ),
      );
      expect(error.status).toBe(404);
    });
  });

  it('DELETE /{siteid}/blog/{pageid}/comments/{id} deletes a comment', async () => {
    const pact = newPact()
      .given(state('comment 305 can be deleted'))
      .uponReceiving('a request to delete a comment')
      .withRequest({ method: 'DELETE', path: '/48213/blog/7/comments/305', headers: xhrHeaders })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { result: 'success', message: string('The comment has been deleted.') },
      });
    await pact.executeTest(async (server) => {
      const data = await runMutation(deleteCommentMutation, server.url, {
        siteid,
        pageid,
        id: 305,
      });
      expect(data.result).toBe('success');
    });
  });

  it('DELETE /{siteid}/blog/{pageid}/comments/{id}?spam=true deletes a spam comment', async () => {
    const pact = newPact()
      .given(state('comment 312 is spam and can be deleted'))
      .uponReceiving('a request to delete a spam comment')
      .withRequest({
        method: 'DELETE',
        path: '/48213/blog/7/comments/312',
        headers: xhrHeaders,
        query: { spam: 'true' },
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { result: 'success', message: string('The comment has been deleted.') },
      });
    await pact.executeTest(async (server) => {
      const data = await runMutation(deleteCommentMutation, server.url, {
        siteid,
        pageid,
        id: 312,
        spam: true,
      });
      expect(data.result).toBe('success');
    });
  });

  it('DELETE /{siteid}/blog/{pageid}/comments/{id} that fails answers result error', async () => {
    const pact = newPact()
      .given(state('comment 301 cannot be deleted'))
      .uponReceiving('a request to delete a comment that cannot be deleted')
      .withRequest({ method: 'DELETE', path: '/48213/blog/7/comments/301', headers: xhrHeaders })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          result: 'error',
          message: string('An error has occurred and comment has failed to be deleted'),
        },
      });
    await pact.executeTest(async (server) => {
      const error = await failure(
        runMutation(deleteCommentMutation, server.url, { siteid, pageid, id: 301 }),
      );
      expect(error.body).toMatchObject({ result: 'error' });
    });
  });

  it('GET {comment path}/approve approves a comment and asks for a reload', async () => {
    const pact = newPact()
      .given(state('comment 305 can be approved'))
      .uponReceiving('a request to approve a comment')
      .withRequest({
        method: 'GET',
        path: '/48213/blog/7/comments/305/approve',
        headers: xhrHeaders,
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          result: 'success',
          message: string('The comment has been approved.'),
          reload: boolean(true),
        },
      });
    await pact.executeTest(async (server) => {
      const data = await runMutation(approveCommentMutation, server.url, {
        siteid,
        pageid,
        id: 305,
      });
      expect(data.result).toBe('success');
    });
  });

  it('GET {comment path}/approve that fails answers result error', async () => {
    const pact = newPact()
      .given(state('comment 305 cannot be approved'))
      .uponReceiving('a request to approve a comment that cannot be approved')
      .withRequest({
        method: 'GET',
        path: '/48213/blog/7/comments/305/approve',
        headers: xhrHeaders,
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { result: 'error', message: string('The comment could not be approved.') },
      });
    await pact.executeTest(async (server) => {
      const error = await failure(
        runMutation(approveCommentMutation, server.url, { siteid, pageid, id: 305 }),
      );
      expect(error.message).toBe('The comment could not be approved.');
    });
  });

  it('GET {comment path}/not-spam?report=true moves a comment back and reports it', async () => {
    const pact = newPact()
      .given(state('comment 314 can be marked not spam'))
      .uponReceiving('a request to mark a spam comment as not spam and report it')
      .withRequest({
        method: 'GET',
        path: '/48213/blog/7/comments/314/not-spam',
        headers: xhrHeaders,
        query: { report: 'true' },
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          result: 'success',
          message: string('The comment has been marked as not spam.'),
          reload: boolean(true),
        },
      });
    await pact.executeTest(async (server) => {
      const data = await runMutation(markCommentNotSpamMutation, server.url, {
        siteid,
        pageid,
        id: 314,
        report: true,
      });
      expect(data.result).toBe('success');
    });
  });

  it('GET {comment path}/not-spam that fails answers result error', async () => {
    const pact = newPact()
      .given(state('comment 314 cannot be marked not spam'))
      .uponReceiving('a request to mark a comment as not spam that fails')
      .withRequest({
        method: 'GET',
        path: '/48213/blog/7/comments/314/not-spam',
        headers: xhrHeaders,
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { result: 'error', message: string('The comment could not be marked as not spam.') },
      });
    await pact.executeTest(async (server) => {
      const error = await failure(
        runMutation(markCommentNotSpamMutation, server.url, {
          siteid,
          pageid,
          id: 314,
          report: false,
        }),
      );
      expect(error.body).toMatchObject({ result: 'error' });
    });
  });
});

// The lists' bulk actions run through the page engine's bulk runner, as the app runs them.
describe('comment bulk actions', () => {
  it('GET {bulk path} approves the checked comments', async () => {
    const pact = newPact()
      .given(state('the checked comments can be approved'))
      .uponReceiving('a bulk approval of two comments')
      .withRequest({
        method: 'GET',
        path: '/48213/blog/7/comments/bulk',
        headers: { ...xhrHeaders, Accept: BULK_ACTION_ACCEPT },
        query: { action: 'approve', ids: '309,305' },
      })
      .willRespondWith({
        status: 200,
        headers: { 'Content-Type': 'text/plain' },
        body: 'Updated',
      });
    await pact.executeTest(async (server) => {
      const url = '/48213/blog/7/comments/bulk?action=approve&ids=309,305';
      const result = await runBulkActionAt(clientFor(server.url), { url, count: 2 });
      expect(result.result).toBe('success');
    });
  });

  it('GET {bulk path} deletes checked spam comments with spam=true', async () => {
    const pact = newPact()
      .given(state('the checked spam comments can be deleted'))
      .uponReceiving('a bulk delete of two spam comments')
      .withRequest({
        method: 'GET',
        path: '/48213/blog/7/comments/bulk',
        headers: {
          ...xhrHeaders,
          Accept: MatchersV3.regex('^(text/plain|application/json)$', 'application/json'),
        },
        query: { action: 'delete', ids: '314,312', spam: 'true' },
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { result: 'success', reload: boolean(true) },
      });
    await pact.executeTest(async (server) => {
      const url = '/48213/blog/7/comments/bulk?action=delete&ids=314,312&spam=true';
      const result = await runBulkActionAt(clientFor(server.url), { url, count: 2 });
      expect(result.reload).toBe(true);
    });
  });
});
