import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/i18n';
import { UiProvider } from './ui-provider';
import {
  ANNOUNCEMENT_FADE_MS,
  AnnouncementItem,
  AnnouncementPanel,
  type AnnouncementItemData,
} from './announcements';

const base: AnnouncementItemData = {
  title: 'New checkout',
  text: '<p>Checkout is <strong>faster</strong> now.</p>',
  important: false,
  formattedDate: 'March 4, 2025',
};

function renderItem(announcement: AnnouncementItemData) {
  return render(
    <UiProvider i18n={createI18n()}>
      <AnnouncementItem announcement={announcement} />
    </UiProvider>,
  );
}

function articles(count: number): AnnouncementItemData[] {
  return Array.from({ length: count }, (_, index) => ({
    ...base,
    title: `Article ${index + 1}`,
  }));
}

describe('AnnouncementItem', () => {
  it('shows the title, date and sanitised text, fading in', async () => {
    renderItem(base);
    const article = screen.getByRole('article');
    expect(within(article).getByRole('heading', { level: 3, name: 'New checkout' })).toBeVisible();
    expect(within(article).getByText('March 4, 2025')).toBeVisible();
    expect((await within(article).findByText('faster')).tagName).toBe('STRONG');
    expect(within(article).queryByText('Important')).not.toBeInTheDocument();
    expect(within(article).queryByRole('link')).not.toBeInTheDocument();
    expect(within(article).queryByRole('img')).not.toBeInTheDocument();
    expect(ANNOUNCEMENT_FADE_MS).toBe(1000);
  });

  it('drops scripts and event handlers from the server HTML', async () => {
    const { container } = renderItem({
      ...base,
      text: '<p>Hello</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true" alt="pic">',
    });
    expect(await screen.findByText('Hello')).toBeVisible();
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toContain('onerror');
    expect(container.innerHTML).not.toContain('window.hacked');
    expect(screen.getByRole('img', { name: 'pic' })).not.toHaveAttribute('onerror');
  });

  it('marks an important announcement and links out in a new tab', () => {
    renderItem({
      ...base,
      important: true,
      externalLink: 'https://example.com/news/checkout',
      thumbnail_url: 'https://example.com/checkout.png',
      thumbnail_alt_text: 'The new checkout',
    });
    expect(screen.getByText('Important')).toBeVisible();
    const link = screen.getByRole('link', { name: 'Read more' });
    expect(link).toHaveAttribute('href', 'https://example.com/news/checkout');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('img', { name: 'The new checkout' })).toHaveAttribute(
      'src',
      'https://example.com/checkout.png',
    );
  });

  it('shows its icon where it has no thumbnail (spec 2 section 2)', async () => {
    const { container, rerender } = renderItem({ ...base, icon: 'truck' });
    const article = screen.getByRole('article');
    // The icons' code comes with the first article that has one.
    await waitFor(() => expect(article.querySelector('svg[data-icon="truck"]')).not.toBeNull());
    // Decoration only: the title says what the article is.
    expect(within(article).queryByRole('img')).not.toBeInTheDocument();

    rerender(
      <UiProvider i18n={createI18n()}>
        <AnnouncementItem announcement={{ ...base, icon: 'not-an-icon' }} />
      </UiProvider>,
    );
    await waitFor(() => expect(container.querySelector('svg[data-icon="default"]')).not.toBeNull());

    rerender(
      <UiProvider i18n={createI18n()}>
        <AnnouncementItem
          announcement={{ ...base, icon: 'truck', thumbnail_url: 'https://example.com/a.png' }}
        />
      </UiProvider>,
    );
    expect(container.querySelector('svg[data-icon]')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://example.com/a.png');
  });

  it('leaves out the date when there is none', () => {
    renderItem({ ...base, formattedDate: null });
    expect(screen.queryByText('March 4, 2025')).not.toBeInTheDocument();
  });
});

describe('AnnouncementPanel', () => {
  it('is a named section with the default title', () => {
    render(
      <UiProvider i18n={createI18n()}>
        <AnnouncementPanel announcements={articles(2)} />
      </UiProvider>,
    );
    const panel = screen.getByRole('region', { name: 'Announcements' });
    expect(within(panel).getByRole('heading', { level: 2, name: 'Announcements' })).toBeVisible();
    expect(within(panel).getAllByRole('article')).toHaveLength(2);
  });

  it('takes its own title and lists at most 15 articles', () => {
    render(
      <UiProvider i18n={createI18n()}>
        <AnnouncementPanel title="Older announcements" announcements={articles(20)} />
      </UiProvider>,
    );
    const panel = screen.getByRole('region', { name: 'Older announcements' });
    const items = within(panel).getAllByRole('article');
    expect(items).toHaveLength(15);
    expect(within(panel).getByRole('heading', { name: 'Article 15' })).toBeVisible();
    expect(within(panel).queryByRole('heading', { name: 'Article 16' })).not.toBeInTheDocument();
  });
});
