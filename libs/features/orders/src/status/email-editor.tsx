import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type MouseEvent,
} from 'react';
import { Box, Button, Field, Input, Stack, Textarea, useRecipe } from '@chakra-ui/react';
import { fieldSlotRecipe, inputRecipe, textareaRecipe } from '@site-admin/ui';
import { Editor, generateHTML, generateJSON } from '@tiptap/core';
import { Link } from '@tiptap/extension-link';
import { StarterKit } from '@tiptap/starter-kit';
import { useOrdersTexts } from '../i18n/use-orders-texts';

// The status email's body is HTML. The owner edits it in a small rich-text editor when the editor
// gives back the same HTML it was given; any other body (a table, inline styles, classes, images…)
// is edited as HTML, so its formatting is never lost. This module is the email section's lazy
// part: what it holds loads when the email's text draws, not with the order screens.

/** HTML's own whitespace (not a no-break space, which shows). */
const HTML_SPACE = /^[ \t\n\f\r]*$/;

/** HTML's whitespace runs, which a browser (and the editor) shows as one space at most. */
const HTML_SPACES = /[ \t\n\f\r]+/g;

/** Elements whose text runs inline: anything else starts a new line of text. */
const INLINE = new Set([
  'A',
  'B',
  'STRONG',
  'I',
  'EM',
  'U',
  'S',
  'SPAN',
  'SMALL',
  'SUB',
  'SUP',
  'CODE',
]);

/** The element a text node's line belongs to (its nearest non-inline ancestor). */
function lineOf(node: Node, root: Node): Node {
  let parent = node.parentNode;
  while (parent && parent !== root && INLINE.has(parent.nodeName)) parent = parent.parentNode;
  return parent ?? root;
}

/**
 * Collapses whitespace as a browser shows it: a run is one space, and none at the start or end
 * of a line (a paragraph, or either side of a line break). A `pre` keeps its own.
 */
function collapseWhitespace(root: DocumentFragment) {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  let last: Text | null = null;
  const endLine = () => {
    if (last) last.data = last.data.replace(/ $/, '');
    last = null;
  };
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeName === 'BR') endLine();
    if (!(node instanceof Text) || node.parentElement?.closest('pre')) continue;
    if (last && lineOf(last, root) !== lineOf(node, root)) endLine();
    let text = node.data.replace(HTML_SPACES, ' ');
    if (!last || last.data.endsWith(' ')) text = text.replace(/^ /, '');
    node.data = text;
    if (text !== '') last = node;
  }
  endLine();
}

/**
 * The HTML as a browser reads it: entities, quoting and attribute order made alike, and
 * whitespace the email does not show (between blocks, runs of it, at a line's ends) left out.
 */
export function normaliseHtml(html: string): string {
  // A template is inert: it runs no script and loads no image.
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const node of [...template.content.childNodes]) {
    if (node.nodeType === Node.TEXT_NODE && HTML_SPACE.test(node.textContent ?? '')) node.remove();
  }
  collapseWhitespace(template.content);
  for (const element of template.content.querySelectorAll('*')) {
    const attributes = [...element.attributes]
      .map(({ name, value }) => [name, value] as const)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    for (const [name] of attributes) element.removeAttribute(name);
    for (const [name, value] of attributes) element.setAttribute(name, value);
  }
  return template.innerHTML;
}

/** Whether two bodies are the same email once normalised. */
export function sameHtml(a: string, b: string): boolean {
  return normaliseHtml(a) === normaliseHtml(b);
}

/** The schemes a link in the email may use. */
const LINK_SCHEMES = /^(https?|mailto):/i;

/** A host name with a dot, and maybe a path: what the owner types for a web address. */
const BARE_WEB_ADDRESS = /^[a-z0-9-]+(\.[a-z0-9-]+)+(\/\S*)?$/i;

/** Whether a link's address is one the email may carry (http, https or mailto). */
export function isAllowedLink(href: string): boolean {
  return LINK_SCHEMES.test(href.trim());
}

/**
 * The address the owner typed for a link: a web address without its scheme gets `https://`, an
 * email address `mailto:`; null when it is empty or another scheme (javascript:, ftp: …).
 */
export function linkAddress(typed: string): string | null {
  const address = typed.trim();
  if (address === '' || /\s/.test(address)) return null;
  if (/^[a-z][a-z0-9+-]*:/i.test(address)) return isAllowedLink(address) ? address : null;
  if (/^[^@/]+@[^@/]+\.[^@/]+$/.test(address)) return `mailto:${address}`;
  return `https://${address.replace(/^\/+/, '')}`;
}

/**
 * What the status emails use: paragraphs, line breaks, bold, italic and links (http, https and
 * mailto only). Nothing else, so a body with more is edited as HTML rather than losing it.
 */
export const emailExtensions = [
  StarterKit.configure({
    blockquote: false,
    bulletList: false,
    code: false,
    codeBlock: false,
    dropcursor: false,
    gapcursor: false,
    heading: false,
    horizontalRule: false,
    listItem: false,
    listKeymap: false,
    orderedList: false,
    strike: false,
    trailingNode: false,
    underline: false,
    link: false,
  }),
  // Text typed right after a link is not part of it (with autolink on, Link's mark would take it:
  // words added after 'Track your parcel' became the link's text).
  Link.extend({ inclusive: false }).configure({
    openOnClick: false,
    autolink: true,
    defaultProtocol: 'https',
    // A link keeps the attributes it came with; a new one gets none.
    HTMLAttributes: { target: null, rel: null, class: null },
    // A web address typed without its scheme (www.dpd.co.uk/track) becomes an https link too;
    // a placeholder ({tracking_url}) or a relative address is no link.
    isAllowedUri: (url) => isAllowedLink(url) || BARE_WEB_ADDRESS.test(url),
  }),
];

/** Whether the editor gives the body back as it is (an empty body too). */
export function richTextKeeps(html: string): boolean {
  if (html.trim() === '') return true;
  return sameHtml(generateHTML(generateJSON(html, emailExtensions), emailExtensions), html);
}

/** The editor's body as HTML; nothing at all when the owner emptied it. */
const bodyOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

export interface EmailEditorProps {
  /** The body when the editor opens (read once). */
  html: string;
  onBody: (body: string) => void;
}

/** The email's text: a rich-text editor, or the HTML when the editor would lose some of it. */
export function EmailEditor({ html, onBody }: EmailEditorProps) {
  const [rich] = useState(() => richTextKeeps(html));
  return rich ? (
    <RichEditor html={html} onBody={onBody} />
  ) : (
    <HtmlEditor html={html} onBody={onBody} />
  );
}

function HtmlEditor({ html, onBody }: EmailEditorProps) {
  const { t } = useOrdersTexts();
  // The owner's HTML as typed: the body follows each change.
  const [value, setValue] = useState(html);
  return (
    <Field.Root recipe={fieldSlotRecipe}>
      <Field.Label>{t('modal.emailBody')}</Field.Label>
      <Textarea
        recipe={textareaRecipe}
        value={value}
        rows={8}
        fontFamily="mono"
        fontSize="sm"
        onChange={(event) => {
          setValue(event.currentTarget.value);
          onBody(event.currentTarget.value);
        }}
      />
      <Field.HelperText>{t('modal.emailAsHtml')}</Field.HelperText>
    </Field.Root>
  );
}

function RichEditor({ html, onBody }: EmailEditorProps) {
  const { t } = useOrdersTexts();
  const labelId = useId();
  const helpId = useId();
  const host = useRef<HTMLDivElement>(null);
  const [editor] = useState(
    () =>
      new Editor({
        // Drawn into the box below once it is in the page.
        element: null,
        extensions: emailExtensions,
        content: html,
        // Its few rules are the box's styles below: no style element of its own.
        injectCSS: false,
        editorProps: {
          attributes: {
            role: 'textbox',
            'aria-multiline': 'true',
            'aria-labelledby': labelId,
            'aria-describedby': helpId,
          },
        },
      }),
  );
  useEffect(() => {
    if (host.current) editor.mount(host.current);
    return () => editor.unmount();
  }, [editor]);
  // Only the owner's changes: the body stays null (the template as it is) until then.
  useEffect(() => {
    const update = () => onBody(bodyOf(editor));
    editor.on('update', update);
    return () => void editor.off('update', update);
  }, [editor, onBody]);
  const textarea = useRecipe({ recipe: textareaRecipe });
  return (
    <Field.Root recipe={fieldSlotRecipe}>
      {/* The text is no form control: a click on its label takes the focus there itself. */}
      <Field.Label id={labelId} onClick={() => editor.commands.focus()}>
        {t('modal.emailBody')}
      </Field.Label>
      <Toolbar editor={editor} />
      <Box
        ref={host}
        width="full"
        css={{
          '& .tiptap': {
            ...textarea(),
            minHeight: '44',
            whiteSpace: 'break-spaces',
            overflowWrap: 'break-word',
            fontVariantLigatures: 'none',
            '& p + p': { marginTop: '3' },
            '& a': { color: 'fg.info', textDecoration: 'underline' },
          },
          '& .ProseMirror-hideselection': { caretColor: 'transparent' },
          '& .ProseMirror-hideselection *::selection': { background: 'transparent' },
        }}
      />
      <Field.HelperText id={helpId}>{t('modal.emailAsRich')}</Field.HelperText>
    </Field.Root>
  );
}

/** The marks at the selection, following each change (the toolbar's pressed buttons). */
function useActiveMarks(editor: Editor) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      editor.on('transaction', onChange);
      return () => void editor.off('transaction', onChange);
    },
    [editor],
  );
  const active = useSyncExternalStore(subscribe, () =>
    (['bold', 'italic', 'link'] as const).filter((mark) => editor.isActive(mark)).join(' '),
  );
  const marks = active.split(' ');
  return {
    bold: marks.includes('bold'),
    italic: marks.includes('italic'),
    link: marks.includes('link'),
  };
}

/** Bold, Italic, Link and Remove link, each with its state; the shortcuts are the editor's. */
function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useOrdersTexts();
  const active = useActiveMarks(editor);
  const [linking, setLinking] = useState<string | null>(null);
  // A click keeps the focus, and so the selection, in the text.
  const keepSelection = (event: MouseEvent) => event.preventDefault();
  const toggle = (pressed: boolean) =>
    ({
      size: 'xs',
      variant: pressed ? 'subtle' : 'ghost',
      'aria-pressed': pressed,
      onMouseDown: keepSelection,
    }) as const;
  return (
    <Stack gap="2" width="full">
      <Stack direction="row" gap="1" role="group" aria-label={t('modal.formatting')}>
        <Button
          {...toggle(active.bold)}
          aria-label={t('modal.bold')}
          fontWeight="bold"
          onClick={() => editor.chain().focus().toggleBold().run()}
        >
          B
        </Button>
        <Button
          {...toggle(active.italic)}
          aria-label={t('modal.italic')}
          fontStyle="italic"
          fontFamily="serif"
          onClick={() => editor.chain().focus().toggleItalic().run()}
        >
          I
        </Button>
        <Button
          {...toggle(active.link)}
          aria-expanded={linking !== null}
          onClick={() => {
            const href: unknown = editor.getAttributes('link')['href'];
            setLinking(typeof href === 'string' ? href : '');
          }}
        >
          {t('modal.link')}
        </Button>
        <Button
          size="xs"
          variant="ghost"
          onMouseDown={keepSelection}
          disabled={!active.link}
          onClick={() => editor.chain().focus().extendMarkRange('link').unsetLink().run()}
        >
          {t('modal.removeLink')}
        </Button>
      </Stack>
      {linking === null ? null : (
        <LinkField
          editor={editor}
          initial={linking}
          onDone={() => {
            setLinking(null);
            editor.commands.focus();
          }}
        />
      )}
    </Stack>
  );
}

/** The link's address, asked for under the toolbar: the selection becomes the link. */
function LinkField({
  editor,
  initial,
  onDone,
}: {
  editor: Editor;
  initial: string;
  onDone: () => void;
}) {
  const { t } = useOrdersTexts();
  const [typed, setTyped] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const field = useRef<HTMLDivElement>(null);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  // Escape gives up the link, and only the link: the dialog hears Escape before anything inside
  // it does, so it is caught first, at the window.
  useEffect(() => {
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !field.current?.contains(event.target as Node)) return;
      event.stopPropagation();
      event.preventDefault();
      done.current();
    };
    window.addEventListener('keydown', escape, { capture: true });
    return () => window.removeEventListener('keydown', escape, { capture: true });
  }, []);
  const apply = () => {
    const href = linkAddress(typed);
    if (href === null) {
      setInvalid(true);
      return;
    }
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive('link')) {
      // Nothing selected: the address itself, linked.
      chain
        .insertContent({
          type: 'text',
          text: typed.trim(),
          marks: [{ type: 'link', attrs: { href } }],
        })
        .run();
    } else {
      chain.extendMarkRange('link').setLink({ href }).run();
    }
    onDone();
  };
  return (
    <Stack ref={field} direction="row" align="end" gap="2">
      <Field.Root recipe={fieldSlotRecipe} invalid={invalid} flex="1">
        <Field.Label>{t('modal.linkAddress')}</Field.Label>
        <Input
          recipe={inputRecipe}
          size="sm"
          value={typed}
          placeholder="https://"
          autoFocus
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            apply();
          }}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            setInvalid(false);
          }}
        />
        <Field.ErrorText>{t('modal.linkInvalid')}</Field.ErrorText>
      </Field.Root>
      <Button size="sm" onClick={apply}>
        {t('modal.linkApply')}
      </Button>
      <Button size="sm" variant="outline" onClick={onDone}>
        {t('modal.cancel')}
      </Button>
    </Stack>
  );
}
