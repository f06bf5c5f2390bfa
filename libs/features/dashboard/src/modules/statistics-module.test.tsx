import { screen } from '@testing-library/react';
import { setupMockNetwork } from '@site-admin/testing';
import { describe, expect, it } from 'vitest';
import { renderModule } from '../test/render-module';
import { StatisticsModule } from './statistics-module';

setupMockNetwork();

const tiles = {
  title: 'Your month',
  month: 'November 2026',
  statistics: [
    { title: 'Visitors', value: 3412, format: 'number', percentage: 12.4, monthOnMonth: 'up' },
    {
      title: 'Abandoned baskets',
      value: 41,
      format: 'number',
      percentage: 5,
      monthOnMonth: 'down',
      reverseScale: true,
    },
    { title: 'Bookings', value: 18, format: 'number', percentage: 'inf', monthOnMonth: 'up' },
    { title: 'Sign-ups', value: null, format: 'number', percentage: 'nan' },
  ],
};

describe('StatisticsModule', () => {
  it('shows the tiles of the month loaded from its own address', async () => {
    renderModule(
      StatisticsModule,
      { type: 'statistics', ajax: '/48213/dashboard/statistics' },
      {
        data: tiles,
      },
    );
    expect(await screen.findByRole('heading', { name: 'Your month' })).toBeVisible();
    expect(screen.getByText('November 2026')).toBeVisible();
    expect(screen.getByRole('group', { name: 'Visitors' })).toHaveTextContent('3,412▲12.4%');
    expect(screen.getByLabelText('Up 12.4% on last month (better)')).toBeVisible();
    expect(screen.getByLabelText('Down 5% on last month (better)')).toHaveAttribute(
      'data-tone',
      'positive',
    );
    expect(screen.getByLabelText('Up ∞ on last month (better)')).toBeVisible();
    expect(screen.getByRole('group', { name: 'Sign-ups' })).toHaveTextContent(
      'No data for November 2026',
    );
  });

  it('says when there are no statistics', async () => {
    renderModule(StatisticsModule, { type: 'statistics', properties: { statistics: [] } });
    expect(await screen.findByText('No statistics yet.')).toBeVisible();
  });
});
