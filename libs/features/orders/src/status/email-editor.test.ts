import { describe, expect, it } from 'vitest';
import { Editor } from '@tiptap/core';
import {
  emailExtensions,
  isAllowedLink,
  linkAddress,
  normaliseHtml,
  richTextKeeps,
  sameHtml,
} from './email-editor';

describe('the status email as rich text', () => {
  it('compares bodies as a browser reads them, ignoring the space between paragraphs', () => {
    expect(normaliseHtml('<p>Dear {customer_name},</p>\n  <p>Hartley &amp; Finch</p>')).toBe(
      '<p>Dear {customer_name},</p><p>Hartley &amp; Finch</p>',
    );
    expect(
      sameHtml(
        '<a title="Track" href="https://dpd.co.uk">x</a>',
        "<a href='https://dpd.co.uk' title=Track>x</a>",
      ),
    ).toBe(true);
    // A run of spaces shows as one, and none shows at either end of a line.
    expect(sameHtml('<p>Dear  Rhiannon</p>', '<p>Dear Rhiannon</p>')).toBe(true);
    expect(
      sameHtml(
        '<p> Sent. <a href="https://dpd.co.uk"> Track</a> </p>',
        '<p>Sent. <a href="https://dpd.co.uk">Track</a></p>',
      ),
    ).toBe(true);
    expect(sameHtml('<p>Dear Rhiannon, <br>\n  Sent.</p>', '<p>Dear Rhiannon,<br>Sent.</p>')).toBe(
      true,
    );
    // Spaces between words, no-break spaces and a pre's spacing are part of the email.
    expect(sameHtml('<p>Dear Rhiannon</p>', '<p>DearRhiannon</p>')).toBe(false);
    expect(
      sameHtml(
        '<p>Sent.<a href="https://dpd.co.uk">Track</a></p>',
        '<p>Sent. <a href="https://dpd.co.uk">Track</a></p>',
      ),
    ).toBe(false);
    expect(sameHtml('<p>a</p>&nbsp;<p>b</p>', '<p>a</p><p>b</p>')).toBe(false);
    expect(sameHtml('<p>a&nbsp;</p>', '<p>a</p>')).toBe(false);
    expect(sameHtml('<pre>a  b</pre>', '<pre>a b</pre>')).toBe(false);
  });

  it('edits as rich text what the editor gives back unchanged', () => {
    expect(richTextKeeps('')).toBe(true);
    expect(
      richTextKeeps('<p>Dear {customer_name},</p>\n<p>Eleanor<br>Hartley &amp; Finch</p>'),
    ).toBe(true);
    expect(
      richTextKeeps(
        '<p>Good news! <a href="https://www.dpd.co.uk/apps/tracking/?reference=1&amp;x=2">Track your parcel</a></p>',
      ),
    ).toBe(true);
    expect(richTextKeeps('<p>Your <strong>order</strong> is <em>on its way</em>.</p>')).toBe(true);
    // A placeholder filled in with nothing ({tracking_link} without a tracking address).
    expect(richTextKeeps('<p>Your order #10461 has been dispatched. </p>')).toBe(true);
    expect(
      richTextKeeps('<p><a href="mailto:eleanor@example.com" target="_blank">Email us</a></p>'),
    ).toBe(true);
  });

  it('keeps any other markup as HTML, so no formatting is lost', () => {
    expect(richTextKeeps('<p class="lead">Hello</p>')).toBe(false);
    expect(richTextKeeps('<p style="color: red">Hello</p>')).toBe(false);
    expect(richTextKeeps('<p>Hello</p><table><tbody><tr><td>1</td></tr></tbody></table>')).toBe(
      false,
    );
    expect(richTextKeeps('<p>Hello <img src="https://example.com/logo.png" alt=""></p>')).toBe(
      false,
    );
    expect(richTextKeeps('<ul><li>Bowl</li></ul>')).toBe(false);
    expect(richTextKeeps('<h1>Hello</h1>')).toBe(false);
    // Text outside a paragraph would come back in one.
    expect(richTextKeeps('Hello <a href="https://example.com">track it</a>')).toBe(false);
    // A link the email may not carry would be dropped.
    expect(richTextKeeps('<p><a href="{tracking_url}">Track</a></p>')).toBe(false);
    expect(richTextKeeps('<p><a href="javascript:alert(1)">Track</a></p>')).toBe(false);
  });

  it('links to web and email addresses only', () => {
    expect(isAllowedLink(' https://dpd.co.uk')).toBe(true);
    expect(isAllowedLink('MAILTO:eleanor@example.com')).toBe(true);
    expect(isAllowedLink('ftp://example.com')).toBe(false);
    expect(linkAddress('www.dpd.co.uk/track')).toBe('https://www.dpd.co.uk/track');
    expect(linkAddress('http://dpd.co.uk')).toBe('http://dpd.co.uk');
    expect(linkAddress('eleanor@example.com')).toBe('mailto:eleanor@example.com');
    expect(linkAddress('javascript:alert(1)')).toBeNull();
    expect(linkAddress('  ')).toBeNull();
    expect(linkAddress('two words')).toBeNull();
  });
});

describe('the status email editor', () => {
  it('keeps text typed right after a link out of the link', () => {
    const editor = new Editor({
      extensions: emailExtensions,
      content: '<p>Good news! <a href="https://dpd.co.uk/track">Track your parcel</a></p>',
    });
    // The caret at the end of the link's text, as after a click there.
    editor.commands.setTextSelection(editor.state.doc.content.size - 1);
    editor.view.dispatch(editor.state.tr.insertText(' today'));
    expect(editor.getHTML()).toBe(
      '<p>Good news! <a href="https://dpd.co.uk/track">Track your parcel</a> today</p>',
    );
    editor.destroy();
  });

  it('still makes a web address typed into the text a link', () => {
    const editor = new Editor({ extensions: emailExtensions, content: '<p>Track it at</p>' });
    editor.commands.setTextSelection(editor.state.doc.content.size - 1);
    for (const character of ' www.dpd.co.uk/track now')
      editor.view.dispatch(editor.state.tr.insertText(character));
    expect(editor.getHTML()).toBe(
      '<p>Track it at <a href="https://www.dpd.co.uk/track">www.dpd.co.uk/track</a> now</p>',
    );
    editor.destroy();
  });
});
