import { chakra, useSlotRecipe } from '@chakra-ui/react';

/** 'Eleanor Hartley' → 'EH'; one name gives its first letter. */
export function initials(name: string): string {
  const names = name.trim().split(/\s+/);
  const first = names[0] ?? '';
  const last = names.length > 1 ? (names[names.length - 1] ?? '') : '';
  return `${first.charAt(0)}${last.charAt(0)}`;
}

/**
 * The signed-in owner's initials in the avatar's look (its theme recipe), without the avatar's
 * image-loading machine: the top bar shows no picture, and the first screen loads less.
 */
export function AccountAvatar({ name }: { name: string }) {
  const styles = useSlotRecipe({ key: 'avatar' })({ size: 'xs' });
  return (
    <chakra.span css={styles['root']} colorPalette="blue" aria-hidden="true">
      {/* Drawn by CSS, not as text: the button's visible text is then the owner's name alone,
          which its accessible name contains (WCAG 2.5.3 label in name). */}
      <chakra.span
        css={styles['fallback']}
        data-initials={initials(name)}
        _before={{ content: 'attr(data-initials)' }}
      />
    </chakra.span>
  );
}
