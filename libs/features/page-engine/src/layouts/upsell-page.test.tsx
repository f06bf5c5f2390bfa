import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UpsellPage } from '@site-admin/api-client';
import { renderRoutes, setupMockNetwork } from '@site-admin/testing';
import { ShellActionsContext, type ShellActions } from '@site-admin/ui';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UpsellPageLayout } from './upsell-page';

setupMockNetwork();
beforeEach(() => vi.clearAllMocks());

const shell: ShellActions = {
  navigate: vi.fn(),
  reload: vi.fn(),
  setSidebarSection: vi.fn(),
  openSubscription: vi.fn(),
  openPublish: vi.fn(),
  showPaymentModal: vi.fn(() => Promise.resolve(true)),
  showVideo: vi.fn(),
  notify: vi.fn(),
};

/** The contract's RedirectsLocked example. */
function redirectsLocked(config: Partial<UpsellPage['config']> = {}): UpsellPage {
  return {
    layout: 'upsell',
    resource: 'redirects',
    route: { params: { siteid: 48213 } },
    config: {
      title: 'Redirects',
      text: '<p>Keep old links working when you rename pages. Redirects come with the Business plan.</p><script>window.hacked = true</script>',
      image: 'https://cdn.sitebuilder.example/upsell/redirects.svg',
      feature: 'redirects',
      plan: 52,
      guide: 'https://help.sitebuilder.example/articles/redirects',
      ...config,
    },
  };
}

function render(page: UpsellPage) {
  return renderRoutes([{ path: '/', element: <UpsellPageLayout page={page} /> }], '/', {
    wrap: (children) => (
      <ShellActionsContext.Provider value={shell}>{children}</ShellActionsContext.Provider>
    ),
  });
}

describe('the upsell page', () => {
  it('shows the title, image, sanitised text and the help guide', () => {
    const { container } = render(redirectsLocked());
    expect(screen.getByRole('heading', { name: 'Redirects', level: 1 })).toBeVisible();
    expect(screen.getByText(/Redirects come with the Business plan/)).toBeVisible();
    expect(document.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute(
      'src',
      'https://cdn.sitebuilder.example/upsell/redirects.svg',
    );
    expect(screen.getByRole('link', { name: 'Read the help guide' })).toHaveAttribute(
      'href',
      'https://help.sitebuilder.example/articles/redirects',
    );
  });

  it('launches the forced plan selection with the feature and the plan', async () => {
    const user = userEvent.setup();
    render(redirectsLocked());
    await user.click(screen.getByRole('button', { name: 'Upgrade Now' }));
    expect(shell.openSubscription).toHaveBeenCalledWith({
      feature: 'redirects',
      plan: 52,
      forcePlanSelection: true,
    });
  });

  it('leaves the plan out when the server names none, and drops an unsafe guide', async () => {
    const user = userEvent.setup();
    render(redirectsLocked({ plan: null, guide: 'javascript:alert(1)', image: null }));
    await user.click(screen.getByRole('button', { name: 'Upgrade Now' }));
    expect(shell.openSubscription).toHaveBeenCalledWith({
      feature: 'redirects',
      forcePlanSelection: true,
    });
    expect(screen.queryByRole('link', { name: 'Read the help guide' })).toBeNull();
  });
});
