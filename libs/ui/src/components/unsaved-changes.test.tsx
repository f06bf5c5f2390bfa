import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/i18n';
import { UiProvider } from './ui-provider';
import { UnsavedChangesGuard } from './unsaved-changes';

function Form() {
  const [text, setText] = useState('');
  return (
    <>
      <label>
        Title
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <Link to="/elsewhere">Elsewhere</Link>
      <UnsavedChangesGuard dirty={text !== ''} />
    </>
  );
}

/** The routes in a memory router at `start`, beside a page elsewhere to leave to. */
function renderRoutes(routes: RouteObject[], start: string) {
  const router = createMemoryRouter(
    [...routes, { path: '/elsewhere', element: <p>Another page</p> }],
    { initialEntries: [start] },
  );
  render(
    <UiProvider i18n={createI18n()}>
      <RouterProvider router={router} />
    </UiProvider>,
  );
  return router;
}

const renderForm = () => renderRoutes([{ path: '/form', element: <Form /> }], '/form');

/** A form page (its own guard knows the page) with a sub-view whose form opens over it. */
function PageWithOptions() {
  const [text, setText] = useState('');
  return (
    <>
      <label>
        Heading
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <Link to="/page/options">Page options</Link>
      <UnsavedChangesGuard dirty={text !== ''} keepsWorkOn="/page" />
      <Outlet />
    </>
  );
}

function OptionsPanel() {
  const [text, setText] = useState('');
  return (
    <section aria-label="Options">
      <label>
        Page title
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <Link to="/page">Close</Link>
      <Link to="/elsewhere">Elsewhere</Link>
      <UnsavedChangesGuard dirty={text !== ''} />
    </section>
  );
}

const renderPage = () =>
  renderRoutes(
    [
      {
        path: '/page',
        element: <PageWithOptions />,
        children: [{ path: 'options', element: <OptionsPanel /> }],
      },
    ],
    '/page',
  );

describe('UnsavedChangesGuard', () => {
  it("opens a changed page's sub-view and closes it again without asking, the change kept", async () => {
    const router = renderPage();
    await userEvent.type(screen.getByLabelText('Heading'), 'Opening in spring');
    await userEvent.click(screen.getByRole('link', { name: 'Page options' }));
    expect(router.state.location.pathname).toBe('/page/options');
    await userEvent.click(screen.getByRole('link', { name: 'Close' }));
    expect(router.state.location.pathname).toBe('/page');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Heading')).toHaveValue('Opening in spring');
  });

  it("asks for the page's change when its sub-view, itself unchanged, leaves the page", async () => {
    const router = renderPage();
    await userEvent.type(screen.getByLabelText('Heading'), 'Opening in spring');
    await userEvent.click(screen.getByRole('link', { name: 'Page options' }));
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/page/options');
    expect(screen.getByLabelText('Heading')).toHaveValue('Opening in spring');
  });

  it("asks for the sub-view's own change when it closes", async () => {
    const router = renderPage();
    await userEvent.click(screen.getByRole('link', { name: 'Page options' }));
    await userEvent.type(screen.getByLabelText('Page title'), 'Spring');
    await userEvent.click(screen.getByRole('link', { name: 'Close' }));
    expect(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Leave without saving' }));
    expect(router.state.location.pathname).toBe('/page');
  });

  it('lets a clean form go without asking', async () => {
    const router = renderForm();
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('asks before leaving a dirty form and keeps the text when the user stays', async () => {
    const router = renderForm();
    await userEvent.type(screen.getByLabelText('Title'), 'Spring sale');
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));

    expect(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/form');
    expect(screen.getByLabelText('Title')).toHaveValue('Spring sale');
  });

  it('leaves when the user confirms', async () => {
    const router = renderForm();
    await userEvent.type(screen.getByLabelText('Title'), 'Spring sale');
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('asks the browser before the tab closes while dirty', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Title'), 'x');
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
