import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/i18n';
import { UiProvider } from './ui-provider';

afterEach(() => {
  cleanup();
  vi.doUnmock('./notifications-view');
  vi.resetModules();
});

/** The notifications module afresh: its queue loads with the first notification. */
async function renderNotifications() {
  const module = await import('./notifications');
  const view = render(
    <UiProvider i18n={createI18n()}>
      <module.Notifications />
    </UiProvider>,
  );
  return { ...module, container: view.container };
}

/** The titles of the toasts shown and not closing. */
const openToasts = () =>
  [...document.querySelectorAll('[data-scope="toast"][data-part="root"][data-state="open"]')].map(
    (toast) => toast.querySelector('[data-part="title"]')?.textContent,
  );

describe('Notifications', () => {
  it('draws nothing until the first notification, then shows it', async () => {
    const { container, notify } = await renderNotifications();
    expect(document.querySelector('[data-scope="toast"]')).toBeNull();
    expect(container).toBeEmptyDOMElement();
    act(() => notify({ type: 'success', title: 'Order saved', description: 'Order 10482' }));
    expect(await screen.findByText('Order saved')).toBeInTheDocument();
    expect(screen.getByText('Order 10482')).toBeInTheDocument();
  });

  it('acts on calls made before its code is in, in the order made', async () => {
    const { notify } = await renderNotifications();
    act(() => {
      notify({ type: 'info', id: 'save', title: 'Saving…', persistent: true });
      notify({ type: 'success', id: 'save', title: 'Saved' });
      notify({ type: 'error', title: 'Export failed' });
    });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(openToasts()).toEqual(['Export failed', 'Saved']);
  });

  it('closes a notification by its id', async () => {
    const { notify, dismissNotification } = await renderNotifications();
    act(() => notify({ type: 'error', id: 'export', title: 'Export failed', persistent: true }));
    expect(await screen.findByText('Export failed')).toBeInTheDocument();
    act(() => dismissNotification('export'));
    await waitFor(() => expect(openToasts()).toEqual([]));
    // It leaves the page once its removal delay is over (timed on animation frames).
    await waitFor(() => expect(screen.queryByText('Export failed')).not.toBeInTheDocument());
  });

  it('times its animation frames on the page clock, as a browser does', async () => {
    // The test setup's fix: jsdom's own frame times lagged performance.now() by its start-up.
    const before = performance.now();
    const frameTime = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
    expect(frameTime).toBeGreaterThanOrEqual(before);
    expect(frameTime).toBeLessThanOrEqual(performance.now());
  });

  it('asks for its code again when it could not load (offline)', async () => {
    let offline = true;
    vi.doMock('./notifications-view', async () => {
      if (offline) throw new TypeError('Failed to fetch dynamically imported module');
      return vi.importActual('./notifications-view');
    });
    const { notify } = await renderNotifications();
    act(() => notify({ type: 'success', title: 'Lost while offline' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Lost while offline')).not.toBeInTheDocument();

    offline = false;
    act(() => notify({ type: 'success', title: 'Back online' }));
    expect(await screen.findByText('Back online')).toBeInTheDocument();
  });
});
