import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormField } from '@site-admin/api-client';
import { http, server, setupMockNetwork } from '@site-admin/testing';
import { describe, expect, it } from 'vitest';
import { renderForm } from './test-form';

setupMockNetwork();

const tags = (params: FormField['params'] = {}, extra: Partial<FormField> = {}): FormField => ({
  name: 'tags',
  type: 'tags',
  label: 'Tags',
  params,
  ...extra,
});
const array = { tags: { type: 'array', items: { type: 'string' } } } as const;

function shownTags() {
  const list = screen.queryByRole('list', { name: 'Added tags' });
  return list
    ? within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    : [];
}

describe('the tags widget', () => {
  it('adds a tag on Enter and removes it again', async () => {
    const user = userEvent.setup();
    const { values } = renderForm([tags()], { properties: array, formData: { tags: ['glazes'] } });
    await user.type(screen.getByLabelText('Tags'), 'stoneware{Enter}');
    expect(shownTags()).toEqual(['glazes', 'stoneware']);
    expect(values().tags).toEqual(['glazes', 'stoneware']);
    expect(screen.getByLabelText('Tags')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Remove glazes' }));
    expect(values().tags).toEqual(['stoneware']);
  });

  it('refuses a duplicate, ignoring case', async () => {
    const user = userEvent.setup();
    const { values } = renderForm([tags()], { properties: array, formData: { tags: ['Glazes'] } });
    await user.type(screen.getByLabelText('Tags'), 'glazes{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('This tag has already been added');
    expect(values().tags).toEqual(['Glazes']);
  });

  it('takes the spelling of an existing tag from the endpoint', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('/{siteid}/options/{source}', ({ response }) =>
        response(200).json({
          options: [{ name: 'Winter Collection', value: 'winter-collection' }],
        }),
      ),
    );
    const { values } = renderForm([tags({}, { endpoint: '/48213/options/blog-tags' })], {
      properties: array,
    });
    await waitFor(() =>
      expect(document.querySelector('datalist option[value="Winter Collection"]')).not.toBeNull(),
    );
    await user.type(screen.getByLabelText('Tags'), 'winter collection{Enter}');
    expect(values().tags).toEqual(['Winter Collection']);
  });

  it('allows only existing tags when new ones are not allowed', async () => {
    const user = userEvent.setup();
    const { values } = renderForm(
      [tags({ allowNew: false }, { options: [{ name: 'glazes', value: 'glazes' }] })],
      { properties: array },
    );
    await user.type(screen.getByLabelText('Tags'), 'brand new{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Choose one of the existing tags');
    await user.clear(screen.getByLabelText('Tags'));
    await user.type(screen.getByLabelText('Tags'), 'GLAZES{Enter}');
    expect(values().tags).toEqual(['glazes']);
  });

  it('stops at the most tags and the longest tag', async () => {
    const user = userEvent.setup();
    const full = Array.from({ length: 20 }, (_, index) => `tag ${index}`);
    const { values } = renderForm([tags()], { properties: array, formData: { tags: full } });
    await user.type(screen.getByLabelText('Tags'), 'one more{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('You can add at most 20 tags');
    expect(values().tags).toHaveLength(20);

    await user.click(screen.getByRole('button', { name: 'Remove tag 0' }));
    await user.clear(screen.getByLabelText('Tags'));
    await user.type(screen.getByLabelText('Tags'), `${'x'.repeat(26)}{Enter}`);
    expect(screen.getByRole('alert')).toHaveTextContent('A tag can be at most 25 characters');
    expect(values().tags).toHaveLength(19);
  });

  it('follows the field’s own limits and removes the last tag with Backspace', async () => {
    const user = userEvent.setup();
    const { values } = renderForm([tags({ maxTags: 2, maxLength: 5 })], {
      properties: array,
      formData: { tags: ['a', 'b'] },
    });
    await user.type(screen.getByLabelText('Tags'), 'c,');
    expect(screen.getByRole('alert')).toHaveTextContent('You can add at most 2 tags');
    await user.clear(screen.getByLabelText('Tags'));
    await user.type(screen.getByLabelText('Tags'), '{Backspace}');
    expect(values().tags).toEqual(['a']);
    await user.type(screen.getByLabelText('Tags'), 'toolong{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('A tag can be at most 5 characters');
  });
});
