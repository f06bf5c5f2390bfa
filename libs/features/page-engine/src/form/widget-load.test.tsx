// The less common field types' widgets load with the first form that has one. A form waits for
// them (its loading state stays) and draws whole; when one cannot load (a deploy replaced it) the
// panel says so with a reload, and the list under it stays.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormPage } from '@site-admin/api-client';
import { server, setupMockNetwork } from '@site-admin/testing';
// The list's own path is a generic page (the server names it): untyped handlers.
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage, WIDGETS_PATH, widgetsPage, widgetsRoutes } from '../test-support';
import { loadWidgets } from './widgets/lazy-widgets';

// Hoisted above the imports: the colour widget's code is missing, as after a deploy (the
// export throws, so the import rejects with the browser's own error for a missing chunk).
vi.mock('./widgets/colour-widget', () => ({
  get ColourWidget(): never {
    throw new TypeError('Failed to fetch dynamically imported module: /assets/colour-1a2b.js');
  },
}));

setupMockNetwork();
// The form chunk (RJSF, ajv) loads slowly on a busy machine: once, before the first test's clock.
beforeAll(() => import('./form-view'), 60_000);

function widgetForm(fields: FormPage['config']['fields']): FormPage {
  return {
    layout: 'edit-form',
    resource: 'widgets',
    config: {
      title: 'Edit widget',
      panelSize: 'medium',
      noun: { singular: 'widget', plural: 'widgets' },
      fields,
      actions: [
        { label: 'Save', type: 'submit', verb: 'POST', path: `${WIDGETS_PATH}/7`, validate: true },
      ],
    },
    model: { name: 'Blue jug', tags: ['glazed'], colour: '#2450ff' },
  };
}

const name = { name: 'name', type: 'text', label: 'Name', params: {} } as const;
const tags = { name: 'tags', type: 'tags', label: 'Tags', params: {} } as const;
const colour = { name: 'colour', type: 'colour', label: 'Colour', params: {} } as const;

function openWidget(form: FormPage) {
  server.use(
    http.get(`*${WIDGETS_PATH}`, () => HttpResponse.json(widgetsPage())),
    http.get(`*${WIDGETS_PATH}/7`, () => HttpResponse.json(form)),
  );
  return renderPage(widgetsRoutes, `${WIDGETS_PATH}/7`);
}

describe('loading widgets per field type', () => {
  it('asks once per set of widgets while they load, and is ready at once when they are in', async () => {
    const ready = loadWidgets(['text', 'select', 'textarea', 'info']);
    const load = loadWidgets(['toggle', 'radio']);
    expect(load).not.toBe(ready);
    expect(loadWidgets(['radio', 'text', 'toggle'])).toBe(load);
    await load;
    expect(loadWidgets(['toggle', 'radio'])).toBe(ready);
  });

  it('keeps a failed load, so a form drawn again says so instead of asking again', async () => {
    const failed = loadWidgets(['colour']);
    await expect(failed).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(loadWidgets(['colour'])).toBe(failed);
  });

  it('draws a form whole once the widgets its fields need are in', async () => {
    openWidget(widgetForm([name, tags]));
    // Both fields come in one draw (the tags widget's code was asked for beside the form's).
    expect(await screen.findByLabelText('Name')).toHaveValue('Blue jug');
    const panel = screen.getByRole('dialog', { name: 'Edit widget' });
    expect(within(panel).getByRole('list', { name: 'Added tags' })).toHaveTextContent('glazed');
  });

  it('says so in the panel when a widget cannot load, and the list stays', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = openWidget(widgetForm([name, colour]));
    expect(await screen.findByText('A new version of the app is available')).toBeVisible();
    const panel = screen.getByRole('dialog');
    expect(within(panel).getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(within(panel).queryByLabelText('Name')).not.toBeInTheDocument();
    expect(screen.getByText('Green mug')).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(router.state.location.pathname).toBe(WIDGETS_PATH);
    errors.mockRestore();
  });
});
