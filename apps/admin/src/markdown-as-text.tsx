import type { ReactNode } from 'react';

interface MarkdownProps {
  children?: ReactNode;
  'data-testid'?: string;
}

/**
 * Stands in for `markdown-to-jsx/react` in the build (apps/admin/vite.config.ts): RJSF renders
 * Markdown only where a form asks for it (`ui:enableMarkdownInDescription` / `…InHelp`, which
 * our forms never set: the server's descriptions are HTML and pass through SafeHtml) and in its
 * own developer messages (an unsupported field, a file's size). Those show as text; the form's
 * chunk is 31 kB gzip lighter.
 */
export function Markdown({ children, 'data-testid': testId }: MarkdownProps) {
  const text = typeof children === 'string' ? children.replace(/`([^`]*)`/g, '$1') : children;
  return <span data-testid={testId}>{text}</span>;
}
