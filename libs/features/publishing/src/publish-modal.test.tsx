import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Account, PublishProgress } from '@site-admin/api-client';
import {
  activeShopAccount,
  http,
  renderRoutes,
  server,
  setupMockNetwork,
} from '@site-admin/testing';
import { ShellActionsContext, type ShellActions } from '@site-admin/ui';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PublishModal } from './publish-modal';

setupMockNetwork();

function fakeActions(): ShellActions {
  return {
    navigate: vi.fn(),
    reload: vi.fn(),
    setSidebarSection: vi.fn(),
    openSubscription: vi.fn(),
    openPublish: vi.fn(),
    showPaymentModal: vi.fn(async () => false),
    showVideo: vi.fn(),
    notify: vi.fn(),
  };
}

const progress = (mode: string, done: number, total: number): PublishProgress => ({
  complete: done === total,
  chunks_completed: done,
  total_chunks: total,
  next:
    done === total
      ? null
      : `/publish/publish_chunked.php?mode=${mode}&run=8f3c2a91&chunk=${done + 1}`,
});

/** A live run of 4 chunks whose second chunk waits until the returned function is called. */
function holdSecondChunk(): () => void {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.get('/publish/publish_chunked.php', async ({ request, response }) => {
      const chunk = Number(new URL(request.url).searchParams.get('chunk') ?? '1');
      if (chunk === 2) await held;
      return response(200).json(progress('live', chunk, 4));
    }),
  );
  return () => release();
}

function serve(account: Partial<Account> = {}) {
  const accountCalls = vi.fn();
  server.use(
    http.get('/authstatus/details', ({ response }) => {
      accountCalls();
      return response(200).json({ ...activeShopAccount, ...account });
    }),
  );
  return accountCalls;
}

function open(
  actions = fakeActions(),
  modal = (onClose: () => void) => <PublishModal onClose={onClose} />,
) {
  const onClose = vi.fn();
  const view = renderRoutes(
    [{ path: '/:siteid/publish', element: modal(onClose) }],
    '/48213/publish',
    {
      wrap: (children) => (
        <ShellActionsContext.Provider value={actions}>{children}</ShellActionsContext.Provider>
      ),
    },
  );
  return { ...view, onClose, actions };
}

describe('PublishModal', () => {
  it('publishes chunk after chunk, then confirms with the account reloaded', async () => {
    const accountCalls = serve();
    const chunks: string[] = [];
    server.use(
      http.get('/publish/publish_chunked.php', ({ request, response }) => {
        const url = new URL(request.url);
        chunks.push(url.search);
        const chunk = Number(url.searchParams.get('chunk') ?? '1');
        return response(200).json(progress('live', chunk, 4));
      }),
    );
    const { onClose } = open();

    expect(
      await screen.findByText(/Publish your latest changes to https:\/\/hartleyandfinch\.co\.uk/),
    ).toBeInTheDocument();
    const publish = screen.getByRole('button', { name: 'Publish' });
    await userEvent.dblClick(publish);

    expect(
      await screen.findByRole('heading', { name: 'Your site is published' }),
    ).toBeInTheDocument();
    expect(chunks).toEqual([
      '?mode=live',
      '?mode=live&run=8f3c2a91&chunk=2',
      '?mode=live&run=8f3c2a91&chunk=3',
      '?mode=live&run=8f3c2a91&chunk=4',
    ]);
    expect(screen.getByText('Changes can take up to 10 minutes to show.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View live site' })).toHaveAttribute(
      'href',
      'https://hartleyandfinch.co.uk',
    );
    await waitFor(() => expect(accountCalls).toHaveBeenCalledTimes(2));
    await userEvent.click(screen.getAllByRole('button', { name: 'Close' })[0] ?? publish);
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the progress in percent and cannot be closed while publishing', async () => {
    serve();
    const release = holdSecondChunk();
    const { onClose } = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('25%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText(/up to 10 minutes/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    release();
    expect(await screen.findByText('Published!')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Your site is published' }),
    ).toBeInTheDocument();
  });

  it("stops on a failed chunk with 'Publishing error: {error}', then can be closed", async () => {
    serve();
    server.use(
      http.get('/publish/publish_chunked.php', ({ request, response }) => {
        const chunk = Number(new URL(request.url).searchParams.get('chunk') ?? '1');
        return chunk === 3
          ? response(500).json({ message: 'Chunk 3 of 4 could not be copied to the web server.' })
          : response(200).json(progress('live', chunk, 4));
      }),
    );
    const { onClose } = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Publishing error: Chunk 3 of 4 could not be copied to the web server.',
    );
    await userEvent.click(screen.getAllByRole('button', { name: 'Close' })[0] ?? document.body);
    expect(onClose).toHaveBeenCalled();
  });

  it('says the network failed when no reply came, and tries again', async () => {
    serve();
    let fail = true;
    server.use(
      http.get('/publish/publish_chunked.php', ({ response }) => {
        if (fail) return Response.error();
        return response(200).json(progress('live', 1, 1));
      }),
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach the server. Check your connection and try again.',
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Your site is published' }),
    ).toBeInTheDocument();
  });

  it('says an error occurred when the reply names none', async () => {
    serve();
    server.use(
      http.get('/publish/publish_chunked.php', ({ response }) =>
        response.untyped(new Response(null, { status: 502 })),
      ),
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred. Please try again',
    );
  });

  it('keeps the focus in the dialog through the run: on the progress, then on Close', async () => {
    serve();
    const release = holdSecondChunk();
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));

    // The Publish button is gone with the footer: the progress takes the focus, and names the step.
    expect(await screen.findByText('25%')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Publishing your site…' })).toHaveFocus();

    release();
    expect(
      await screen.findByRole('heading', { name: 'Your site is published' }),
    ).toBeInTheDocument();
    // The footer's Close (the corner's close button has the same name, and no text).
    const [close] = screen.getAllByRole('button', { name: 'Close' });
    expect(close).toHaveTextContent('Close');
    await waitFor(() => expect(close).toHaveFocus());
  });

  it.each([
    {
      message: 'Publishing error: Chunk 1 of 4 could not be copied to the web server.',
      reply: () =>
        http.get('/publish/publish_chunked.php', ({ response }) =>
          response(500).json({ message: 'Chunk 1 of 4 could not be copied to the web server.' }),
        ),
    },
    {
      message: 'We could not reach the server. Check your connection and try again.',
      reply: () => http.get('/publish/publish_chunked.php', () => Response.error()),
    },
    {
      message: 'An error occurred. Please try again',
      reply: () =>
        http.get('/publish/publish_chunked.php', ({ response }) =>
          response.untyped(new Response(null, { status: 502 })),
        ),
    },
  ])('puts the focus on Try again after "$message"', async ({ message, reply }) => {
    serve();
    server.use(reply());
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus());
  });

  it("gives the focus back to the menu's button when closed: the item that opened it is gone", async () => {
    serve();
    server.use(
      http.get('/publish/publish_chunked.php', ({ response }) =>
        response(200).json(progress('live', 1, 1)),
      ),
    );
    // As the top bar's publish menu: the menu is named by its button, and its item goes with it.
    function PublishMenu() {
      const [publishing, setPublishing] = useState(false);
      return (
        <>
          <button type="button" id="publish-menu-button" aria-haspopup="menu">
            Publish menu
          </button>
          <div role="menu" aria-labelledby="publish-menu-button">
            {publishing ? null : (
              <button type="button" role="menuitem" onClick={() => setPublishing(true)}>
                Publish Your Site
              </button>
            )}
          </div>
          {publishing ? <PublishModal onClose={() => setPublishing(false)} /> : null}
        </>
      );
    }
    open(fakeActions(), () => <PublishMenu />);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Publish Your Site' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByRole('heading', { name: 'Your site is published' }),
    ).toBeInTheDocument();

    await userEvent.click(screen.getAllByRole('button', { name: 'Close' })[0] ?? document.body);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Publish menu' })).toHaveFocus());
  });

  it('publishes the holding page in holding mode while it is switched on', async () => {
    serve({ holding_page_active: true });
    const modes: (string | null)[] = [];
    server.use(
      http.get('/publish/publish_chunked.php', ({ request, response }) => {
        const url = new URL(request.url);
        modes.push(url.searchParams.get('mode'));
        const chunk = Number(url.searchParams.get('chunk') ?? '1');
        return response(200).json(progress('holding', chunk, 2));
      }),
    );
    open();
    expect(await screen.findByText(/Your holding page is switched on/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Publish holding page' }));
    expect(
      await screen.findByRole('heading', { name: 'Your holding page is published' }),
    ).toBeInTheDocument();
    expect(modes).toEqual(['holding', 'holding']);
    expect(screen.queryByRole('link', { name: 'View live site' })).not.toBeInTheDocument();
  });

  it('offers a trial site the upsell instead of publishing', async () => {
    serve({ sitestatus: 'T' });
    const { actions, onClose } = open();
    expect(await screen.findByText(/Your website is on a free trial/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade Now' }));
    expect(actions.openSubscription).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });
});
