import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Card } from '@site-admin/api-client';
import { renderRoutes, setupMockNetwork } from '@site-admin/testing';
import { testHost } from '../test-support';
import { ShellActionsContext, type ShellActions } from '@site-admin/ui';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageContext, type PageContextValue } from '../page-context';
import { IntegrationModal, IntegrationRoute } from './integration-modal';
import { googleAnalytics, installIntersectionObserver, mailchimp, metaPixel } from './test-support';

setupMockNetwork();
beforeAll(installIntersectionObserver);
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

const withShell = {
  wrap: (children: React.ReactNode) => (
    <ShellActionsContext.Provider value={shell}>{children}</ShellActionsContext.Provider>
  ),
};

function renderModal(card: Card) {
  const onClose = vi.fn();
  renderRoutes(
    [{ path: '/', element: <IntegrationModal card={card} onClose={onClose} /> }],
    '/',
    withShell,
  );
  return { onClose, dialog: screen.getByRole('dialog', { name: card.text }) };
}

describe('the integration modal', () => {
  it('shows the screenshots, categories, guide, sanitised overview and cookie note', async () => {
    const { dialog } = renderModal(googleAnalytics);
    const shots = within(dialog).getByRole('region', { name: 'Screenshots' });
    const images = await within(shots).findAllByRole('img');
    expect(images.map((img) => img.getAttribute('alt'))).toEqual([
      'Google Analytics screenshot 1 of 2',
      'Google Analytics screenshot 2 of 2',
    ]);
    expect(within(shots).getByRole('button', { name: 'Next screenshot' })).toBeVisible();
    // Spec 2 section 9: 1.2 slides per view, 32 px apart.
    expect(shots.style.getPropertyValue('--slides-per-page')).toBe('1.2');
    expect(shots.style.getPropertyValue('--slide-spacing')).toBe('32px');
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('Analytics');
    expect(within(dialog).getByRole('link', { name: 'Read the guide' })).toHaveAttribute(
      'href',
      'https://help.sitebuilder.example/articles/google-analytics',
    );
    expect(within(dialog).getByRole('link', { name: 'Read the guide' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(within(dialog).getByText(/every page of your site is tracked/)).toBeVisible();
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(within(dialog).getByText(/asks visitors for consent/)).toBeVisible();
  });

  it('adds through the card’s link', async () => {
    const user = userEvent.setup();
    const { dialog } = renderModal(googleAnalytics);
    expect(within(dialog).queryByRole('button', { name: 'Upgrade to add' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(shell.navigate).toHaveBeenCalledWith(
      '/48213/content/integrations/create/google-analytics',
    );
  });

  it('leaves out what the integration does not have', () => {
    const { dialog } = renderModal(mailchimp);
    // One screenshot: no arrows.
    expect(within(dialog).queryByRole('button', { name: 'Next screenshot' })).toBeNull();
    expect(within(dialog).queryByRole('link', { name: 'Read the guide' })).toBeNull();
    expect(within(dialog).queryByText(/asks visitors for consent/)).toBeNull();
  });

  it('offers the upsell instead of Add for a locked integration', async () => {
    const user = userEvent.setup();
    const { dialog } = renderModal(metaPixel);
    expect(within(dialog).queryByRole('button', { name: 'Add' })).toBeNull();
    expect(within(dialog).queryByRole('region', { name: 'Screenshots' })).toBeNull();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Marketing', 'Social media']);
    await user.click(within(dialog).getByRole('button', { name: 'Upgrade to add' }));
    expect(shell.openSubscription).toHaveBeenCalledWith({ plan: 52, forcePlanSelection: true });
  });

  it('closes', async () => {
    const user = userEvent.setup();
    const { dialog, onClose } = renderModal(mailchimp);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('the integration route', () => {
  function renderRoute(path: string, cards: Card[] | undefined) {
    const close = vi.fn();
    const value: PageContextValue = {
      pagePath: '/48213/content/integrations',
      siteid: '48213',
      page: null,
      resource: 'integrations',
      host: testHost(),
      ...(cards ? { cards } : {}),
      state: { page: 1, filters: {} },
      defaults: { page: 1 },
      apply: vi.fn(),
      open: vi.fn(),
      close,
    };
    renderRoutes(
      [
        {
          path: '/:siteid/content/integrations/:id',
          element: (
            <PageContext.Provider value={value}>
              <IntegrationRoute />
            </PageContext.Provider>
          ),
        },
      ],
      path,
      withShell,
    );
    return close;
  }

  it('opens the card named by the address and closes back', async () => {
    const user = userEvent.setup();
    const close = renderRoute('/48213/content/integrations/mailchimp', [
      googleAnalytics,
      mailchimp,
    ]);
    expect(screen.getByRole('dialog', { name: 'Mailchimp' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(close).toHaveBeenCalled();
  });

  it('shows nothing while the cards load or for an unknown id', () => {
    renderRoute('/48213/content/integrations/mailchimp', undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
    renderRoute('/48213/content/integrations/unknown', [googleAnalytics]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
