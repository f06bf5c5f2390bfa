import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/i18n';
import { UiProvider } from './ui-provider';
import { SidePanel } from './side-panel';
import { pageWindow } from './data-table/table-pagination';
import { previewUrl } from './frame-modals';

describe('SidePanel', () => {
  it('closes on Escape, medium by default', async () => {
    const onClose = vi.fn();
    render(
      <UiProvider i18n={createI18n()}>
        <SidePanel title="Filters" onClose={onClose}>
          <p>Body</p>
        </SidePanel>
      </UiProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    expect(dialog).toHaveAttribute('data-size', 'medium');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});

describe('pagination and preview helpers', () => {
  it('shows 1 page either side on mobile, with the first and last', () => {
    expect(pageWindow(5, 9, 1)).toEqual([1, 'gap', 4, 5, 6, 'gap', 9]);
    expect(pageWindow(1, 3, 2)).toEqual([1, 2, 3]);
  });

  it('adds the show flag to the current path', () => {
    expect(previewUrl('/48213/blog/7/posts?page=2')).toBe('/48213/blog/7/posts?page=2&show=1');
  });
});
