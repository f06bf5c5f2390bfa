import { Box, type BoxProps } from '@chakra-ui/react';
import { useLayoutEffect, useRef, useState } from 'react';

/**
 * What server HTML keeps (overview texts, announcements, modal bodies, dashboard notes): text
 * markup, headings, lists, tables, links and images. Scripts, styles, forms, frames and event
 * handlers go, and so do `javascript:` links, whatever these lists say.
 */
export const SERVER_HTML = {
  elements: [
    'a', 'abbr', 'address', 'article', 'aside', 'b', 'bdi', 'bdo', 'blockquote', 'br', 'caption',
    'cite', 'code', 'col', 'colgroup', 'data', 'dd', 'del', 'dfn', 'div', 'dl', 'dt', 'em',
    'figcaption', 'figure', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr',
    'i', 'img', 'ins', 'kbd', 'li', 'main', 'mark', 'nav', 'ol', 'p', 'pre', 'q', 's', 'samp',
    'section', 'small', 'span', 'strong', 'sub', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th',
    'thead', 'time', 'tr', 'u', 'ul', 'var', 'wbr',
  ],
  attributes: [
    'alt', 'cite', 'colspan', 'datetime', 'dir', 'headers', 'height', 'href', 'lang', 'reversed',
    'rowspan', 'scope', 'src', 'start', 'title', 'width',
  ],
}; // prettier-ignore

/** The browser's own sanitiser (`Element.setHTML`), in the browsers that have it. */
interface SanitisingElement extends Element {
  setHTML(html: string, options: { sanitizer: typeof SERVER_HTML }): void;
}

/** The words of server HTML without its markup (parsed in an inert document: nothing runs). */
function textOf(html: string): string {
  const { body } = new DOMParser().parseFromString(html, 'text/html');
  body.querySelectorAll('script, style, template, noscript').forEach((code) => code.remove());
  return body.textContent ?? '';
}

type Draw = (element: Element, html: string) => void;

/**
 * How server HTML is drawn here: by the browser's sanitiser where it has one; elsewhere by
 * DOMPurify with the same lists, asked for as this module loads, so it is usually in before the
 * first server HTML arrives (a browser with `setHTML` never loads it: 11 kB gzip less on the first
 * screen). If DOMPurify cannot load (offline), the words are drawn without their markup.
 */
let draw: Draw | undefined =
  typeof Element !== 'undefined' && 'setHTML' in Element.prototype
    ? (element, html) => (element as SanitisingElement).setHTML(html, { sanitizer: SERVER_HTML })
    : undefined;
const drawReady: Promise<void> = draw
  ? Promise.resolve()
  : import('dompurify').then(
      ({ default: DOMPurify }) => {
        draw = (element, html) => {
          element.innerHTML = DOMPurify.sanitize(html, {
            ALLOWED_TAGS: SERVER_HTML.elements,
            ALLOWED_ATTR: SERVER_HTML.attributes,
          });
        };
      },
      () => {
        draw = (element, html) => {
          element.textContent = textOf(html);
        };
      },
    );

/** Server HTML, sanitised, drawn before the browser paints. */
export function SafeHtml({ html, ...props }: { html: string } & Omit<BoxProps, 'children'>) {
  const ref = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(draw !== undefined);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (draw) {
      draw(element, html);
      return;
    }
    let current = true;
    void drawReady.then(() => current && setReady(true));
    return () => {
      current = false;
    };
  }, [html, ready]);
  return <Box ref={ref} {...props} />;
}
