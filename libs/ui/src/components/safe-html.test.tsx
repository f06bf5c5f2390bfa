import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/i18n';
import { UiProvider } from './ui-provider';

afterEach(() => {
  cleanup();
  vi.resetModules();
  vi.doUnmock('dompurify');
  delete (Element.prototype as { setHTML?: unknown }).setHTML;
});

const HOSTILE =
  '<h2>Winter sale</h2><p style="color:red" class="x" onclick="window.hacked = true">Up to <strong>30%</strong> off' +
  '<script>window.hacked = true</script><img src="sale.png" alt="sale" onerror="window.hacked = true">' +
  '<a href="javascript:window.hacked = true">bad link</a> <a href="https://example.com/sale">good link</a></p>' +
  '<table><tr><th scope="col">Size</th></tr><tr><td colspan="2">M</td></tr></table>' +
  '<form action="/steal"><input name="card"></form><iframe src="https://example.com"></iframe>';

/** The module afresh, so it sees whether this browser has `setHTML`. */
async function renderSafeHtml(html: string) {
  const { SafeHtml } = await import('./safe-html');
  const view = render(
    <UiProvider i18n={createI18n()}>
      <SafeHtml html={html} data-testid="server-html" />
    </UiProvider>,
  );
  const rerender = (next: string) =>
    view.rerender(
      <UiProvider i18n={createI18n()}>
        <SafeHtml html={next} data-testid="server-html" />
      </UiProvider>,
    );
  return { box: screen.getByTestId('server-html'), rerender };
}

describe('SafeHtml in a browser without setHTML (DOMPurify)', () => {
  it('keeps text markup, tables, images and web links, and drops the rest', async () => {
    const { box } = await renderSafeHtml(HOSTILE);
    expect((await screen.findByText('30%')).tagName).toBe('STRONG');
    expect(screen.getByRole('heading', { level: 2, name: 'Winter sale' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'sale' })).toHaveAttribute('src', 'sale.png');
    expect(screen.getByRole('link', { name: 'good link' })).toHaveAttribute(
      'href',
      'https://example.com/sale',
    );
    expect(screen.getByText('bad link')).not.toHaveAttribute('href');
    expect(screen.getByRole('columnheader', { name: 'Size' })).toHaveAttribute('scope', 'col');
    expect(screen.getByRole('cell', { name: 'M' })).toHaveAttribute('colspan', '2');
    // The box's own class is Chakra's; what is inside it came from the server.
    for (const dropped of ['script', 'form', 'input', 'iframe', '[style]', '[class]', '[onclick]'])
      expect(box.querySelector(dropped), dropped).toBeNull();
    expect(box.innerHTML).not.toContain('hacked');
  });

  it('draws new HTML when it changes', async () => {
    const { rerender } = await renderSafeHtml('<p>First</p>');
    expect(await screen.findByText('First')).toBeVisible();
    rerender('<p>Second</p>');
    expect(screen.getByText('Second')).toBeVisible();
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });
});

describe('SafeHtml in a browser without setHTML whose DOMPurify cannot load (offline)', () => {
  it('draws the words without their markup, and nothing runs', async () => {
    vi.doMock('dompurify', () => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/purify.js');
    });
    const { box } = await renderSafeHtml(HOSTILE);
    expect(await screen.findByText(/Up to 30% off/)).toBeVisible();
    expect(box.children).toHaveLength(0);
    expect(box.querySelector('img, a, script')).toBeNull();
    expect(box).not.toHaveTextContent('hacked');
  });
});

describe('SafeHtml in a browser with setHTML', () => {
  it("hands the HTML and the lists to the browser's sanitiser and never loads DOMPurify", async () => {
    const setHTML = vi.fn(function (this: Element, html: string) {
      this.textContent = `sanitised by the browser: ${html}`;
    });
    Object.defineProperty(Element.prototype, 'setHTML', { value: setHTML, configurable: true });
    const purifyLoaded = vi.fn();
    vi.doMock('dompurify', () => {
      purifyLoaded();
      return { default: { sanitize: (html: string) => html } };
    });
    const { SERVER_HTML } = await import('./safe-html');
    const { box } = await renderSafeHtml('<p>Hi<script>x()</script></p>');
    expect(setHTML).toHaveBeenCalledWith('<p>Hi<script>x()</script></p>', {
      sanitizer: SERVER_HTML,
    });
    expect(setHTML.mock.contexts[0]).toBe(box);
    expect(box).toHaveTextContent('sanitised by the browser');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(purifyLoaded).not.toHaveBeenCalled();
  });
});
