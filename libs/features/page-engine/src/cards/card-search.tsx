import { Input } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec 1 section 9: the search waits 500 ms after the last key. */
const SEARCH_DEBOUNCE_MS = 500;

/**
 * The card index's search box: sends the term 500 ms after the last key. Like the list's box it
 * keeps what is being typed when the address catches up with a term it sent earlier, and shows
 * the address's term when it changed from elsewhere (Back).
 */
export function CardSearch({
  value,
  noun,
  onSearch,
}: {
  value: string;
  noun: string;
  onSearch: (term: string) => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<number | undefined>(undefined);
  // Terms sent that the address has not shown yet, oldest first.
  const sent = useRef<string[]>([]);
  const shown = useRef(value);
  useEffect(() => {
    shown.current = value;
    const at = sent.current.indexOf(value);
    if (at !== -1) {
      sent.current = sent.current.slice(at + 1);
      return;
    }
    sent.current = [];
    window.clearTimeout(timer.current);
    if (input.current) input.current.value = value;
  }, [value]);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return (
    <Input
      ref={input}
      type="search"
      size="sm"
      maxW={{ base: '100%', lg: '72' }}
      aria-label={t('cards.search')}
      placeholder={t('cards.searchPlaceholder', { noun })}
      defaultValue={value}
      onChange={(event) => {
        const term = event.currentTarget.value.trim();
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => {
          if (term === (sent.current.at(-1) ?? shown.current)) return;
          sent.current.push(term);
          onSearch(term);
        }, SEARCH_DEBOUNCE_MS);
      }}
    />
  );
}
