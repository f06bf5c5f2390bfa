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
  { label: 'Send showPaymentModal', message: { type: 'showPaymentModal', invoiceId: '9912' } },
];

export function isLegacyPath(pathname: string): boolean {
  return pathname.startsWith('/edit/');
}

export function legacyStandInPage(url: URL): string {
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
