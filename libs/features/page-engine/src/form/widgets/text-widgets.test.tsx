import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupMockNetwork } from '@site-admin/testing';
import { describe, expect, it } from 'vitest';
import { elideMiddle, fromDateTimeInput, joinSiteUrl, toDateTimeInput } from './text-input';
import { renderForm } from './test-form';

setupMockNetwork();

describe('text-like widgets', () => {
  it('shows the prefix and suffix beside the input and trims on blur', async () => {
    const user = userEvent.setup();
    const { values } = renderForm([
      { name: 'price', type: 'text', label: 'Price', prefix: '£', suffix: 'per item' },
    ]);
    const input = screen.getByLabelText('Price');
    expect(screen.getByText('£')).toBeVisible();
    expect(screen.getByText('per item')).toBeVisible();
    expect(screen.getByText('£').compareDocumentPosition(input)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    await user.type(input, '  12.50  ');
    await user.tab();
    expect(input).toHaveValue('12.50');
    expect(values().price).toBe('12.50');
  });

  it('makes a slug on blur', async () => {
    const user = userEvent.setup();
    const { values } = renderForm([{ name: 'slug', type: 'slug', label: 'Address' }]);
    await user.type(screen.getByLabelText('Address'), 'Tea & Cake  Shop!');
    await user.tab();
    expect(values().slug).toBe('tea-and-cake-shop');
  });

  it('previews the site address: prefix plus the trimmed value', async () => {
    const user = userEvent.setup();
    renderForm([
      {
        name: 'from',
        type: 'site-url',
        label: 'Old page address',
        prefix: 'https://hartleyandfinch.co.uk/',
      },
    ]);
    await user.type(screen.getByLabelText('Old page address'), 'old-shop/mugs ');
    expect(screen.getByText('Address: https://hartleyandfinch.co.uk/old-shop/mugs')).toBeVisible();
  });

  it('shows a long site prefix without cutting it, and joins it to the path with one slash', async () => {
    const user = userEvent.setup();
    renderForm([
      {
        name: 'from',
        type: 'site-url',
        label: 'Old page address',
        prefix: 'https://hartleyandfinch.co.uk/',
      },
    ]);
    // The scheme goes, the domain shows whole; the full address is its title.
    expect(screen.getByText('hartleyandfinch.co.uk/')).toHaveAttribute(
      'title',
      'https://hartleyandfinch.co.uk/',
    );
    await user.type(screen.getByLabelText('Old page address'), '/x/');
    expect(screen.getByText('Address: https://hartleyandfinch.co.uk/x/')).toBeVisible();
  });

  it('elides the middle of an addon too long even without its scheme', () => {
    expect(elideMiddle('https://the-longest-shop-name-in-britain.co.uk/')).toBe(
      'the-longe…itain.co.uk/',
    );
    expect(elideMiddle('£')).toBe('£');
    expect(joinSiteUrl('https://a.co.uk/', 'x')).toBe('https://a.co.uk/x');
    expect(joinSiteUrl('https://a.co.uk', '//x/')).toBe('https://a.co.uk/x/');
  });

  it('gives url fields (external addresses too) the url type', () => {
    renderForm([
      { name: 'to', type: 'url', label: 'Web address' },
      { name: 'link', type: 'external-url', label: 'File address' },
    ]);
    expect(screen.getByLabelText('Web address')).toHaveAttribute('type', 'url');
    expect(screen.getByLabelText('File address')).toHaveAttribute('type', 'url');
  });

  it('counts characters against a max rule in a textarea', async () => {
    const user = userEvent.setup();
    renderForm([{ name: 'message', type: 'textarea', label: 'Message', validation: ['max:20'] }]);
    expect(screen.getByText('0 of 20 characters')).toBeVisible();
    await user.type(screen.getByLabelText('Message'), 'Opening soon');
    expect(screen.getByText('12 of 20 characters')).toBeVisible();
  });

  it('pads the code editor to its minimum lines, in monospace', () => {
    renderForm([{ name: 'css', type: 'code', label: 'Custom CSS', params: { minLines: 4 } }], {
      formData: { css: 'body {}' },
    });
    const editor = screen.getByLabelText('Custom CSS');
    expect(editor.tagName).toBe('TEXTAREA');
    expect(editor).toHaveValue('body {}\n\n\n');
  });

  it('says Yes or No beside a toggle', async () => {
    const user = userEvent.setup();
    const { values } = renderForm([{ name: 'open', type: 'toggle', label: 'Allow comments' }], {
      properties: { open: { type: 'boolean' } },
      formData: { open: false },
    });
    expect(screen.getByText('No')).toBeVisible();
    await user.click(screen.getByRole('switch', { name: 'Allow comments' }));
    expect(screen.getByText('Yes')).toBeVisible();
    expect(values().open).toBe(true);
  });

  it('ticks a single checkbox named by its own label', async () => {
    const user = userEvent.setup();
    const { values } = renderForm([{ name: 'agree', type: 'checkbox', label: 'I agree' }], {
      properties: { agree: { type: 'boolean' } },
    });
    await user.click(screen.getByRole('checkbox', { name: 'I agree' }));
    expect(values().agree).toBe(true);
  });

  it('edits a date and a date-time natively', () => {
    const { values } = renderForm(
      [
        { name: 'opening', type: 'date', label: 'Opening date' },
        { name: 'starts', type: 'datetime', label: 'Starts' },
      ],
      { formData: { starts: '2026-12-05 10:30:00' } },
    );
    expect(screen.getByLabelText('Opening date')).toHaveAttribute('type', 'date');
    const starts = screen.getByLabelText('Starts');
    expect(starts).toHaveValue('2026-12-05T10:30');
    fireEvent.change(starts, { target: { value: '2026-12-06T09:15' } });
    expect(values().starts).toBe('2026-12-06 09:15:00');
    expect(toDateTimeInput('2026-12-05T08:00:00Z')).toBe('2026-12-05T08:00');
    expect(fromDateTimeInput('')).toBe('');
  });

  it('types a colour or picks it', () => {
    const { values } = renderForm([{ name: 'accent', type: 'colour', label: 'Accent' }], {
      formData: { accent: '#2450ff' },
    });
    expect(screen.getByLabelText('Pick a colour')).toHaveValue('#2450ff');
    fireEvent.change(screen.getByLabelText('Pick a colour'), { target: { value: '#13804b' } });
    expect(values().accent).toBe('#13804b');
    expect(screen.getByLabelText('Accent')).toHaveValue('#13804b');
  });
});
