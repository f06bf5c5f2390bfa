import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FileOption, Image } from '@site-admin/api-client';
import { http, server, setupMockNetwork } from '@site-admin/testing';
import { describe, expect, it } from 'vitest';
import { renderForm } from './test-form';

setupMockNetwork();

const image = (ID: number, description: string): Image => ({
  ID,
  description,
  type: 'jpg',
  url: `https://hartleyandfinch.co.uk/siteimages/${ID}.jpg`,
});
const library = [
  image(9120, 'Studio shelves with glazed mugs'),
  image(9118, 'Ash glaze vase'),
  image(9101, 'Logo'),
  image(9100, 'Kiln at night'),
];

/** Two images a page; records each page asked for. */
function serveImages() {
  const pages: (string | null)[] = [];
  server.use(
    http.get('/{siteid}/images', ({ request, response }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
      pages.push(new URL(request.url).searchParams.get('page'));
      const model = library.slice((page - 1) * 2, page * 2);
      return response(200).json({
        model,
        pagination: {
          total: library.length,
          per_page: 2,
          current_page: page,
          last_page: 2,
          next_page_url: page < 2 ? `/48213/images?page=${page + 1}&per_page=2` : null,
          from: (page - 1) * 2 + 1,
          to: page * 2,
        },
      });
    }),
    http.get('/{siteid}/images/{id}', ({ params, response }) => {
      const found = library.find((item) => item.ID === Number(params.id));
      if (!found) throw new Error(`No image ${String(params.id)} in the test library`);
      return response(200).json({ model: found });
    }),
  );
  return pages;
}

const imageField = {
  name: 'image',
  type: 'image',
  label: 'Background image',
  endpoint: '/48213/images',
} as const;

describe('the image picker', () => {
  it('lists 32 px thumbnails, loads more, picks one and shows it at 96 px', async () => {
    const user = userEvent.setup();
    const pages = serveImages();
    const { values } = renderForm([imageField], { properties: { image: { type: 'integer' } } });
    const group = screen.getByRole('group', { name: 'Background image' });
    await user.click(within(group).getByRole('button', { name: 'Choose image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Background image' });
    const first = await within(dialog).findByRole('button', { name: /Studio shelves/ });
    const thumbnail = first.querySelector('img');
    expect(thumbnail).toHaveAttribute('src', '/image?i=9120&w=32&h=32');
    expect(thumbnail).toHaveAttribute('width', '32');
    await user.click(within(dialog).getByRole('button', { name: 'Load more' }));
    const kiln = await within(dialog).findByRole('button', { name: /Kiln at night/ });
    expect(within(dialog).queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(pages).toEqual([null, '2']);
    await user.click(kiln);
    expect(values().image).toBe(9100);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const chosen = await within(group).findByRole('img', { name: 'Kiln at night' });
    expect(chosen).toHaveAttribute('src', '/image?i=9100&w=96&h=96');
    expect(chosen).toHaveAttribute('width', '96');
    expect(within(group).getByRole('button', { name: 'Change image' })).toBeVisible();
  });

  it('loads the chosen image with GET {endpoint}/{id} and removes it', async () => {
    const user = userEvent.setup();
    serveImages();
    const { values } = renderForm([imageField], {
      properties: { image: { type: 'integer' } },
      formData: { image: 9118 },
    });
    expect(await screen.findByRole('img', { name: 'Ash glaze vase' })).toHaveAttribute(
      'src',
      '/image?i=9118&w=96&h=96',
    );
    await user.click(screen.getByRole('button', { name: 'Remove Ash glaze vase' }));
    expect(values().image).toBeUndefined();
  });

  it('picks several with params.multiple', async () => {
    const user = userEvent.setup();
    serveImages();
    const { values } = renderForm([{ ...imageField, params: { multiple: true } }], {
      properties: { image: { type: 'array', items: { type: 'integer' } } },
      formData: { image: [9120] },
    });
    await user.click(screen.getByRole('button', { name: 'Add images' }));
    const dialog = await screen.findByRole('dialog');
    const shelves = await within(dialog).findByRole('button', { name: /Studio shelves/ });
    expect(shelves).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(dialog).getByRole('button', { name: /Ash glaze vase/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(values().image).toEqual([9120, 9118]);
  });
});

const files: FileOption[] = [
  { ID: 'external', description: 'Link to a file on another website', icon: 'link', url: null },
  { ID: 611, description: 'Care instructions.pdf', icon: 'file-pdf', url: null },
];

function serveFiles() {
  server.use(
    http.get('/{siteid}/files', ({ response }) =>
      response(200).json({
        model: files,
        pagination: {
          total: 2,
          per_page: 25,
          current_page: 1,
          last_page: 1,
          next_page_url: null,
          from: 1,
          to: 2,
        },
      }),
    ),
  );
}

describe('the file picker', () => {
  const fileField = {
    name: 'download',
    type: 'file',
    label: 'Download',
    endpoint: '/48213/files',
  } as const;

  it('picks a library file', async () => {
    const user = userEvent.setup();
    serveFiles();
    const { values } = renderForm([fileField], {
      properties: { download: { type: ['string', 'integer'] } },
    });
    await user.click(screen.getByRole('button', { name: 'Choose file' }));
    await user.click(await screen.findByRole('button', { name: 'Care instructions.pdf' }));
    expect(values().download).toBe(611);
    expect(await screen.findByText('Care instructions.pdf')).toBeVisible();
  });

  it('reveals a trimmed url input for the external option', async () => {
    const user = userEvent.setup();
    serveFiles();
    const { values } = renderForm([fileField], {
      properties: { download: { type: ['string', 'integer'] } },
    });
    expect(screen.queryByRole('textbox', { name: 'External file address' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Choose file' }));
    await user.click(
      await screen.findByRole('button', { name: 'Link to a file on another website' }),
    );
    const address = await screen.findByRole('textbox', { name: 'External file address' });
    expect(address).toHaveAttribute('type', 'url');
    await user.type(address, '  https://example.com/care.pdf ');
    await user.tab();
    expect(values().download).toBe('https://example.com/care.pdf');
  });

  it('shows an external address it already holds in the url input', () => {
    renderForm([fileField], {
      properties: { download: { type: ['string', 'integer'] } },
      formData: { download: 'https://example.com/price-list.xlsx' },
    });
    expect(screen.getByRole('textbox', { name: 'External file address' })).toHaveValue(
      'https://example.com/price-list.xlsx',
    );
  });
});
