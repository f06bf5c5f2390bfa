import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/i18n';
import { UiProvider } from './ui-provider';
import { FeedbackModal, IframeModal, PreviewModal, previewUrl } from './frame-modals';

function renderUi(ui: ReactNode) {
  return render(<UiProvider i18n={createI18n()}>{ui}</UiProvider>);
}

describe('IframeModal', () => {
  it('shows the page in a titled frame and closes from the close button', async () => {
    const onClose = vi.fn();
    renderUi(
      <IframeModal title="Royal Mail" src="/48213/shop/royal-mail?embed=1" onClose={onClose} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Royal Mail' });
    const frame = within(dialog).getByTitle('Royal Mail');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', '/48213/shop/royal-mail?embed=1');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('closes on Escape', async () => {
    const onClose = vi.fn();
    renderUi(<IframeModal title="Guide" src="/guide" size="lg" onClose={onClose} />);
    await screen.findByRole('dialog', { name: 'Guide' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});

describe('PreviewModal', () => {
  it('frames the current route path with the show flag', async () => {
    const onClose = vi.fn();
    renderUi(<PreviewModal path="/48213/blog/7/posts?page=2" onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Preview' });
    expect(within(dialog).getByTitle('Preview')).toHaveAttribute(
      'src',
      '/48213/blog/7/posts?page=2&show=1',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('adds the flag to a path without a query, once', () => {
    expect(previewUrl('/48213/content')).toBe('/48213/content?show=1');
    expect(previewUrl('/48213/content?show=0&tab=seo')).toBe('/48213/content?show=1&tab=seo');
  });
});

describe('FeedbackModal', () => {
  it('tells the user how it went, as text, and closes', async () => {
    const onClose = vi.fn();
    renderUi(
      <FeedbackModal
        title="Export sent"
        message={'Your export is on its way. <img src="x" onerror="window.hacked = true">'}
        onClose={onClose}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Export sent' });
    expect(within(dialog).getByText(/Your export is on its way\./)).toBeVisible();
    expect(dialog.querySelector('img')).toBeNull();
    // No footer: the close button is the only action.
    expect(within(dialog).getAllByRole('button')).toHaveLength(1);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('shows its footer actions and closes on Escape', async () => {
    const onClose = vi.fn();
    const onRetry = vi.fn();
    renderUi(
      <FeedbackModal
        title="Payment failed"
        message="Your card was declined."
        onClose={onClose}
        footer={<button onClick={onRetry}>Try another card</button>}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Payment failed' });
    expect(within(dialog).getAllByRole('button')).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try another card' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
