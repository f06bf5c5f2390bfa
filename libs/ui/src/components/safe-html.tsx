import { Box, type BoxProps } from '@chakra-ui/react';
import DOMPurify from 'dompurify';

/** The one sanitiser server HTML passes through (overview texts, announcements, modal bodies). */
export function sanitiseHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

/** Server HTML, sanitised. */
export function SafeHtml({ html, ...props }: { html: string } & Omit<BoxProps, 'children'>) {
  return <Box {...props} dangerouslySetInnerHTML={{ __html: sanitiseHtml(html) }} />;
}
