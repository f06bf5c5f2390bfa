import { Link } from '@chakra-ui/react';
import { memo } from 'react';
import { useShellTexts } from './shell-texts';

export const MAIN_CONTENT_ID = 'main-content';

/** Moves focus into the page (its main region), so the next Tab continues from there. */
export function focusMainContent(): void {
  document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
}

/** The first stop of the keyboard: jumps over the top bar and the sidebar to the page. */
export const SkipLink = memo(function SkipLink() {
  const { t } = useShellTexts();
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      position="absolute"
      top="2"
      insetStart="2"
      zIndex="skipLink"
      px="4"
      py="2"
      bg="white"
      color="blue.700"
      fontWeight="semibold"
      rounded="md"
      shadow="md"
      transform="translateY(-200%)"
      _focusVisible={{ transform: 'none' }}
      onClick={(event) => {
        event.preventDefault();
        focusMainContent();
      }}
    >
      {t('skipToContent')}
    </Link>
  );
});
