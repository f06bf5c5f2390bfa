import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderStatusUpdateRequest } from '@site-admin/api-client';
import {
  http,
  renderRoutes,
  server,
  setupMockNetwork,
  showClientNotice,
} from '@site-admin/testing';
import { delay, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OrderStatusCell } from '../cells/order-status-cell';
import {
  fakeHost,
  layOutTextForEditor,
  ordersPage,
  pickingRow,
  renderBulkStatus,
} from '../test-support';
// The email editor's code, in before the modal asks for it (it loads with the email section).
import './email-editor';
import { setUndoWindowOn } from './undo-setting';

setupMockNetwork();

layOutTextForEditor();

/** Moves the cursor to the end of the rich-text editor's text (select all, then right). */
const toTheEnd = () => userEvent.keyboard('{Control>}a{/Control}{ArrowRight}');

function captureUpdates(fail = false) {
  const bodies: OrderStatusUpdateRequest[] = [];
  server.use(
    http.post('/{siteid}/shop/orders/statusUpdate/', async ({ request, response }) => {
      bodies.push(await request.json());
      // A reply slower than a double click: the second click must not send again.
      await delay(150);
      return fail
        ? response(200).json({ result: 'error', message: 'There was an error updating the order.' })
        : response(200).json({ result: 'success' });
    }),
    http.get('/{siteid}/shop/orders/{id}/emailBody/', ({ response }) =>
      response(200).json({ emailBody: '<p>Dear Rhiannon Evans, your order is on its way.</p>' }),
    ),
  );
  return bodies;
}

function renderCell(
  host = fakeHost(),
  config: { read_only?: boolean; example_data?: boolean } = {},
  row = pickingRow,
) {
  const page = ordersPage([row], config);
  const column = page.config.rows.columns[0];
  if (!column) throw new Error('no column');
  renderRoutes(
    [
      {
        path: '/:siteid/shop/orders',
        element: (
          <OrderStatusCell
            value={row.full_status}
            row={row}
            column={column}
            page={page}
            host={{ ...host, page }}
          />
        ),
      },
    ],
    '/48213/shop/orders',
  );
  return host;
}

const select = () => screen.findByRole('combobox', { name: 'Status of order #10461' });

/** Picks Dispatched for order 10461: the modal, and its customer email's text. */
async function openDispatchEmail() {
  renderCell();
  await userEvent.selectOptions(await select(), '3.0');
  const dialog = await screen.findByRole('dialog', { name: 'Update order #10461' });
  const editor = await within(dialog).findByRole('textbox', { name: 'Email to the customer' });
  return { dialog, editor };
}

// These describe the change sent at once: the owner turned the undo window off.
beforeEach(() => setUndoWindowOn(false));
afterEach(() => window.localStorage.clear());

describe('the status dropdown', () => {
  it('posts a minor change straight away and shows the new status', async () => {
    const bodies = captureUpdates();
    renderCell();
    await userEvent.selectOptions(await select(), '2.3');
    expect(await screen.findByText('Order #10461 has been updated.')).toBeVisible();
    expect(bodies).toEqual([
      {
        orders: [10461],
        status: '2.3',
        sendToAllToggle: false,
        sendEmailToggle: false,
        modifiedEmailBody: null,
        restockToggle: false,
      },
    ]);
    expect(await select()).toHaveValue('2.3');
  });

  it('asks before moving an order out of awaiting payment, also to Pending (a minor change)', async () => {
    const bodies = captureUpdates();
    renderCell(
      fakeHost(),
      {},
      {
        ...pickingRow,
        status: 1,
        sub_status: 1,
        full_status: '1.1',
        status_text: 'Awaiting Payment',
      },
    );
    await userEvent.selectOptions(await select(), '1.0');
    const dialog = await screen.findByRole('dialog', { name: 'Update order #10461' });
    expect(
      within(dialog).getByText(/Only do this once you have received the payment/),
    ).toBeVisible();
    expect(bodies).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update status' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ orders: [10461], status: '1.0' });
  });

  it('asks in the modal for a major change, sends the edited email, and keeps it after a failure', async () => {
    const bodies = captureUpdates(true);
    const host = renderCell(fakeHost({ filters: { status: '2.0,2.1' } }));
    await userEvent.selectOptions(await select(), '3.0');
    const dialog = await screen.findByRole('dialog', { name: 'Update order #10461' });
    const editor = await within(dialog).findByRole('textbox', { name: 'Email to the customer' });
    // The text is edited as text, not as HTML tags.
    expect(editor).toHaveAttribute('aria-multiline', 'true');
    expect(editor.innerHTML).toBe('<p>Dear Rhiannon Evans, your order is on its way.</p>');
    expect(
      within(dialog).getByText('Enter starts a new paragraph, Shift+Enter a new line.'),
    ).toBeVisible();
    await userEvent.click(editor);
    await userEvent.keyboard(
      '{Control>}a{/Control}Dear Rhiannon,{Enter}Your bowl & plates are on their way.',
    );
    // Escape, easily pressed by mistake, does not throw the edited email away.
    await userEvent.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    const typed = '<p>Dear Rhiannon,</p><p>Your bowl &amp; plates are on their way.</p>';
    expect(editor.innerHTML).toBe(typed);
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Update status' }));
    expect(await screen.findByText('There was an error updating the order.')).toBeVisible();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      status: '3.0',
      sendEmailToggle: true,
      modifiedEmailBody: typed,
    });
    expect(host.refresh).toHaveBeenCalled();
    // Nothing typed is lost: the modal stays with the text.
    expect(within(dialog).getByRole('textbox', { name: 'Email to the customer' }).innerHTML).toBe(
      typed,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await select()).toHaveValue('2.1');
  });

  it('cannot be closed while the update is being sent, as closing would not stop it', async () => {
    captureUpdates();
    let reply = () => {};
    const replied = new Promise<void>((resolve) => (reply = resolve));
    server.use(
      http.post('/{siteid}/shop/orders/statusUpdate/', async ({ response }) => {
        await replied;
        return response(200).json({ result: 'success' });
      }),
    );
    const { dialog } = await openDispatchEmail();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update status' }));
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    reply();
    expect(await screen.findByText('Order #10461 has been updated.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await select()).toHaveValue('3.0');
  });

  it('edits an email with a link as rich text, and sends the link back as it was', async () => {
    const bodies = captureUpdates();
    const dispatched =
      '<p>Dear Rhiannon Evans,</p><p>Good news! Your order #10461 has been dispatched. <a href="https://www.dpd.co.uk/apps/tracking/?reference=15501234567890&amp;lang=en">Track your parcel</a></p>';
    server.use(
      http.get('/{siteid}/shop/orders/{id}/emailBody/', ({ response }) =>
        response(200).json({ emailBody: dispatched }),
      ),
    );
    const { dialog, editor } = await openDispatchEmail();
    expect(within(editor).getByRole('link', { name: 'Track your parcel' })).toBeVisible();
    expect(
      within(dialog).queryByText('This email has its own formatting, so it is edited as HTML.'),
    ).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Link' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await userEvent.click(editor);
    await toTheEnd();
    await userEvent.keyboard('{Enter}Eleanor, {{customer_name}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update status' }));
    expect(await screen.findByText('Order #10461 has been updated.')).toBeVisible();
    // The placeholder stays as typed, for the shop to fill in.
    expect(bodies[0]?.modifiedEmailBody).toBe(`${dispatched}<p>Eleanor, {customer_name}</p>`);
  });

  it('sends no blank email: an emptied one waits to be written or turned off', async () => {
    const bodies = captureUpdates();
    const { dialog, editor } = await openDispatchEmail();
    await userEvent.click(editor);
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The email is empty. Write it, or turn off Email the customer.',
    );
    const update = within(dialog).getByRole('button', { name: 'Update status' });
    expect(update).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Email the customer' }));
    expect(update).toBeEnabled();
    await userEvent.click(update);
    expect(await screen.findByText('Order #10461 has been updated.')).toBeVisible();
    expect(bodies[0]).toMatchObject({ sendEmailToggle: false, modifiedEmailBody: null });
  });

  it('makes the selected text bold with the toolbar, and plain again with the shortcut', async () => {
    const bodies = captureUpdates();
    const { dialog, editor } = await openDispatchEmail();
    const bold = within(dialog).getByRole('button', { name: 'Bold' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(editor);
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(bold);
    expect(bold).toHaveAttribute('aria-pressed', 'true');
    expect(editor.innerHTML).toBe(
      '<p><strong>Dear Rhiannon Evans, your order is on its way.</strong></p>',
    );
    // The focus stayed in the text: the editor's own shortcut takes it off again.
    expect(editor).toHaveFocus();
    await userEvent.keyboard('{Control>}b{/Control}');
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(bold);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update status' }));
    expect(await screen.findByText('Order #10461 has been updated.')).toBeVisible();
    expect(bodies[0]?.modifiedEmailBody).toBe(
      '<p><strong>Dear Rhiannon Evans, your order is on its way.</strong></p>',
    );
  });

  it('links the selected text to the address typed beside the toolbar', async () => {
    const bodies = captureUpdates();
    const { dialog, editor } = await openDispatchEmail();
    await userEvent.click(editor);
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Link' }));
    // Escape gives up the link only: the dialog stays.
    expect(within(dialog).getByRole('textbox', { name: 'Link address' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(within(dialog).queryByRole('textbox', { name: 'Link address' })).toBeNull();
    expect(dialog).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Link' }));
    await userEvent.keyboard('javascript:alert(1){Enter}');
    expect(
      within(dialog).getByText('Enter a web address (https://…) or an email address.'),
    ).toBeVisible();
    const address = within(dialog).getByRole('textbox', { name: 'Link address' });
    await userEvent.clear(address);
    await userEvent.type(address, 'www.dpd.co.uk{Enter}');
    expect(within(dialog).getByRole('button', { name: 'Link' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove link' }));
    expect(within(editor).queryByRole('link')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Link' }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Link address' }),
      'https://www.dpd.co.uk',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add link' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update status' }));
    expect(await screen.findByText('Order #10461 has been updated.')).toBeVisible();
    expect(bodies[0]?.modifiedEmailBody).toBe(
      '<p><a href="https://www.dpd.co.uk">Dear Rhiannon Evans, your order is on its way.</a></p>',
    );
  });

  it('edits an email with its own formatting as HTML, so the formatting is kept', async () => {
    const bodies = captureUpdates();
    // A table is more than the rich-text editor holds.
    const formatted =
      '<p>Your order is on its way.</p><table><tbody><tr><td>Bowl</td><td>£24.00</td></tr></tbody></table>';
    server.use(
      http.get('/{siteid}/shop/orders/{id}/emailBody/', ({ response }) =>
        response(200).json({ emailBody: formatted }),
      ),
    );
    const { dialog, editor } = await openDispatchEmail();
    expect(editor).toHaveValue(formatted);
    expect(
      within(dialog).getByText('This email has its own formatting, so it is edited as HTML.'),
    ).toBeVisible();
    await userEvent.type(editor, '<p>Eleanor</p>');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update status' }));
    expect(await screen.findByText('Order #10461 has been updated.')).toBeVisible();
    expect(bodies[0]?.modifiedEmailBody).toBe(`${formatted}<p>Eleanor</p>`);
  });

  it('applies a major change on success and reloads when it leaves the status filter', async () => {
    captureUpdates();
    const host = renderCell(fakeHost({ filters: { status: '2.0,2.1' } }));
    await userEvent.selectOptions(await select(), '5.0');
    const dialog = await screen.findByRole('dialog', { name: 'Update order #10461' });
    expect(
      within(dialog).getByRole('checkbox', { name: 'Put the items back in stock' }),
    ).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update status' }));
    expect(await screen.findByText('Order #10461 has been updated.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await select()).toHaveValue('5.0');
    expect(host.refresh).toHaveBeenCalled();
  });

  it('asks to confirm the refund before marking refunded', async () => {
    captureUpdates();
    renderCell();
    await userEvent.selectOptions(await select(), '4.0');
    const dialog = await screen.findByRole('dialog');
    const update = within(dialog).getByRole('button', { name: 'Update status' });
    expect(update).toBeDisabled();
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: 'I will refund the payment as well' }),
    );
    expect(update).toBeEnabled();
    expect(within(dialog).getByRole('checkbox', { name: 'Email the customer' })).toBeChecked();
  });

  it('says a server error once: the server error notice says the order was not updated', async () => {
    server.use(
      http.post('/{siteid}/shop/orders/statusUpdate/', () => {
        showClientNotice('server-error');
        return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
      }),
    );
    const host = renderCell();
    await userEvent.selectOptions(await select(), '2.3');
    expect(await screen.findByText('There was an error updating the order.')).toBeVisible();
    expect(host.refresh).toHaveBeenCalled();
    // Anything still on its way (a second notice) would come within this.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const open = [
      ...document.querySelectorAll('[data-scope="toast"][data-part="root"][data-state="open"]'),
    ].map((toast) => [
      toast.querySelector('[data-part="title"]')?.textContent,
      toast.querySelector('[data-part="description"]')?.textContent,
    ]);
    expect(open).toEqual([
      ['A server error has occurred', 'There was an error updating the order.'],
    ]);
    expect(await select()).toHaveValue('2.1');
  });

  it('is disabled when the list is read only', async () => {
    renderCell(fakeHost(), { read_only: true, example_data: true });
    expect(await select()).toBeDisabled();
  });
});

describe('the bulk status change', () => {
  it('cancels the checked orders with restock', async () => {
    const bodies = captureUpdates();
    const done: boolean[] = [];
    renderBulkStatus({ onDone: (changed) => done.push(changed) });
    const dialog = await screen.findByRole('dialog', { name: 'Update 2 orders' });
    expect(within(dialog).getByRole('button', { name: 'Update status' })).toBeDisabled();
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'New status' }),
      '5.0',
    );
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Email the customer' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update status' }));
    expect(await screen.findByText('2 orders have been updated.')).toBeVisible();
    expect(bodies).toEqual([
      {
        orders: [10461, 10457],
        status: '5.0',
        sendToAllToggle: false,
        sendEmailToggle: false,
        modifiedEmailBody: null,
        restockToggle: true,
      },
    ]);
    expect(done).toEqual([true]);
  });

  it('says how many checked orders are already at the new status, in the right number', async () => {
    renderBulkStatus();
    const dialog = await screen.findByRole('dialog', { name: 'Update 2 orders' });
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'New status' }),
      '2.1',
    );
    expect(
      await within(dialog).findByText('1 of the selected orders is already Picking.'),
    ).toBeVisible();
  });
});
