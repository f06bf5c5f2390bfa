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
const browserSanitises = typeof Element !== 'undefined' && 'setHTML' in Element.prototype;

/**
 * Elsewhere DOMPurify does the same work with the same lists. It is asked for as this module
 * loads, so it is usually in before the first server HTML arrives; a browser with `setHTML`
 * never loads it (11 kB gzip less on the first screen).
 */
let purify: ((html: string) => string) | undefined;
const purifyLoaded = browserSanitises
  ? null
  : import('dompurify').then(({ default: DOMPurify }) => {
      purify = (html) =>
        DOMPurify.sanitize(html, {
          ALLOWED_TAGS: SERVER_HTML.elements,
          ALLOWED_ATTR: SERVER_HTML.attributes,
        });
    });

/** Resolves once server HTML can be drawn in this browser (tests wait for it). */
export const sanitiserReady: Promise<void> = purifyLoaded ?? Promise.resolve();

/** Server HTML, sanitised, drawn before the browser paints. */
export function SafeHtml({ html, ...props }: { html: string } & Omit<BoxProps, 'children'>) {
  const ref = useRef<HTMLDivElement>(null);
  const [purifyIn, setPurifyIn] = useState(purify !== undefined);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (browserSanitises) {
      (element as unknown as SanitisingElement).setHTML(html, { sanitizer: SERVER_HTML });
    } else if (purify) {
      element.innerHTML = purify(html);
    } else {
      let current = true;
      void purifyLoaded?.then(() => current && setPurifyIn(true));
      return () => {
        current = false;
      };
    }
  }, [html, purifyIn]);
  return <Box ref={ref} {...props} />;
}
