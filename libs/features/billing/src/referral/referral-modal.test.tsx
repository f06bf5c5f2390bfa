import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, setupMockNetwork } from '@site-admin/testing';
import { describe, expect, it, vi } from 'vitest';
import { ReferralModal } from './referral-modal';

setupMockNetwork();

function renderModal() {
  renderRoutes(
    [{ path: '/:siteid', element: <ReferralModal siteid={48213} onClose={vi.fn()} /> }],
    '/48213',
  );
}

describe('ReferralModal', () => {
  it('shows the three steps and the RAF code, and copies it', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderModal();
    expect(await screen.findByRole('dialog', { name: 'Recommend A Friend' })).toBeInTheDocument();
    expect(screen.getByText('Get your referral code')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByTestId('referral-code')).toHaveTextContent('RAF48213');
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith('RAF48213');
    expect(await screen.findByText('Referral code copied')).toBeInTheDocument();
  });

  it('says so when the code cannot be copied', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderModal();
    await user.click(await screen.findByRole('button', { name: 'Copy code' }));
    expect(await screen.findByText(/the code could not be copied/)).toBeInTheDocument();
  });
});
