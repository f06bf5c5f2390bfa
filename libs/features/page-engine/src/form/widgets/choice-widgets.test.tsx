import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorSchemaBuilder } from '@rjsf/utils';
import { http, server, setupMockNetwork } from '@site-admin/testing';
import { describe, expect, it } from 'vitest';
import { focusField } from '../focus-field';
import { renderForm } from './test-form';

setupMockNetwork();

const pages = [
  { name: 'Home', value: 1001 },
  { name: 'Shop › Mugs', value: 1042 },
  { name: 'Christmas (hidden)', value: 1060, disabled: true },
];

/** Serves the page options; a search narrows them by name. Records each search. */
function servePages(delay?: Promise<void>) {
  const searches: (string | null)[] = [];
  server.use(
    http.get('/{siteid}/options/{source}', async ({ request, params, response }) => {
      expect(params.source).toBe('pages');
      const search = new URL(request.url).searchParams.get('search');
      searches.push(search);
      await delay;
      const options = search
        ? pages.filter((page) => page.name.toLowerCase().includes(search.toLowerCase()))
        : pages;
      return response(200).json({ options });
    }),
  );
  return searches;
}

const pageSelect = {
  name: 'to_page',
  type: 'select',
  label: 'Page',
  endpoint: '/48213/options/pages',
} as const;

describe('the select widget', () => {
  it('loads its options from the endpoint, saying Loading… meanwhile', async () => {
    let release: (() => void) | undefined;
    const searches = servePages(
      new Promise<void>((resolve) => {
        release = resolve;
      }),
    );
    const user = userEvent.setup();
    const { values } = renderForm([pageSelect], { properties: { to_page: { type: 'integer' } } });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    release?.();
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    const select = screen.getByLabelText('Page');
    expect(within(select).getByRole('option', { name: 'Christmas (hidden)' })).toBeDisabled();
    await user.selectOptions(select, 'Shop › Mugs');
    expect(values().to_page).toBe(1042);
    expect(searches).toEqual([null]);
  });

  it('searches the endpoint after the typing stops and keeps the chosen option', async () => {
    const searches = servePages();
    renderForm([pageSelect], {
      properties: { to_page: { type: 'integer' } },
      formData: { to_page: 1001 },
    });
    const select = screen.getByLabelText('Page');
    await waitFor(() => expect(select).toHaveDisplayValue('Home'));
    const search = screen.getByRole('searchbox', { name: 'Search Page' });
    fireEvent.change(search, { target: { value: 'm' } });
    fireEvent.change(search, { target: { value: 'mug' } });
    await waitFor(() => expect(searches).toEqual([null, 'mug']));
    await waitFor(() =>
      expect(within(select).getByRole('option', { name: 'Shop › Mugs' })).toBeInTheDocument(),
    );
    // The chosen page stays listed (and chosen) although the search left it out.
    expect(select).toHaveDisplayValue('Home');
    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(await screen.findByText('No results found')).toBeVisible();
    expect(searches).toEqual([null, 'mug', 'zzz']);
  });

  it('lists static options without a search box', async () => {
    const user = userEvent.setup();
    const { values } = renderForm([
      {
        name: 'type',
        type: 'select',
        label: 'Type',
        placeholder: 'Pick a type',
        options: [
          { name: 'Permanent (301)', value: '301' },
          { name: 'Temporary (302)', value: '302' },
        ],
      },
    ]);
    expect(screen.queryByRole('searchbox')).toBeNull();
    const select = screen.getByLabelText('Type');
    expect(select).toHaveDisplayValue('Pick a type');
    await user.selectOptions(select, 'Temporary (302)');
    expect(values().type).toBe('302');
  });
});

describe('radio, radio-button and checkboxes widgets', () => {
  it('picks a radio option, with descriptions shown', async () => {
    const user = userEvent.setup();
    const { values } = renderForm(
      [
        {
          name: 'type',
          type: 'radio',
          label: 'Redirect type',
          options: [
            { name: 'Permanent (301)', value: '301', description: 'The page has moved for good.' },
            { name: 'Temporary (302)', value: '302', description: 'The page will come back.' },
          ],
        },
      ],
      { formData: { type: '301' } },
    );
    const group = screen.getByRole('radiogroup', { name: 'Redirect type' });
    expect(within(group).getByRole('radio', { name: 'Permanent (301)' })).toBeChecked();
    expect(screen.getByText('The page will come back.')).toBeVisible();
    await user.click(within(group).getByText('Temporary (302)'));
    expect(values().type).toBe('302');
  });

  it('marks a radio group in error and takes the focus to it on a failed check', async () => {
    const { container } = renderForm(
      [
        {
          name: 'type',
          type: 'radio',
          label: 'Redirect type',
          options: [
            { name: 'Permanent (301)', value: '301' },
            { name: 'Temporary (302)', value: '302' },
          ],
        },
      ],
      {
        extraErrors: new ErrorSchemaBuilder().addErrors(['This field is required'], 'type')
          .ErrorSchema,
      },
    );
    const group = screen.getByRole('radiogroup', { name: 'Redirect type' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(focusField(container, 'type')).toBe(true);
    expect(within(group).getByRole('radio', { name: 'Permanent (301)' })).toHaveFocus();
  });

  it('picks a segment of a radio-button field', async () => {
    const user = userEvent.setup();
    const { values } = renderForm(
      [
        {
          name: 'destination',
          type: 'radio-button',
          label: 'Send visitors to',
          options: [
            { name: 'A page on my site', value: 'page' },
            { name: 'Another web address', value: 'url' },
          ],
        },
      ],
      { formData: { destination: 'page' } },
    );
    const group = screen.getByRole('radiogroup', { name: 'Send visitors to' });
    expect(within(group).getByRole('radio', { name: 'A page on my site' })).toBeChecked();
    await user.click(within(group).getByText('Another web address'));
    expect(values().destination).toBe('url');
    expect(within(group).getByRole('radio', { name: 'Another web address' })).toBeChecked();
  });

  it('ticks several checkboxes loaded from the endpoint', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('/{siteid}/options/{source}', ({ response }) =>
        response(200).json({
          options: [
            { name: 'Instagram', value: 'instagram' },
            { name: 'Facebook', value: 'facebook' },
          ],
        }),
      ),
    );
    const { values } = renderForm(
      [
        {
          name: 'social_links',
          type: 'checkboxes',
          label: 'Social links',
          endpoint: '/48213/options/social-accounts',
        },
      ],
      {
        properties: { social_links: { type: 'array', items: { type: 'string' } } },
        formData: { social_links: ['instagram'] },
      },
    );
    const group = screen.getByRole('group', { name: 'Social links' });
    const facebook = await within(group).findByRole('checkbox', { name: 'Facebook' });
    expect(within(group).getByRole('checkbox', { name: 'Instagram' })).toBeChecked();
    await user.click(facebook);
    expect(values().social_links).toEqual(['instagram', 'facebook']);
    await user.click(within(group).getByRole('checkbox', { name: 'Instagram' }));
    expect(values().social_links).toEqual(['facebook']);
  });

  it('says No results found when the endpoint has no options', async () => {
    server.use(
      http.get('/{siteid}/options/{source}', ({ response }) => response(200).json({ options: [] })),
    );
    renderForm([{ name: 'kind', type: 'radio', label: 'Kind', endpoint: '/48213/options/kinds' }]);
    expect(await screen.findByText('No results found')).toBeVisible();
  });
});
