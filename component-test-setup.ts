// Runs before every component test file. The files share one jsdom and one set of loaded modules
// (see vitest.component.ts): each file starts with an empty page at the origin's root, empty
// storage and no cookies, as in a new tab. Each test ends as Testing Library ends one where test
// globals are on (what it drew unmounted), with real timers and no notification left in the app's
// one queue; a file's own afterEach runs before this one. What every component test needs from
// jsdom and Testing Library (a ResizeObserver, longer waits) is set here too.
import { afterEach, vi } from 'vitest';

// A file that asks for Node's environment (`@vitest-environment node`) has no page.
if (typeof window !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  const { clearNotifications } = await import('@site-admin/ui');
  // What the file before left drawn (a render after its last test) goes before its page does.
  cleanup();
  afterEach(async () => {
    vi.useRealTimers();
    cleanup();
    await clearNotifications();
  });
  // findBy* waits up to 10 s, not 1 s: jsdom renders of Chakra screens are slow on a busy
  // two-core machine, and a wait ends as soon as the element shows. A part's first draw waits
  // for the test runner to compile its code (a lazy layout, a form's widgets): 5 s and more
  // when the machine ran at a third of its speed.
  configure({ asyncUtilTimeout: 10_000 });
  // jsdom gives an animation frame its own clock's time, which started when its window did, not
  // `performance.now()`'s, as a browser does. Zag's frame timers (a dismissed notification's
  // removal, 200 ms) subtract one from the other, so they waited that much longer too: over 5 s
  // in a worker thread whose jsdom came late, and a dismissed notification stayed on the page.
  if (!(window.requestAnimationFrame as { onPageClock?: true }).onPageClock) {
    const jsdomFrame = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = Object.assign(
      (callback: FrameRequestCallback) => jsdomFrame(() => callback(performance.now())),
      { onPageClock: true as const },
    );
  }
  // jsdom has no ResizeObserver, which Chakra's menus, dialogs and drawers observe.
  globalThis.ResizeObserver ??= class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
  for (const element of [document.documentElement, document.body]) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  }
  document.body.replaceChildren();
  document.title = '';
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
  window.sessionStorage.clear();
}
