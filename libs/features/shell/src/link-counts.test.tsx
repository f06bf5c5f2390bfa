import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SidebarEntry } from '@site-admin/api-client';
import { renderRoutes, shopSidebar } from '@site-admin/testing';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LinkCountsProvider } from './link-counts';
import * as linkPath from './link-path';
import { ORDERS_LINK } from './new-order-alert';
import { SectionNav } from './section-nav';

// The sidebar fills in each item's link as it draws: the calls count its draws.
vi.mock('./link-path', async (importOriginal) => {
  const original = await importOriginal<typeof linkPath>();
  return { ...original, fillLinkParams: vi.fn(original.fillLinkParams) };
});

function ShopSidebar({ shop }: { shop: SidebarEntry }) {
  const [newOrders, setNewOrders] = useState(2);
  return (
    <LinkCountsProvider value={{ [ORDERS_LINK]: newOrders }}>
      <button type="button" onClick={() => setNewOrders((count) => count + 1)}>
        Another order
      </button>
      <SectionNav entry={shop} />
    </LinkCountsProvider>
  );
}

describe('the counts on menu items', () => {
  it('a new count redraws the badge, not the sidebar around it', async () => {
    const shop = shopSidebar.find((entry) => entry.section === 'shop');
    if (!shop) throw new Error('The fixture has no shop section');
    renderRoutes([{ path: '/:siteid/shop', element: <ShopSidebar shop={shop} /> }], '/48213/shop');
    const nav = await screen.findByRole('navigation', { name: 'Shop menu' });
    expect(within(nav).getByRole('link', { name: /^Orders/ })).toHaveTextContent(/2 new orders/);
    const draws = vi.mocked(linkPath.fillLinkParams).mock.calls.length;

    await userEvent.click(screen.getByRole('button', { name: 'Another order' }));

    expect(within(nav).getByRole('link', { name: /^Orders/ })).toHaveTextContent(/3 new orders/);
    expect(vi.mocked(linkPath.fillLinkParams).mock.calls.length).toBe(draws);
  });
});
