import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/i18n';
import { Thumbnail } from './thumbnail';
import { UiProvider } from './ui-provider';

const renderThumbnail = (props: Parameters<typeof Thumbnail>[0]) =>
  render(
    <UiProvider i18n={createI18n()}>
      <Thumbnail {...props} />
    </UiProvider>,
  );

describe('Thumbnail', () => {
  it('shows the picture at its size', () => {
    renderThumbnail({ src: '/image?i=9120&w=96&h=96', size: 96, alt: 'Ash glaze vase' });
    const picture = screen.getByRole('img', { name: 'Ash glaze vase' });
    expect(picture.tagName).toBe('IMG');
    expect(picture).toHaveAttribute('width', '96');
  });

  it('shows a plain tile, still named, when the picture does not load', () => {
    renderThumbnail({ src: 'https://cdn.example/missing.jpg', size: 32, alt: 'Speckled mug' });
    fireEvent.error(screen.getByRole('img', { name: 'Speckled mug' }));
    const tile = screen.getByRole('img', { name: 'Speckled mug' });
    expect(tile.tagName).not.toBe('IMG');
  });

  it('shows a hidden tile when there is no address and no name', () => {
    const { container } = renderThumbnail({ src: null, size: 32 });
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });
});
