import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
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

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <Form /> },
      { path: '/elsewhere', element: <p>Another page</p> },
    ],
    { initialEntries: ['/form'] },
  );
  render(
    <UiProvider i18n={createI18n()}>
      <RouterProvider router={router} />
    </UiProvider>,
  );
  return router;
}

describe('UnsavedChangesGuard', () => {
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
