import { Input } from '@chakra-ui/react';
import { inputRecipe } from '@site-admin/ui';
import { useEffect, useRef } from 'react';

/** Spec 1 section 9: the search waits 500 ms after the last key. */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * A page's search box (lists, card index): sends the term 500 ms after the last key and keeps
 * what is being typed while the address catches up with a term it sent.
 */
export function SearchBox({
  value,
  label,
  placeholder,
  onSearch,
}: {
  value: string;
  label: string;
  placeholder: string;
  onSearch: (term: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<number | undefined>(undefined);
  // The words this box sent that the address has not shown yet, oldest first.
  const sent = useRef<string[]>([]);
  const shown = useRef(value);
  // The address's search changed: if it is a word this box sent, keep what was typed since;
  // otherwise (a filter change clears it, Back) show it. Read on commit only: a render that
  // React drops half-way can carry an older address, which must not overwrite the typing.
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
      recipe={inputRecipe}
      ref={input}
      type="search"
      size="sm"
      maxW={{ base: '100%', lg: '72' }}
      aria-label={label}
      placeholder={placeholder}
      defaultValue={value}
      onChange={(event) => {
        const term = event.currentTarget.value.trim();
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => {
          const latest = sent.current.at(-1) ?? shown.current;
          if (term === latest) return;
          sent.current.push(term);
          onSearch(term);
        }, SEARCH_DEBOUNCE_MS);
      }}
    />
  );
}
