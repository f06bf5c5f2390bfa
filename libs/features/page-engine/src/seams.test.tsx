// How features plug into the engine (ARCHITECTURE.md "How a feature plugs in"): a panel opened
// from a row, a bulk action that opens the feature's own modal, an ajax row action that is a
// call, and a part that throws staying inside its own boundary.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineExtension, type BulkActionProps, type PanelProps } from '@site-admin/extensions';
import { server, setupMockNetwork } from '@site-admin/testing';
import { SidePanel } from '@site-admin/ui';
// The list's own path is a generic page (the server names it): an untyped handler.
import { http, HttpResponse } from 'msw';
import { lazy, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage, WIDGETS_PATH, widgetsPage, widgetsRoutes } from './test-support';

setupMockNetwork();

const PATH = WIDGETS_PATH;

function WidgetPanel({ host, id }: PanelProps) {
  return (
    <SidePanel title={`Widget ${id ?? ''}`} onClose={host.closePanel}>
      <p>
        Widget {id} on {host.pagePath}
      </p>
    </SidePanel>
  );
}

function RecolourModal({ rows, onDone }: BulkActionProps) {
  return (
    <div role="dialog" aria-label="Recolour widgets">
      <p>{rows.length} widgets</p>
      <button type="button" onClick={() => onDone(true)}>
        Recolour them
      </button>
    </div>
  );
}

function BrokenPanel(): never {
  throw new Error('the reply had the wrong shape');
}

const routes = widgetsRoutes;

function serveWidgets() {
  const requests: string[] = [];
  server.use(
    http.get(`*${PATH}`, ({ request }) => {
      requests.push(new URL(request.url).pathname);
      return HttpResponse.json(widgetsPage());
    }),
    http.get(`*${PATH}/:id/approve`, ({ request }) => {
      requests.push(new URL(request.url).pathname);
      return HttpResponse.text('Updated');
    }),
  );
  return requests;
}

describe('features plugged into a list', () => {
  it('opens the panel a feature registered for its resource from a row', async () => {
    serveWidgets();
    const feature = defineExtension({ name: 'widgets', panels: { 'widgets/detail': WidgetPanel } });
    const { router } = renderPage(routes, PATH, { extensions: [feature] });
    await userEvent.click(await screen.findByRole('link', { name: 'Blue jug' }));
    expect(await screen.findByText(`Widget 7 on ${PATH}`)).toBeVisible();
    expect(router.state.location.pathname).toBe(`${PATH}/7`);
  });

  it("opened by address, draws the feature's panel once the page names its resource, and never asks for the panel's address", async () => {
    const requests = serveWidgets();
    // A slower list reply: the panel must not be chosen before it names the resource.
    server.use(
      http.get(`*${PATH}`, async ({ request }) => {
        requests.push(new URL(request.url).pathname);
        await new Promise((resolve) => setTimeout(resolve, 1500));
        return HttpResponse.json(widgetsPage());
      }),
      http.get(`*${PATH}/:id`, ({ request }) => {
        requests.push(new URL(request.url).pathname);
        return HttpResponse.json({ message: 'Not found' }, { status: 404 });
      }),
    );
    const feature = defineExtension({ name: 'widgets', panels: { 'widgets/detail': WidgetPanel } });
    renderPage(routes, `${PATH}/7`, { extensions: [feature] });
    expect(
      await screen.findByText(`Widget 7 on ${PATH}`, undefined, { timeout: 10_000 }),
    ).toBeVisible();
    expect(requests).not.toContain(`${PATH}/7`);
  });

  it("opens a feature's modal for its bulk action and refreshes the list when it is done", async () => {
    const requests = serveWidgets();
    const feature = defineExtension({
      name: 'widgets',
      bulkActions: { 'widgets/recolour': RecolourModal },
    });
    renderPage(routes, PATH, { extensions: [feature] });
    const table = await screen.findByRole('table');
    await userEvent.click(within(table).getAllByRole('checkbox')[1] ?? table);
    await userEvent.click(await screen.findByRole('button', { name: 'Recolour' }));
    const modal = await screen.findByRole('dialog', { name: 'Recolour widgets' });
    expect(within(modal).getByText('1 widgets')).toBeVisible();
    const before = requests.length;
    await userEvent.click(within(modal).getByRole('button', { name: 'Recolour them' }));
    await waitFor(() => expect(requests.length).toBe(before + 1));
    expect(screen.queryByRole('dialog', { name: 'Recolour widgets' })).not.toBeInTheDocument();
    // Nothing was sent to the bulk path: the feature's modal handled the action.
    expect(requests.filter((path) => path.includes('bulk'))).toEqual([]);
  });

  it('runs an ajax row action as one request and stays on the list', async () => {
    const requests = serveWidgets();
    const { router } = renderPage(routes, PATH);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve #7' }));
    await waitFor(() => expect(requests).toContain(`${PATH}/7/approve`));
    expect(requests.filter((path) => path.endsWith('/approve'))).toHaveLength(1);
    expect(router.state.location.pathname).toBe(PATH);
    // The list is fetched again after the call.
    await waitFor(() => expect(requests.filter((path) => path === PATH).length).toBe(2));
  });

  it('keeps a panel that throws inside its boundary, with a retry, while the list works', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serveWidgets();
    const feature = defineExtension({ name: 'widgets', panels: { 'widgets/detail': BrokenPanel } });
    renderPage(routes, `${PATH}/8`, { extensions: [feature] });
    const notice = await screen.findByText('This part could not be shown');
    const panel = screen.getByRole('dialog');
    expect(panel).toContainElement(notice);
    expect(within(panel).getByRole('button', { name: 'Try again' })).toBeVisible();
    // The list behind it still shows its rows.
    expect(await screen.findByText('Green mug')).toBeInTheDocument();
    errors.mockRestore();
  });

  it("offers a reload when a panel's code can no longer be fetched (a deploy replaced it)", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serveWidgets();
    const MissingPanel = lazy<ComponentType<PanelProps>>(() =>
      Promise.reject(
        new TypeError('Failed to fetch dynamically imported module: /assets/widget-panel-1a2b.js'),
      ),
    );
    const feature = defineExtension({
      name: 'widgets',
      panels: { 'widgets/detail': MissingPanel },
    });
    renderPage(routes, `${PATH}/8`, { extensions: [feature] });
    const notice = await screen.findByText('A new version of the app is available');
    const panel = screen.getByRole('dialog');
    expect(panel).toContainElement(notice);
    expect(within(panel).getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(within(panel).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(await screen.findByText('Green mug')).toBeInTheDocument();
    errors.mockRestore();
  });
});
