// Stand-ins for the older server-rendered pages (/edit/…) that the app shows in frames. Each
// speaks the real pages' postMessage protocol, so the shell's bridge is tested in a browser.

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The messages a real older page sends, one button each. */
const messages = [
  {
    label: 'Send notify',
    message: { type: 'notify', message: 'Your changes have been saved', level: 'success' },
  },
  { label: 'Send showVideo', message: { type: 'showVideo', videoId: '76979871' } },
  { label: 'Send checkLogin', message: { type: 'checkLogin' } },
  { label: 'Send updateAccountDetails', message: { type: 'updateAccountDetails' } },
  {
    label: 'Send subscribe',
    message: { type: 'subscribe', plan: 52, feature: 'order_export_extra' },
  },
  { label: 'Send showPaymentModal', message: { type: 'showPaymentModal', invoiceId: '90417' } },
];

export function isLegacyPath(pathname: string): boolean {
  return pathname.startsWith('/edit/');
}

/** The content builder's editor frame (a content-builder field's endpoint). */
export const CONTENT_BUILDER_PATH = '/edit/content-builder.php';

/** The printable dispatch note page (Print in the order panel, the list's bulk action). */
export const DISPATCH_NOTE_PATH = '/edit/dynamic/shop/shop_management/dispatch_note.php';

/**
 * Serves the stand-in for an older page: the content builder's editor, the dispatch notes, or any
 * other page with its message buttons.
 */
export function legacyStandIn(url: URL): string {
  if (url.pathname === DISPATCH_NOTE_PATH) return dispatchNoteStandInPage(url);
  return url.pathname === CONTENT_BUILDER_PATH
    ? contentBuilderStandInPage()
    : legacyStandInPage(url);
}

/**
 * The dispatch note page: one note per order of `id` (one ID, or several comma-joined), each on
 * its own printed page. The real page prints itself on load; the stand-in has a Print button
 * instead, so opening it in a test or a demo does not raise the print dialog.
 */
function dispatchNoteStandInPage(url: URL): string {
  const ids = (url.searchParams.get('id') ?? '').split(',').filter((id) => /^\d+$/.test(id));
  const notes = ids
    .map(
      (id) => `<section aria-labelledby="note-${id}">
      <h2 id="note-${id}">Dispatch note for order #${id}</h2>
      <p>Hartley &amp; Finch Ceramics · the items, the delivery address and the customer's note of order #${id}.</p>
    </section>`,
    )
    .join('\n    ');
  const title =
    ids.length === 1 ? `Dispatch note – Order #${ids[0]}` : `Dispatch notes – ${ids.length} orders`;
  return `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8" />
    <title>${escapeHtml(title)}</title>
    <style>
      body { font: 15px/1.5 system-ui, sans-serif; margin: 24px; color: #1a202c; }
      section { border-top: 1px solid #cbd5e0; padding-top: 8px; }
      section + section { break-before: page; }
      @media print { .screen-only { display: none; } section { border: 0; } }
    </style>
  </head>
  <body>
    <h1>${escapeHtml(title)}</h1>
    <p class="screen-only">A stand-in for the site builder's dispatch note page. <button type="button" id="print">Print</button></p>
    ${ids.length > 0 ? notes : '<p>No order was given.</p>'}
    <script>
      document.getElementById('print').addEventListener('click', () => window.print());
    </script>
  </body>
</html>
`;
}

/**
 * The content builder's editor: it asks the field for its content (request_content), shows it in
 * a text box, and sends the edited content and its preview (update_content, update_preview) or
 * asks to close (close_modal), as the real editor does.
 */
function contentBuilderStandInPage(): string {
  return `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8" />
    <title>Content builder</title>
    <style>
      body { font: 15px/1.5 system-ui, sans-serif; margin: 16px; color: #1a202c; }
      textarea { width: 100%; box-sizing: border-box; min-height: 10em; font: inherit; }
      button { margin: 8px 8px 0 0; padding: 6px 12px; }
    </style>
  </head>
  <body>
    <h1>Content builder</h1>
    <p><label for="content">Content (HTML)</label></p>
    <textarea id="content" disabled></textarea>
    <p>
      <button type="button" id="apply">Use this content</button>
      <button type="button" id="close">Close the builder</button>
    </p>
    <script>
      const parentOrigin = document.referrer ? new URL(document.referrer).origin : window.location.origin;
      const send = (message) => window.parent.postMessage(message, parentOrigin);
      const box = document.getElementById('content');
      window.addEventListener('message', (event) => {
        if (event.origin !== parentOrigin || !event.data || event.data.type !== 'update_content') return;
        box.value = typeof event.data.content === 'string' ? event.data.content : '';
        box.disabled = false;
      });
      document.getElementById('apply').addEventListener('click', () => {
        send({ type: 'update_content', content: box.value });
        send({ type: 'update_preview', preview: box.value });
      });
      document.getElementById('close').addEventListener('click', () => send({ type: 'close_modal' }));
      send({ type: 'request_content' });
    </script>
  </body>
</html>
`;
}

function legacyStandInPage(url: URL): string {
  const buttons = messages
    .map(
      ({ label, message }) =>
        `<button type="button" data-message="${escapeHtml(JSON.stringify(message))}">${label}</button>`,
    )
    .join('\n      ');
  return `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8" />
    <title>Older page: ${escapeHtml(url.pathname)}</title>
    <style>
      body { font: 15px/1.5 system-ui, sans-serif; margin: 24px; color: #1a202c; }
      button { margin: 0 8px 8px 0; padding: 6px 12px; }
      .note { color: #4a5568; }
    </style>
  </head>
  <body>
    <h1>Older page ${escapeHtml(url.pathname)}</h1>
    <p class="note">A stand-in for the site builder's server-rendered page${url.search ? ` (${escapeHtml(url.search)})` : ''}. It sends the messages the real page sends.</p>
    <p><label><input type="checkbox" id="unsaved" /> This page has unsaved changes</label></p>
    <p>
      ${buttons}
    </p>
    <h2>Replies from the app</h2>
    <ul id="replies"></ul>
    <script>
      const parentOrigin = document.referrer ? new URL(document.referrer).origin : window.location.origin;
      // In a frame the app is the parent; opened as a window, it is the opener.
      const app = window.parent !== window ? window.parent : window.opener;
      const send = (message) => app && app.postMessage(message, parentOrigin);
      for (const button of document.querySelectorAll('button[data-message]')) {
        button.addEventListener('click', () => send(JSON.parse(button.dataset.message)));
      }
      window.addEventListener('message', (event) => {
        if (event.origin !== parentOrigin) return;
        const item = document.createElement('li');
        item.textContent = JSON.stringify(event.data);
        document.getElementById('replies').append(item);
        if (event.data && event.data.type === 'requestUnload' && !document.getElementById('unsaved').checked) {
          send({ type: 'unloadConfirmed' });
        }
      });
    </script>
  </body>
</html>
`;
}
