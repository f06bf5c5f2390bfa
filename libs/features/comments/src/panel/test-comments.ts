// Comment pages for the panel's tests, shaped like the contract's examples.
import type { BlogComment, CommentPage } from '@site-admin/api-client';
import type { PageHost } from '@site-admin/extensions';
import { vi } from 'vitest';

export const gwen: BlogComment = {
  id: 305,
  author_name: 'Gwen Morgan',
  author_email: 'gwen.morgan@example.com',
  message: '<b>Loved</b> reading about the wood firing weekend.',
  created_at: '2026-11-14T09:05:12Z',
  is_spam: false,
  approved: false,
  post_title: 'A weekend at the wood kiln',
};

export const margaret: BlogComment = {
  ...gwen,
  id: 314,
  author_name: "Margaret O'Neill",
  author_email: 'maggie.oneill@example.com',
  message: 'Is the studio open to visitors during Open Studios fortnight?',
  is_spam: true,
};

export const commentPage = (model: BlogComment): CommentPage => ({
  layout: 'edit-form',
  resource: 'comments',
  config: { title: 'Comment', fields: [], actions: [] },
  model,
});

export function fakeHost(pagePath: string): PageHost {
  return {
    pagePath,
    siteid: '48213',
    search: '',
    page: null,
    filters: {},
    sort: null,
    defaultSort: null,
    applyFilters: vi.fn(),
    openPanel: vi.fn(),
    closePanel: vi.fn(),
    refresh: vi.fn(() => Promise.resolve()),
    shell: null,
  };
}
