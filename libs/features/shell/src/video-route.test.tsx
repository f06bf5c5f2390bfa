import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, setupMockNetwork } from '@site-admin/testing';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { VideoRoute } from './video-route';

setupMockNetwork();

describe('the video route', () => {
  it('closes back to the page it opened over, with its query', async () => {
    const { router } = renderRoutes(
      [
        {
          path: '/:siteid/dashboard',
          element: <Outlet />,
          children: [{ path: 'video/:id', element: <VideoRoute /> }],
        },
      ],
      '/48213/dashboard/video/76979871?tab=2',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Close video' }));
    // Not `/48213/dashboard/video`, an address with no page.
    await waitFor(() => expect(router.state.location.pathname).toBe('/48213/dashboard'));
    expect(router.state.location.search).toBe('?tab=2');
  });
});
