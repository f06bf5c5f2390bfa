import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/i18n';
import { UiProvider } from './ui-provider';
import { ConfirmDeleteModal, ConfirmModal } from './confirm-modal';
import { SafeHtml } from './safe-html';

function renderUi(ui: ReactNode) {
  return render(<UiProvider i18n={createI18n()}>{ui}</UiProvider>);
}

describe('ConfirmModal', () => {
  it('asks the question with default labels and calls back on confirm and cancel', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderUi(
      <ConfirmModal
        title="Publish these posts?"
        body="They will be live at once."
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Publish these posts?' });
    expect(within(dialog).getByText('They will be live at once.')).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cancels from the close button and on Escape', async () => {
    const onCancel = vi.fn();
    renderUi(<ConfirmModal title="Sure?" body="Really." onConfirm={vi.fn()} onCancel={onCancel} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Sure?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(1));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(2));
  });

  it('stays open when the focus is moved outside it, as a closing dialog hands it back to the page', async () => {
    const onCancel = vi.fn();
    renderUi(
      <>
        <button type="button">On the page</button>
        <ConfirmModal title="Sure?" body="Really." onConfirm={vi.fn()} onCancel={onCancel} />
      </>,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Sure?' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    screen.getByRole('button', { name: 'On the page', hidden: true }).focus();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog', { name: 'Sure?' })).toBeVisible();
  });

  it('takes its own labels', async () => {
    renderUi(
      <ConfirmModal
        title="Mark as spam?"
        body="The comment moves to spam."
        confirmLabel="Mark as spam"
        cancelLabel="Keep it"
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark as spam?' });
    expect(within(dialog).getByRole('button', { name: 'Mark as spam' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toBeEnabled();
    expect(within(dialog).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });

  it('while busy, blocks both buttons, Close and Escape, and shows the confirm as loading', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderUi(
      <ConfirmModal title="Sure?" body="Really." busy onConfirm={onConfirm} onCancel={onCancel} />,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Sure?' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm).toHaveAttribute('data-loading');
    expect(cancel).toBeDisabled();
    expect(confirm).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
    await userEvent.click(confirm);
    await userEvent.click(cancel);
    await userEvent.keyboard('{Escape}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('keeps the busy confirm button named by its label', async () => {
    renderUi(
      <ConfirmModal
        title="Publish?"
        body="Now."
        confirmLabel="Publish"
        busy
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Publish?' });
    const confirm = within(dialog).getByRole('button', { name: 'Publish' });
    expect(confirm).toHaveAttribute('data-loading');
    expect(confirm).toBeDisabled();
  });

  it('shows a text body as text, never as markup', async () => {
    renderUi(
      <ConfirmModal
        title="Sure?"
        body={'<img src="x" onerror="window.hacked = true"><script>window.hacked = true</script>'}
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Sure?' });
    expect(within(dialog).getByText(/<img src="x" onerror=/)).toBeVisible();
    expect(dialog.querySelector('img')).toBeNull();
    expect(dialog.querySelector('script')).toBeNull();
  });

  it('sanitises a server HTML body passed through SafeHtml', async () => {
    renderUi(
      <ConfirmModal
        title="Sure?"
        body={
          <SafeHtml html='<p>Delete <strong>all</strong> drafts?</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true" alt="drafts">' />
        }
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Sure?' });
    expect(within(dialog).getByText('all').tagName).toBe('STRONG');
    expect(dialog.querySelector('script')).toBeNull();
    expect(within(dialog).getByRole('img', { name: 'drafts' })).not.toHaveAttribute('onerror');
    expect(dialog.innerHTML).not.toContain('window.hacked');
  });
});

describe('ConfirmDeleteModal', () => {
  it('asks about the noun and confirms with Delete', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const i18n = createI18n();
    render(
      <UiProvider i18n={i18n}>
        <ConfirmDeleteModal noun="redirect" onConfirm={onConfirm} onCancel={onCancel} />
      </UiProvider>,
    );
    const title = i18n.t('modal.deleteConfirm.title', { noun: 'redirect' });
    const dialog = await screen.findByRole('alertdialog', { name: title });
    expect(title).toContain('redirect');
    expect(
      within(dialog).getByText(i18n.t('modal.deleteConfirm.body', { noun: 'redirect' })),
    ).toBeVisible();
    await userEvent.click(
      within(dialog).getByRole('button', { name: i18n.t('modal.deleteConfirm.confirm') }),
    );
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('names what it deletes in its title and question', async () => {
    renderUi(
      <ConfirmDeleteModal
        noun="redirect"
        name="old-shop/mugs"
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Delete the redirect ‘old-shop/mugs’?',
    });
    expect(
      within(dialog).getByText(
        'Are you sure you wish to delete the redirect ‘old-shop/mugs’? Once deleted, it can not be retrieved.',
      ),
    ).toBeVisible();
  });

  it('takes a body of its own and passes the busy state on', async () => {
    const onConfirm = vi.fn();
    renderUi(
      <ConfirmDeleteModal
        noun="order"
        body="Delete order #10474?"
        busy
        onConfirm={onConfirm}
        onCancel={vi.fn()}
      />,
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Delete order #10474?')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    expect(confirm).toHaveAttribute('data-loading');
    expect(confirm).toBeDisabled();
    await userEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
