import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CancellationState } from '@site-admin/api-client';
import {
  activeShopAccount,
  http,
  renderRoutes,
  server,
  setupMockNetwork,
  showClientNotice,
} from '@site-admin/testing';
import { describe, expect, it } from 'vitest';
import { CancelPage } from './cancel-page';

setupMockNetwork();

const requested: CancellationState = {
  cancellationRequest: { textStatus: 'requested', datestamp: '2026-11-21T09:32:00Z' },
  nextPaymentDate: '2027-03-02',
};

function serve(state: CancellationState) {
  server.use(
    http.get('/authstatus/details', ({ response }) => response(200).json(activeShopAccount)),
    http.get('/{siteid}/account/cancel', ({ response }) => response(200).json(state)),
  );
}

const openNotices = () =>
  document.querySelectorAll('[data-scope="toast"][data-part="root"][data-state="open"]');

const routes = [
  { path: '/:siteid/account/cancel', element: <CancelPage /> },
  { path: '/:siteid/dashboard', element: <p>Dashboard page</p> },
];

describe('CancelPage', () => {
  it('shows an active request with the plan end date, the day before the next payment', async () => {
    serve(requested);
    renderRoutes(routes, '/48213/account/cancel');
    expect(await screen.findByText('Your plan is due to be cancelled')).toBeInTheDocument();
    expect(
      screen.getByText('You asked to cancel your plan on 21st November 2026.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Your plan ends on 1st March 2027/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep My Website' })).toBeInTheDocument();
  });

  it('withdraws the request once, then celebrates with a way to the dashboard', async () => {
    serve(requested);
    let withdrawals = 0;
    server.use(
      http.post('/{siteid}/account/cancel', ({ response }) => {
        withdrawals += 1;
        return response(200).json({
          status: 'success',
          message: 'Your cancellation request has been withdrawn. Your website will stay live.',
          cancellationRequest: { textStatus: 'withdrawn', datestamp: '2026-11-24T10:15:00Z' },
        });
      }),
    );
    const { router } = renderRoutes(routes, '/48213/account/cancel');
    await userEvent.dblClick(await screen.findByRole('button', { name: 'Keep My Website' }));

    const dialog = await screen.findByRole('dialog', { name: 'Your website is staying with us' });
    expect(within(dialog).getByRole('img', { name: 'Celebration' })).toBeInTheDocument();
    // The notice is drawn by the notifications region, a moment after the dialog.
    expect(
      (
        await screen.findAllByText(
          'Your cancellation request has been withdrawn. Your website will stay live.',
        )
      )[0],
    ).toBeInTheDocument();
    expect(withdrawals).toBe(1);
    expect(
      screen.getByText(
        'You withdrew your cancellation request on 24th November 2026. Your plan carries on as before.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to your dashboard' }));
    expect(router.state.location.pathname).toBe('/48213/dashboard');
  });

  it("shows a refusal's message as a failure notice and keeps the request", async () => {
    serve(requested);
    server.use(
      http.post('/{siteid}/account/cancel', ({ response }) =>
        response(200).json({
          status: 'error',
          message: 'Your plan has already been cancelled.',
          cancellationRequest: { textStatus: 'processed', datestamp: '2026-11-20T16:40:00Z' },
        }),
      ),
    );
    renderRoutes(routes, '/48213/account/cancel');
    await userEvent.click(await screen.findByRole('button', { name: 'Keep My Website' }));
    expect(await screen.findByText('Your plan has already been cancelled.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep My Website' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves an expired session (419) to its one notice, the client’s', async () => {
    serve(requested);
    server.use(
      http.post('/{siteid}/account/cancel', ({ response }) => {
        showClientNotice('session-expired');
        return response.untyped(
          Response.json({ message: 'CSRF token mismatch.' }, { status: 419 }),
        );
      }),
    );
    renderRoutes(routes, '/48213/account/cancel');
    await userEvent.click(await screen.findByRole('button', { name: 'Keep My Website' }));
    expect(await screen.findByText(/^Your session has expired/)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      document.querySelectorAll('[data-scope="toast"][data-part="root"][data-state="open"]'),
    ).toHaveLength(1);
    expect(screen.queryByText(/could not be withdrawn|CSRF/)).toBeNull();
  });

  it("says a server error once: the shell's notice says also what failed", async () => {
    serve(requested);
    server.use(
      http.post('/{siteid}/account/cancel', ({ response }) => {
        showClientNotice('server-error');
        return response.untyped(
          new Response(null, { status: 500, statusText: 'Internal Server Error' }),
        );
      }),
    );
    renderRoutes(routes, '/48213/account/cancel');
    await userEvent.click(await screen.findByRole('button', { name: 'Keep My Website' }));
    expect(
      await screen.findByText(
        'Your cancellation request could not be withdrawn. Please try again.',
      ),
    ).toBeInTheDocument();
    const notices = openNotices();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toHaveTextContent('A server error has occurred');
    expect(screen.queryByText(/500 Internal Server Error/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep My Website' })).toBeEnabled();
  });

  it("says a server error once when an earlier try's refusal is still shown", async () => {
    serve(requested);
    let tries = 0;
    server.use(
      http.post('/{siteid}/account/cancel', ({ response }) => {
        tries += 1;
        if (tries === 1)
          return response(200).json({
            status: 'error',
            message: 'Your request is with your account manager. Please try again later.',
            cancellationRequest: requested.cancellationRequest,
          });
        showClientNotice('server-error');
        return response.untyped(
          new Response(null, { status: 500, statusText: 'Internal Server Error' }),
        );
      }),
    );
    renderRoutes(routes, '/48213/account/cancel');
    const keep = await screen.findByRole('button', { name: 'Keep My Website' });
    await userEvent.click(keep);
    const refusal = 'Your request is with your account manager. Please try again later.';
    expect(await screen.findByText(refusal)).toBeInTheDocument();

    await userEvent.click(keep);
    expect(
      await screen.findByText(
        'Your cancellation request could not be withdrawn. Please try again.',
      ),
    ).toBeInTheDocument();
    // The refusal's notice leaves after its exit animation.
    await waitFor(() => expect(screen.queryByText(refusal)).toBeNull(), { timeout: 5_000 });
    expect(openNotices()).toHaveLength(1);
    expect(openNotices()[0]).toHaveTextContent('A server error has occurred');
  });

  it('closes the failure notice once a later try withdraws the request', async () => {
    serve(requested);
    let fail = true;
    server.use(
      http.post('/{siteid}/account/cancel', ({ response }) => {
        if (!fail)
          return response(200).json({
            status: 'success',
            message: 'Your cancellation request has been withdrawn. Your website will stay live.',
            cancellationRequest: { textStatus: 'withdrawn', datestamp: '2026-11-24T10:15:00Z' },
          });
        showClientNotice('server-error');
        return response.untyped(
          new Response(null, { status: 500, statusText: 'Internal Server Error' }),
        );
      }),
    );
    renderRoutes(routes, '/48213/account/cancel');
    await userEvent.click(await screen.findByRole('button', { name: 'Keep My Website' }));
    const failure = 'Your cancellation request could not be withdrawn. Please try again.';
    expect(await screen.findByText(failure)).toBeInTheDocument();

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Keep My Website' }));
    expect(
      await screen.findByRole('dialog', { name: 'Your website is staying with us' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(failure)).toBeNull(), { timeout: 5_000 });
    expect(screen.queryByText('A server error has occurred')).toBeNull();
  });

  it('says so when the withdrawal got no reply', async () => {
    serve(requested);
    server.use(http.post('/{siteid}/account/cancel', () => Response.error()));
    renderRoutes(routes, '/48213/account/cancel');
    await userEvent.click(await screen.findByRole('button', { name: 'Keep My Website' }));
    expect(
      await screen.findByText(/We could not withdraw your cancellation request/),
    ).toBeInTheDocument();
  });

  it('without an active request, says how to cancel and when the plan would end', async () => {
    serve({ cancellationRequest: null, nextPaymentDate: '2027-03-02' });
    renderRoutes(routes, '/48213/account/cancel');
    expect(await screen.findByText('You have not asked to cancel your plan.')).toBeInTheDocument();
    expect(screen.getByText(/your plan ends on 1st March 2027/)).toBeInTheDocument();
    expect(await screen.findByText(/contact your account manager, Priya Shah/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Keep My Website' })).not.toBeInTheDocument();
  });

  it('treats a saved request as not active', async () => {
    serve({
      cancellationRequest: { textStatus: 'saved', datestamp: '2026-11-22T12:00:00Z' },
      nextPaymentDate: null,
    });
    renderRoutes(routes, '/48213/account/cancel');
    expect(
      await screen.findByText(/kept your plan going on 22nd November 2026/),
    ).toBeInTheDocument();
    expect(screen.getByText('No payment is due on your plan.')).toBeInTheDocument();
  });

  it('shows an error with a retry when the page cannot load', async () => {
    server.use(
      http.get('/authstatus/details', ({ response }) => response(200).json(activeShopAccount)),
      http.get('/{siteid}/account/cancel', ({ response }) =>
        response(403).json({ message: 'Forbidden' }),
      ),
    );
    renderRoutes(routes, '/48213/account/cancel');
    expect(await screen.findByRole('alert')).toHaveTextContent('Forbidden');
  });
});
