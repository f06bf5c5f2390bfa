import { describe, expect, it } from 'vitest';
import { htmlToText, textToHtml } from './email-text';

describe('the status email as text', () => {
  it('reads paragraphs and line breaks as text, entities as their characters', () => {
    expect(htmlToText('<p>Dear {customer_name},</p>\n<p>Eleanor<br>Hartley &amp; Finch</p>')).toBe(
      'Dear {customer_name},\n\nEleanor\nHartley & Finch',
    );
    expect(htmlToText('')).toBe('');
  });

  it('writes paragraphs from blank lines, escaping what would be markup', () => {
    expect(textToHtml('Dear Rhiannon,\n\n\nBowls <3 & plates\nEleanor\n\n')).toBe(
      '<p>Dear Rhiannon,</p><p>Bowls &lt;3 &amp; plates<br>Eleanor</p>',
    );
    expect(textToHtml('  \n\n')).toBe('');
  });

  it('keeps any other markup as HTML, so no formatting is lost', () => {
    expect(htmlToText('<p>Your <strong>order</strong> is on its way.</p>')).toBeNull();
    expect(htmlToText('<p class="lead">Hello</p>')).toBeNull();
    expect(htmlToText('<p>Hello</p><table><tr><td>1</td></tr></table>')).toBeNull();
    expect(htmlToText('Hello <a href="https://example.com">track it</a>')).toBeNull();
    // An empty paragraph (a spacer) would not come back from the text.
    expect(htmlToText('<p>Hello</p><p></p><p>Eleanor</p>')).toBeNull();
  });

  it('gives back what it read', () => {
    const html = '<p>Dear Rhiannon,</p><p>Your order #10461 is on its way.<br>Eleanor</p>';
    expect(textToHtml(htmlToText(html) ?? '')).toBe(html);
  });
});
