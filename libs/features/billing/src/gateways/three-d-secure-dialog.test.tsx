import { screen } from '@testing-library/react';
import { renderRoutes, setupMockNetwork } from '@site-admin/testing';
import { describe, expect, it } from 'vitest';
import { ThreeDSecureDialog } from './three-d-secure-dialog';

setupMockNetwork();

/** The max-width the page's style sheets give an element, by media query ('' for none). */
function maxWidths(element: Element): Record<string, string> {
  const found: Record<string, string> = {};
  const visit = (rules: CSSRuleList, media: string) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSMediaRule) visit(rule.cssRules, rule.conditionText);
      else if (
        rule instanceof CSSStyleRule &&
        rule.style.maxWidth &&
        element.matches(rule.selectorText)
      )
        found[media] = rule.style.maxWidth;
    }
  };
  for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules, '');
  return found;
}

describe('ThreeDSecureDialog', () => {
  it('is a small dialog from medium screens up, and the screen less a margin on a phone', async () => {
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <ThreeDSecureDialog
              challenge={{ reference: 'tds_1', client_secret: null, amount: 36, currency: 'GBP' }}
              merchant="Site Builder Ltd"
              onDone={() => undefined}
            />
          ),
        },
      ],
      '/',
    );
    const dialog = await screen.findByRole('alertdialog', { name: '3-D Secure check' });
    const widths = maxWidths(dialog);
    // Not as wide as the window over the 960 px payment modal (a desktop's was 1264 px).
    expect(
      Object.entries(widths)
        .filter(([media]) => media.includes('min-width'))
        .map(([, width]) => width),
    ).toEqual(['420px']);
    expect(widths['']).toBe('calc(100vw - 16px)');
  });
});
