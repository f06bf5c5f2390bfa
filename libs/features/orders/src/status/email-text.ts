// The status email's body is HTML. Most shops' bodies are plain paragraphs, which the owner edits
// as text (a blank line between paragraphs); a body with any other markup is edited as HTML, so
// its formatting is never lost.

/** Paragraphs of text, blank lines between, as `<p>` elements (line breaks as `<br>`). */
export function textToHtml(text: string): string {
  return text
    .split(/\n[^\S\n]*\n/)
    .map((paragraph) => paragraph.replace(/^\n+|\n+$/g, ''))
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/**
 * The body as text when it is only paragraphs of text and line breaks that come back unchanged
 * from `textToHtml`; null when it has other markup (edited as HTML then).
 */
export function htmlToText(html: string): string | null {
  const body = parse(html);
  // Whitespace between paragraphs is not part of the email.
  for (const node of [...body.content.childNodes]) {
    if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim() === '') node.remove();
  }
  const paragraphs: string[] = [];
  for (const node of body.content.childNodes) {
    if (!(node instanceof HTMLParagraphElement) || node.attributes.length > 0) return null;
    let paragraph = '';
    for (const child of node.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) paragraph += child.textContent ?? '';
      else if (child instanceof HTMLBRElement && child.attributes.length === 0) paragraph += '\n';
      else return null;
    }
    paragraphs.push(paragraph);
  }
  const text = paragraphs.join('\n\n');
  return parse(textToHtml(text)).innerHTML === body.innerHTML ? text : null;
}

/** An inert copy of the HTML: a template runs no script and loads no image. */
function parse(html: string): HTMLTemplateElement {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
