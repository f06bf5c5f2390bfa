// Issue 19, point 5: focus is never left where the owner cannot see it, and every action of a
// representative page can be reached by keyboard.
import { expect, seriousAxeViolations, test, type Page } from './fixtures';

const site = '/48213';

/** Opens an address inside the app (as its links do), without loading the app again. */
async function goInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const CONTROLS = 'button, a[href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

declare global {
  interface Window {
    __panelGaps?: string[];
  }
}

/**
 * Presses Tab (from the skip link, or from where focus is) until focus comes back round or
 * leaves the page, and marks each element focused on the way with whether a focus ring showed
 * on it (an outline or a shadow; a visually hidden input's ring shows on the box beside it).
 */
async function tabThrough(page: Page, { fromSkipLink = true, limit = 250 } = {}) {
  if (fromSkipLink) {
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  }
  for (let step = 0; step < limit; step += 1) {
    const cycled = await page.evaluate(() => {
      const element = document.activeElement;
      if (!(element instanceof HTMLElement) || element === document.body) return true;
      if (element.dataset['e2eTabbed']) return true;
      const drawn =
        element instanceof HTMLInputElement && element.getBoundingClientRect().width <= 1
          ? (element.closest('label')?.querySelector('[data-part="control"]') ?? element)
          : element;
      const style = getComputedStyle(drawn);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      element.dataset['e2eTabbed'] = outline || style.boxShadow !== 'none' ? 'ring' : 'no ring';
      return false;
    });
    if (cycled) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`focus did not come round in ${limit} presses of Tab`);
}

/**
 * The controls inside `scope` a keyboard user must reach (shown, enabled, outside any hidden or
 * inert part, and not taken out of the Tab order on purpose, as a tab list's other tabs reached
 * by arrows are) that Tab did not reach, and those it reached with no focus ring.
 */
async function keyboardGaps(page: Page, scope: string) {
  return page.evaluate(
    ({ scope, selector }) => {
      const root = document.querySelector(scope);
      if (!root) return { missed: [`no ${scope}`], noRing: [] };
      const describe = (element: Element) => {
        const label =
          element.getAttribute('aria-label') ??
          element.closest('label')?.textContent ??
          element.textContent ??
          '';
        const kind = element.getAttribute('role') ?? element.getAttribute('type') ?? '';
        const text = label.trim().replace(/\s+/g, ' ').slice(0, 50);
        return `${element.tagName.toLowerCase()}${kind ? `[${kind}]` : ''} "${text}"`;
      };
      const controls = Array.from(root.querySelectorAll<HTMLElement>(selector)).filter(
        (element) => {
          if (element.matches(':disabled, [tabindex="-1"], [aria-hidden="true"] *, [inert] *'))
            return false;
          if (element instanceof HTMLInputElement && element.type === 'hidden') return false;
          const shown = element.closest('label') ?? element;
          const box = shown.getBoundingClientRect();
          return box.width > 0 && box.height > 0 && getComputedStyle(shown).visibility !== 'hidden';
        },
      );
      return {
        missed: controls.filter((element) => !element.dataset['e2eTabbed']).map(describe),
        noRing: controls
          .filter((element) => element.dataset['e2eTabbed'] === 'no ring')
          .map(describe),
      };
    },
    { scope, selector: CONTROLS },
  );
}

/**
 * Watches every frame, from when a dialog has first fully shown: a moment where the page behind
 * is hidden (aria-hidden) while no dialog stands fully on screen, or where focus sits inside a
 * hidden part, is a gap (what axe reports as aria-hidden-focus if it looks then).
 */
async function watchPanelGaps(page: Page) {
  await page.addInitScript(() => {
    window.__panelGaps = [];
    let shown = false;
    const opaque = (element: Element | null): boolean =>
      element === null ||
      (getComputedStyle(element).opacity === '1' && opaque(element.parentElement));
    // A dialog still playing its entrance is not yet standing. On a busy machine one frame of
    // the first panel's slide-in read as its end (in place, opaque) before the slide went on;
    // counted as shown, the rest of that entrance was taken for the panel leaving view.
    const settled = (element: Element) =>
      element.getAnimations().every((animation) => animation.playState === 'finished');
    const frame = () => {
      const dialogs = Array.from(document.querySelectorAll('[role="dialog"]'));
      const onScreen = dialogs.some((dialog) => {
        const box = dialog.getBoundingClientRect();
        return (
          box.width > 0 &&
          box.left >= 0 &&
          box.right <= window.innerWidth + 1 &&
          opaque(dialog) &&
          settled(dialog)
        );
      });
      const pageHidden = document.getElementById('root')?.getAttribute('aria-hidden') === 'true';
      const focusHidden = document.activeElement?.closest('[aria-hidden="true"]') != null;
      if (onScreen) shown = true;
      if (dialogs.length === 0 && !pageHidden) shown = false;
      if (shown && ((pageHidden && !onScreen) || focusHidden)) {
        // What the dialogs were then (box, opacity), so that a failure says which way it went.
        const state = dialogs
          .map((dialog) => {
            const box = dialog.getBoundingClientRect();
            return `${Math.round(box.left)}–${Math.round(box.right)} px, opacity ${getComputedStyle(dialog).opacity}`;
          })
          .join('; ');
        const gap = `${location.pathname}: ${focusHidden ? 'focus in a hidden part' : 'page hidden, no dialog shown'} (${dialogs.length} dialogs${state ? `: ${state}` : ''})`;
        const gaps = window.__panelGaps ?? [];
        if (gaps.length < 10 && gaps.at(-1) !== gap) gaps.push(gap);
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

test.describe('focus and keyboard', () => {
  test.describe.configure({ timeout: 120_000 });

  test(
    'a panel replaced by another page’s panel takes focus with it, never leaving it hidden',
    { tag: '@desktop-only' },
    async ({ page }) => {
      // Each panel's last part to draw: the form's field, the export's Download, the comment.
      const panels = [
        { path: `${site}/blog/7/posts/2210/duplicate`, ready: 'textbox', name: /Title/ },
        { path: `${site}/shop/orders/export`, ready: 'button', name: 'Download' },
        { path: `${site}/blog/7/comments/5531`, ready: 'button', name: /Approve|Unapprove/ },
        { path: `${site}/shop/orders/10482`, ready: 'heading', name: /Order #10482/ },
      ] as const;
      await watchPanelGaps(page);
      await page.goto(panels[0].path);
      for (const [index, panel] of panels.entries()) {
        if (index > 0) await goInApp(page, panel.path);
        const dialog = page.getByRole('dialog');
        await expect(dialog.getByRole(panel.ready, { name: panel.name }).first()).toBeVisible({
          timeout: 30_000,
        });
        await expect(
          dialog.locator(':focus'),
          `focus inside the panel at ${panel.path}`,
        ).toHaveCount(1);
        expect(await seriousAxeViolations(page), `axe on ${panel.path}`).toEqual([]);
      }
      // The loading panel and the panel drawn once its code and data arrive are one dialog that
      // stays on screen: it never slides out of view while the page behind it is hidden.
      expect(await page.evaluate(() => window.__panelGaps)).toEqual([]);
    },
  );

  test(
    'every control of the order list and of an order panel is reached by Tab, with a ring',
    { tag: '@desktop-only' },
    async ({ page }) => {
      await page.goto(`${site}/shop/orders`);
      await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible({
        timeout: 30_000,
      });
      await expect(page.getByText('Fiona Campbell').first()).toBeVisible();
      await tabThrough(page);
      expect(await keyboardGaps(page, 'body')).toEqual({ missed: [], noRing: [] });

      await page.goto(`${site}/shop/orders/10482`);
      const panel = page.getByRole('dialog');
      await expect(panel.getByRole('heading', { name: /Order #10482/ })).toBeVisible({
        timeout: 30_000,
      });
      // In an open panel focus starts inside it and Tab stays there.
      await expect(page.locator('[role="dialog"] :focus')).toHaveCount(1);
      await tabThrough(page, { fromSkipLink: false });
      expect(await keyboardGaps(page, '[role="dialog"]')).toEqual({ missed: [], noRing: [] });
    },
  );

  test(
    'a row’s panel opened from the keyboard gives focus back to the row’s link when Esc closes it',
    { tag: '@desktop-only' },
    async ({ page }) => {
      await page.goto(`${site}/shop/orders`);
      await expect(page.getByText('Fiona Campbell').first()).toBeVisible({ timeout: 30_000 });
      // From the row's status (reached by Tab) on to the row's link.
      await page.getByRole('combobox', { name: 'Status of order #10470' }).focus();
      await page.keyboard.press('Tab');
      const view = page.getByRole('link', { name: 'View #10470' });
      await expect(view).toBeFocused();
      await page.keyboard.press('Enter');
      const panel = page.getByRole('dialog');
      await expect(panel.getByRole('heading', { name: /Order #10470/ })).toBeVisible({
        timeout: 30_000,
      });
      await expect(page.locator('[role="dialog"] :focus')).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(page).toHaveURL(/\/48213\/shop\/orders$/);
      await expect(view).toBeFocused();
    },
  );
});
