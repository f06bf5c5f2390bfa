import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorSchemaBuilder } from '@rjsf/utils';
import { setupMockNetwork } from '@site-admin/testing';
import { describe, expect, it } from 'vitest';
import { renderForm } from './test-form';

setupMockNetwork();

describe('the field template', () => {
  it('draws the label, (Optional), the help and the first error under the label', () => {
    renderForm(
      [
        { name: 'heading', type: 'text', label: 'Heading', help: 'Shown at the top.' },
        { name: 'message', type: 'textarea', label: 'Message' },
      ],
      {
        optional: ['message'],
        extraErrors: new ErrorSchemaBuilder().addErrors(
          ['The heading field is required.', 'A second error'],
          'heading',
        ).ErrorSchema,
      },
    );
    const heading = screen.getByLabelText('Heading');
    const error = screen.getByText('The heading field is required.');
    expect(screen.queryByText('A second error')).toBeNull();
    // Under the label, above the input.
    const label = screen.getByText('Heading', { selector: 'label' });
    expect(label.compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(error.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(heading).toHaveAttribute('aria-invalid', 'true');
    expect(heading).toHaveAccessibleErrorMessage('The heading field is required.');
    expect(heading).toHaveAccessibleDescription('Shown at the top.');
    expect(screen.getByText('Shown at the top.')).toBeVisible();
    // '(Optional)' sits beside the label, so the input's name stays the label.
    expect(screen.getByLabelText('Message')).toBeVisible();
    expect(screen.getAllByText('(Optional)')).toHaveLength(1);
  });

  it('shows validation errors from the validator under their fields, not in a list', () => {
    const { container } = renderForm([{ name: 'heading', type: 'text', label: 'Heading' }], {
      required: ['heading'],
    });
    const form = container.querySelector('form');
    if (!form) throw new Error('no form');
    fireEvent.submit(form);
    expect(screen.getByLabelText('Heading')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(/must have required property/)).toHaveLength(1);
    // No submit button of its own: the layout draws the actions.
    expect(screen.queryByRole('button', { name: /submit/i })).toBeNull();
  });

  it('shows the information behind the info icon, sanitised', async () => {
    const user = userEvent.setup();
    renderForm([
      {
        name: 'type',
        type: 'text',
        label: 'Redirect type',
        information:
          '<p>Use <b>permanent</b> for pages that moved.</p><img src=x onerror="alert(1)">',
      },
    ]);
    expect(screen.queryByText(/pages that moved/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'More about Redirect type' }));
    const text = await screen.findByText(/pages that moved/);
    expect(within(text).getByText('permanent').tagName).toBe('B');
    expect(document.querySelector('img[onerror]')).toBeNull();
  });

  it('draws a divider above a field and only the input of a hidden field', () => {
    const { container } = renderForm(
      [
        { name: 'secret', type: 'text', label: 'Secret', hidden: true },
        { name: 'match', type: 'text', label: 'Match', divider: true },
      ],
      { formData: { secret: 'abc' } },
    );
    expect(screen.getByRole('separator')).toBeInTheDocument();
    const hidden = container.querySelector('input[type="hidden"][name="root_secret"]');
    expect(hidden).toHaveValue('abc');
    expect(screen.queryByText('Secret')).toBeNull();
  });

  it('renders info fields as text and upsell fields with an Unlock link', async () => {
    const user = userEvent.setup();
    const { shell } = renderForm(
      [
        {
          name: 'note',
          type: 'info',
          label: 'Good to know',
          information: '<p>Redirects apply <em>at once</em>.</p>',
        },
        {
          name: 'newsletter_upsell',
          type: 'upsell',
          label: 'Newsletter sign-up',
          upsell: {
            feature: 'holding_page_newsletter',
            plan: 52,
            text: 'Available on the Business plan',
            disableField: false,
          },
        },
      ],
      { properties: { note: { type: 'null' }, newsletter_upsell: { type: 'null' } } },
    );
    expect(screen.getByText('at once').tagName).toBe('EM');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('Available on the Business plan')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(shell.openSubscription).toHaveBeenCalledWith({
      feature: 'holding_page_newsletter',
      plan: 52,
      fieldDetail: 'newsletter_upsell',
    });
  });

  it("shows a read-only info field's value from the reply (Visits so far: 1,284)", () => {
    renderForm([{ name: 'hits', type: 'info', label: 'Visits so far', readonly: true }], {
      properties: { hits: { type: ['string', 'number', 'boolean', 'null', 'array', 'object'] } },
      formData: { hits: 1284 },
    });
    expect(screen.getByText('Visits so far')).toBeVisible();
    expect(screen.getByText('1,284')).toBeVisible();
  });

  it('puts an Unlock link under a locked field, which is disabled', async () => {
    const user = userEvent.setup();
    const { shell } = renderForm(
      [
        {
          name: 'match_query',
          type: 'toggle',
          label: 'Also match addresses with a query string',
          upsell: { feature: 'redirect_query_strings', plan: 52, disableField: true },
        },
      ],
      { properties: { match_query: { type: 'boolean' } }, formData: { match_query: false } },
    );
    expect(
      screen.getByRole('switch', { name: 'Also match addresses with a query string' }),
    ).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(shell.openSubscription).toHaveBeenCalledWith({
      feature: 'redirect_query_strings',
      plan: 52,
      fieldDetail: 'match_query',
    });
  });
});
