/** A comment's state in words (spec 1 section 4): spam first, then approved or awaiting. */
export type CommentStatus = 'spam' | 'approved' | 'awaiting';

export function commentStatus(row: Readonly<Record<string, unknown>>): CommentStatus {
  if (isTrue(row['is_spam'])) return 'spam';
  return isTrue(row['approved']) ? 'approved' : 'awaiting';
}

// List rows are generic: a flag may arrive as true, 1 or '1'.
function isTrue(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

export const commentStatusPalette: Record<CommentStatus, string> = {
  approved: 'green',
  awaiting: 'orange',
  spam: 'red',
};
