import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, renderRoutes, server, setupMockNetwork } from '@site-admin/testing';
import { describe, expect, it, vi } from 'vitest';
import { fakeHost } from '../test-support';
import { ExportPanel } from './export-panel';

setupMockNetwork();

function renderExport(host = fakeHost()) {
  renderRoutes(
    [
      {
        path: '/:siteid/shop/orders/export',
        element: <ExportPanel host={host} path="/48213/shop/orders/export" view="export" />,
      },
    ],
    '/48213/shop/orders/export',
  );
  return host;
}

const businessPlan = () =>
  http.get('/{siteid}/shop/orders/export/formats', ({ response }) =>
    response(200).json([
      { type: 'default', disabled: false },
      { type: 'xero', disabled: false },
      { type: 'sage', disabled: true },
    ]),
  );

describe('ExportPanel', () => {
  it('downloads only once a status is ticked, with the codes and valid dates', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    server.use(businessPlan());
    renderExport();
    const download = await screen.findByRole('button', { name: 'Download' });
    expect(download).toBeDisabled();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Format' }), 'xero');
    await userEvent.type(screen.getByLabelText('From'), '2026-11-01');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pending' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Dispatched' }));
    expect(download).toBeEnabled();
    await userEvent.dblClick(download);
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith(
      '/48213/shop/orders/export/xero/download?dateFrom=2026-11-01&status%5B%5D=1&status%5B%5D=1.0&status%5B%5D=1.1&status%5B%5D=3&status%5B%5D=3.0',
      '_blank',
      'noopener',
    );
    // The loading state lasts a second, then Download can be pressed again.
    await waitFor(
      () =>
        expect(screen.getByRole('button', { name: 'Download' })).not.toHaveAttribute(
          'data-loading',
        ),
      { timeout: 3000 },
    );
    open.mockRestore();
  });

  it('says a range that ends before it starts is wrong, and does not download it', async () => {
    server.use(businessPlan());
    renderExport();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Pending' }));
    const download = screen.getByRole('button', { name: 'Download' });
    expect(download).toBeEnabled();
    await userEvent.type(screen.getByLabelText('From'), '2026-11-20');
    await userEvent.type(screen.getByLabelText('To'), '2026-11-01');
    expect(screen.getByText('This must be a date after the From date')).toBeVisible();
    expect(download).toBeDisabled();
    await userEvent.clear(screen.getByLabelText('To'));
    await userEvent.type(screen.getByLabelText('To'), '2026-11-30');
    expect(screen.queryByText('This must be a date after the From date')).toBeNull();
    expect(download).toBeEnabled();
  });

  it('sends the default CSV through the older export page', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    server.use(businessPlan());
    renderExport();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Cancelled' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(open).toHaveBeenCalledWith(
      '/48213/shop/orders/export/csv?status%5B%5D=5&status%5B%5D=5.0',
      '_blank',
      'noopener',
    );
    open.mockRestore();
  });

  it('upsells a format the plan does not include', async () => {
    server.use(businessPlan());
    const navigate = vi.fn();
    const host = renderExport(
      fakeHost({
        shell: {
          navigate,
          reload: vi.fn(),
          setSidebarSection: vi.fn(),
          openSubscription: vi.fn(),
          openPublish: vi.fn(),
          showPaymentModal: vi.fn(() => Promise.resolve(false)),
          showVideo: vi.fn(),
          notify: vi.fn(),
        },
      }),
    );
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Format' }), 'sage');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pending' }));
    expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled();
    expect(screen.getByText('Exporting for Sage is included in a higher plan.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade Now' }));
    expect(host.shell?.openSubscription).toHaveBeenCalledWith(
      expect.objectContaining({ plan: 52, feature: 'order_export_extra' }),
    );
  });

  it('says when the formats cannot load', async () => {
    server.use(
      http.get('/{siteid}/shop/orders/export/formats', ({ response }) =>
        response(500).json({ message: 'Down' }),
      ),
    );
    renderExport();
    expect(await screen.findByText('The export formats could not be loaded.')).toBeVisible();
  });
});
