import { Box } from '@chakra-ui/react';
import { useState, useSyncExternalStore } from 'react';

/** Whether a change of the page's query, asked for by the owner, is still on its way to the screen. */
export interface ChangeFlag {
  get(): boolean;
  set(on: boolean): void;
  subscribe(listener: () => void): () => void;
}

/** One flag per page, kept outside React state so that setting it redraws only the loading bar. */
export function useChangeFlag(): ChangeFlag {
  const [flag] = useState<ChangeFlag>(() => {
    let on = false;
    const listeners = new Set<() => void>();
    return {
      get: () => on,
      set(next) {
        if (next === on) return;
        on = next;
        listeners.forEach((listener) => listener());
      },
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
  });
  return flag;
}

/**
 * The thin bar over a page while a new query loads. It shows from the click that asks for the
 * change: only this bar reads the flag, so the click's own frame paints at once instead of
 * waiting for the router to draw the new rows (a page already seen draws them from the cache in
 * that same render).
 */
export function LoadingBar({
  flag,
  loading,
  label,
}: {
  flag: ChangeFlag;
  /** The page shows the last query's rows while the new ones load. */
  loading: boolean;
  label: string;
}) {
  const changing = useSyncExternalStore(flag.subscribe, flag.get, flag.get);
  if (!loading && !changing) return null;
  return (
    <Box
      role="progressbar"
      aria-label={label}
      position="absolute"
      insetX="0"
      top="0"
      h="2px"
      bg="brand.500"
      zIndex="1"
    />
  );
}
