import { Badge } from '@chakra-ui/react';
import type { CellProps } from '@site-admin/extensions';
import { useTexts } from '@site-admin/ui';
import { commentsTexts } from '../i18n/en-gb';
import { commentStatus, commentStatusPalette } from '../comment-status';

/** The comment lists' status column in words: Approved, Awaiting approval or Spam. */
export function CommentStatusCell({ row }: CellProps) {
  const { t } = useTexts('comments', commentsTexts);
  const status = commentStatus(row);
  return (
    <Badge colorPalette={commentStatusPalette[status]} variant="subtle">
      {t(`status.${status}`)}
    </Badge>
  );
}
