// An example row's status dropdown draws without its tooltip until the tooltip's code is in; if
// that code cannot load, the dropdown stays as it is, with no notice in the row.
import { screen, waitFor } from '@testing-library/react';
import { renderRoutes, setupMockNetwork } from '@site-admin/testing';
import { describe, expect, it, vi } from 'vitest';
import { StatusSelect } from './status-select';

// Hoisted above the imports: the factory throws as a browser's failed chunk does.
vi.mock('./example-data-tooltip', () => {
  throw new TypeError(
    'Failed to fetch dynamically imported module: /assets/example-data-tooltip.js',
  );
});

setupMockNetwork();

describe("an example row's status dropdown whose tooltip cannot load", () => {
  it('stays a working dropdown, with no notice', async () => {
    const onChange = vi.fn();
    renderRoutes(
      [
        {
          path: '/:siteid/shop/orders',
          element: (
            <StatusSelect value="1.0" onChange={onChange} label="Order status" exampleData />
          ),
        },
      ],
      '/48213/shop/orders',
    );
    const logged = vi.spyOn(console, 'error');
    await screen.findByRole('combobox', { name: 'Order status' });
    // The dropdown's own boundary has caught the failed load (it logs it).
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith(
        'A part of the page failed to render',
        expect.anything(),
        expect.anything(),
      ),
    );
    logged.mockRestore();
    expect(screen.getByRole('combobox', { name: 'Order status' })).toHaveDisplayValue('Pending');
    expect(screen.queryByTestId('part-failed')).toBeNull();
  });
});
