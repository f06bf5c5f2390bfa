import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CardIndexPage } from '@site-admin/api-client';
import { http, renderRoutes, server, setupMockNetwork } from '@site-admin/testing';
import { defineExtension } from '@site-admin/extensions';
import { CardsLayout } from '../built-in/cards-layout';
import { testHost } from '../test-support';
import { ShellActionsContext, type ShellActions } from '@site-admin/ui';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Outlet, useNavigate, useSearchParams } from 'react-router';
import { parseListState, type ListState } from '../list/list-query';
import { PageContext, type PageContextValue } from '../page-context';
import { ServerPage } from '../server-page';
import { CardPage } from './card-page';
import { IntegrationRoute } from './integration-modal';
import {
  customCode,
  installIntersectionObserver,
  integrationsIndex,
  integrationsSearch,
  mockWindowWidth,
  tawkTo,
} from './test-support';

setupMockNetwork();
beforeAll(installIntersectionObserver);
beforeEach(() => {
  vi.clearAllMocks();
  window.localStorage.clear();
  mockWindowWidth(1100);
});

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

const PATH = '/48213/content/integrations';

/** The page's context as the server page builds it, around the card page and its child route. */
function Harness({
  page,
  apply,
}: {
  page: CardIndexPage;
  apply: (update: (current: ListState) => ListState) => void;
}) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const value: PageContextValue = {
    pagePath: PATH,
    siteid: '48213',
    page: null,
    resource: 'integrations',
    host: testHost({ pagePath: PATH }),
    cards: page.model,
    state: parseListState(params),
    defaults: { page: 1 },
    apply,
    open: (child) => navigate(`${PATH}/${child}`),
    close: () => navigate(PATH),
  };
  return (
    <PageContext.Provider value={value}>
      <CardPage page={page} />
      <Outlet />
    </PageContext.Provider>
  );
}

function render(page: CardIndexPage = integrationsIndex(), path = PATH) {
  const apply = vi.fn();
  const result = renderRoutes(
    [
      {
        path: '/:siteid/content/integrations',
        element: <Harness page={page} apply={apply} />,
        children: [{ path: ':id', element: <IntegrationRoute /> }],
      },
    ],
    path,
    {
      wrap: (children) => (
        <ShellActionsContext.Provider value={shell}>{children}</ShellActionsContext.Provider>
      ),
    },
  );
  return { ...result, apply };
}

const carousels = () =>
  screen
    .queryAllByRole('region')
    .filter((region) => region.getAttribute('aria-roledescription') === 'carousel');
const viewAllButtons = () => screen.queryAllByRole('button', { name: /^View all/ });

describe('the card index', () => {
  it('groups the cards in the config’s category order, Uncategorised last without a heading', async () => {
    render();
    expect(await screen.findByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible();
    expect(carousels().map((region) => region.getAttribute('aria-roledescription'))).toEqual(
      Array(5).fill('carousel'),
    );
    // Waits for the slides: once, under load, they were not yet accessible when the heading was.
    await waitFor(() =>
      expect(
        carousels().map((region) =>
          within(region)
            .queryAllByRole('heading', { level: 3 })
            .map((h) => h.textContent),
        ),
      ).toEqual([
        ['Tawk.to live chat'],
        ['Meta Pixel', 'Instagram feed'],
        ['Google Analytics'],
        ['Mailchimp', 'Meta Pixel'],
        ['Custom code'],
      ]),
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Live chat',
      'Social media',
      'Analytics',
      'Marketing',
    ]);
    expect(carousels().at(-1)).toHaveAccessibleName('Uncategorised');
    expect(screen.queryByRole('heading', { name: 'Uncategorised' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/48213/dashboard',
    );
  });

  it('keeps cards whose category the config does not list, before Uncategorised', async () => {
    render(
      integrationsIndex([customCode, { ...tawkTo, categories: [{ id: 9, name: 'Payments' }] }]),
    );
    await screen.findByRole('heading', { name: 'Integrations', level: 1 });
    expect(carousels().map((region) => region.textContent)).toEqual([
      expect.stringContaining('Tawk.to live chat'),
      expect.stringContaining('Custom code'),
    ]);
    expect(carousels()[0]).toHaveAccessibleName('Payments');
  });

  it.each([
    [500, '1'],
    [768, '1'],
    [769, '2'],
    [1407, '2'],
    [1408, '3'],
  ])('shows, %i px wide, %s card(s) per view', async (width, perView) => {
    mockWindowWidth(width);
    render();
    await screen.findByRole('heading', { name: 'Integrations', level: 1 });
    for (const region of carousels()) {
      expect(region).toHaveAttribute('data-cards-per-view', perView);
    }
  });

  it('offers View all and the arrows only where a category holds more than fit', async () => {
    mockWindowWidth(500);
    const first = render();
    await screen.findByRole('heading', { name: 'Integrations', level: 1 });
    expect(viewAllButtons().map((button) => button.getAttribute('aria-label'))).toEqual([
      'View all Social media',
      'View all Marketing',
    ]);
    const marketing = screen.getByRole('region', { name: 'Marketing' });
    expect(
      within(marketing).getByRole('button', { name: 'Next cards in Marketing' }),
    ).toBeVisible();
    expect(
      within(marketing).getByRole('button', { name: 'Previous cards in Marketing' }),
    ).toBeDisabled();
    expect(
      within(screen.getByRole('region', { name: 'Analytics' })).queryByRole('button', {
        name: /cards in/,
      }),
    ).toBeNull();
    first.unmount();

    mockWindowWidth(1100);
    render();
    await screen.findByRole('heading', { name: 'Integrations', level: 1 });
    expect(viewAllButtons()).toEqual([]);
  });

  it('shows a category as a grid with View all, and goes back', async () => {
    const user = userEvent.setup();
    mockWindowWidth(500);
    render();
    await user.click(await screen.findByRole('button', { name: 'View all Marketing' }));
    expect(carousels()).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Marketing', level: 2 })).toBeVisible();
    const grid = screen.getByTestId('card-grid');
    expect(
      within(grid)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Mailchimp', 'Meta Pixel']);
    await user.click(screen.getByRole('button', { name: 'Back to all categories' }));
    expect(carousels()).toHaveLength(5);
  });

  it("puts View all's category in the address, so Back returns to the index", async () => {
    const user = userEvent.setup();
    mockWindowWidth(500);
    const { router } = render(integrationsIndex(), `${PATH}?page=2`);
    await user.click(await screen.findByRole('button', { name: 'View all Marketing' }));
    expect(router.state.location.search).toBe('?page=2&category=2');
    expect(screen.getByTestId('card-grid')).toBeVisible();
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?page=2');
    expect(carousels()).toHaveLength(5);
    // Opened by its address, the category shows as a grid at once.
    await act(() => router.navigate(`${PATH}?category=2`));
    expect(screen.getByRole('heading', { name: 'Marketing', level: 2 })).toBeVisible();
    expect(carousels()).toEqual([]);
  });

  it('shows the card’s image or icon, description and the upsell badge', async () => {
    render();
    const region = await screen.findByRole('region', { name: 'Marketing' });
    const [mailchimpCard, metaCard] = within(region).getAllByTestId('card');
    expect(mailchimpCard).toHaveTextContent('Grow your mailing list from your sign-up forms.');
    expect(within(mailchimpCard as HTMLElement).queryByText('Upgrade')).toBeNull();
    expect(within(metaCard as HTMLElement).getByText('Upgrade')).toBeVisible();
    const analytics = screen.getByRole('region', { name: 'Analytics' });
    expect(analytics.querySelector('img')).toHaveAttribute(
      'src',
      'https://cdn.sitebuilder.example/integrations/google-analytics.png',
    );
    const other = screen.getByRole('region', { name: 'Uncategorised' });
    expect(other.querySelector('svg')).not.toBeNull();
  });

  it('opens the integration modal route for a card with details, and closes back', async () => {
    const user = userEvent.setup();
    const { router } = render();
    await user.click(await screen.findByRole('button', { name: 'Google Analytics' }));
    expect(router.state.location.pathname).toBe(`${PATH}/google-analytics`);
    const dialog = await screen.findByRole('dialog', { name: 'Google Analytics' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATH));
  });

  it('follows the link of a card without details, same-origin only', async () => {
    const user = userEvent.setup();
    render(
      integrationsIndex([
        customCode,
        { ...tawkTo, id: 'elsewhere', text: 'Elsewhere', link: 'https://elsewhere.example/x' },
      ]),
    );
    await user.click(await screen.findByRole('button', { name: 'Custom code' }));
    expect(shell.navigate).toHaveBeenCalledWith('/48213/content/integrations/create/custom-code');
    expect(screen.getByText('Elsewhere')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Elsewhere' })).toBeNull();
  });

  it('says when there are no cards, and when a search found none', async () => {
    const first = render(integrationsIndex([]));
    expect(await screen.findByText('There are no integrations yet.')).toBeVisible();
    first.unmount();
    render(integrationsSearch([]), `${PATH}?search=zzz`);
    expect(await screen.findByText('No integrations match “zzz”.')).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('zzz');
  });

  it('draws any searched reply as the flat grid', async () => {
    render(integrationsIndex(), `${PATH}?search=a`);
    await screen.findByRole('heading', { name: 'Integrations', level: 1 });
    expect(carousels()).toEqual([]);
    expect(within(screen.getByTestId('card-grid')).getAllByTestId('card')).toHaveLength(6);
  });
});

describe('searching', () => {
  it('pushes the search to the address after 500 ms and shows the directory the server answers', async () => {
    const requests: URLSearchParams[] = [];
    server.use(
      http.get('/{siteid}/content/integrations', ({ request, response }) => {
        const query = new URL(request.url).searchParams;
        requests.push(query);
        return response(200).json(query.get('search') ? integrationsSearch() : integrationsIndex());
      }),
    );
    // The card layouts registered as plain components (the app registers them lazily).
    const cards = defineExtension({
      name: 'cards',
      layouts: { 'card-index': CardsLayout, 'card-directory': CardsLayout },
    });
    const { router } = renderRoutes(
      [{ path: '/:siteid/content/integrations', element: <ServerPage /> }],
      PATH,
      {
        extensions: [cards],
        wrap: (children) => (
          <ShellActionsContext.Provider value={shell}>{children}</ShellActionsContext.Provider>
        ),
      },
    );
    await screen.findByRole('region', { name: 'Live chat' });
    const box = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: 'ta' } });
    fireEvent.change(box, { target: { value: 'tawk' } });
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(router.state.location.search).toBe('?search=tawk'));
    // The grid shows as soon as the address has a search; the searched reply follows.
    await waitFor(() =>
      expect(requests.map((query) => query.get('search'))).toEqual([null, 'tawk']),
    );
    await waitFor(() => expect(screen.getByTestId('card-grid')).toBeVisible());
    expect(carousels()).toEqual([]);
    expect(within(screen.getByTestId('card-grid')).getByText('Tawk.to live chat')).toBeVisible();
  });

  it('asks the context to push the trimmed term, back on page 1', async () => {
    const { apply } = render(integrationsIndex(), `${PATH}?page=2`);
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search' }), {
      target: { value: ' chat ' },
    });
    await waitFor(() => expect(apply).toHaveBeenCalledTimes(1));
    const update = apply.mock.calls[0]?.[0] as (current: ListState) => ListState;
    expect(update({ page: 2, filters: {} })).toEqual({ page: 1, search: 'chat', filters: {} });
  });
});
