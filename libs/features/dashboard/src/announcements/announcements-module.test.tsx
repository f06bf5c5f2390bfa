import { fireEvent, screen, within } from '@testing-library/react';
import type { Announcement } from '@site-admin/api-client';
import { setupMockNetwork } from '@site-admin/testing';
import { describe, expect, it } from 'vitest';
import { renderModule } from '../test/render-module';
import { AnnouncementsModule } from './announcements-module';

setupMockNetwork();

const articles = (n: number): Announcement[] =>
  Array.from({ length: n }, (_, i) => ({
    ID: 7000 + i,
    title: `News ${i + 1}`,
    text: `<p>Story ${i + 1}</p>`,
    important: false,
    formattedDate: 'November 2, 2026',
  }));

describe('AnnouncementsModule', () => {
  it('shows the newest 4, and View All opens at most 15 older ones', async () => {
    renderModule(AnnouncementsModule, {
      type: 'announcements',
      properties: { title: "What's new", articles: articles(20) },
    });
    expect(await screen.findByRole('heading', { name: "What's new" })).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(4);

    fireEvent.click(screen.getByRole('button', { name: 'View all' }));
    const panel = await screen.findByRole('dialog', { name: "What's new: Older announcements" });
    expect(within(panel).getAllByRole('article')).toHaveLength(15);
  });

  it('shows 3 top tips and no View All when all fit', async () => {
    renderModule(AnnouncementsModule, { type: 'top-tips', properties: { articles: articles(3) } });
    expect(await screen.findByRole('heading', { name: 'Top tips' })).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'View all' })).not.toBeInTheDocument();
  });

  it('shows server HTML without running its scripts', async () => {
    const [first] = articles(1);
    if (!first) throw new Error('no article');
    renderModule(AnnouncementsModule, {
      type: 'announcements',
      properties: {
        articles: [
          {
            ...first,
            title: 'Gift cards',
            text: '<p>Sell gift cards<script>window.hacked = true</script><img src="x" onerror="window.hacked = true"></p>',
          },
        ],
      },
    });
    expect(await screen.findByText('Sell gift cards')).toBeVisible();
    const article = screen.getByRole('article');
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('img[onerror]')).toBeNull();
    expect('hacked' in window).toBe(false);
  });

  it('says when there are none', async () => {
    renderModule(AnnouncementsModule, { type: 'announcements', properties: { articles: [] } });
    expect(await screen.findByText('No announcements right now.')).toBeVisible();
  });
});
