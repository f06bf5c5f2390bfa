// Addresses the real backend answers itself, outside the admin app: signing out, and the live
// site's preview (spec 2: /logout and the /{siteid}/livesite link).

export interface ServerPage {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function previewPage(siteid: string): string {
  return `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8" />
    <title>Preview of site ${escapeHtml(siteid)}</title>
    <style>
      body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1a202c; }
      header { background: #2450ff; color: white; padding: 12px 24px; }
      main { padding: 32px 24px; max-width: 720px; }
    </style>
  </head>
  <body>
    <header>Preview: your latest changes, before they are published</header>
    <main>
      <h1>Hartley &amp; Finch Ceramics</h1>
      <p>Hand-thrown stoneware from our studio in Stroud.</p>
    </main>
  </body>
</html>`;
}

/** The backend's own answer for an address outside the app, or null for the app's pages. */
export function serverPage(url: URL): ServerPage | null {
  // Signing out ends the session and goes to the sign-in page.
  if (url.pathname === '/logout') {
    return { status: 302, headers: { location: '/login', 'cache-control': 'no-store' }, body: '' };
  }
  const preview = /^\/(\d+)\/livesite\/?$/.exec(url.pathname);
  if (preview?.[1]) {
    return {
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
      body: previewPage(preview[1]),
    };
  }
  return null;
}
