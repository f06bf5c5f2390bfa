import {
  cloneElement,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';

/** How the menu was first opened: by pointer, or by keyboard highlighting its first or last item. */
export type OpenedBy = 'pointer' | 'first' | 'last';

/** The props a deferred menu's trigger gets before the menu's code is loaded. */
interface TriggerProps {
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
  onClick?: () => void;
  onKeyDown?: (event: KeyboardEvent) => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
}

/** The keys a menu button opens on, and the item each highlights (as the loaded menu does). */
const KEYS: Record<string, OpenedBy> = {
  ArrowDown: 'first',
  Enter: 'first',
  ' ': 'first',
  ArrowUp: 'last',
};

/**
 * A dropdown whose trigger is drawn at once and whose menu (the menu machine, its positioning
 * and its items) loads on first use: the pointer coming near or focus preloads it; a click or a
 * key a menu button answers (Enter, Space, the arrows) opens it once loaded. From then on the
 * loaded menu owns the trigger and behaves as any menu. A load that fails leaves the trigger as it
 * was, and the next click tries again.
 */
export function DeferredMenu<M>({
  trigger,
  load,
  render,
}: {
  trigger: ReactElement<TriggerProps>;
  /** Loads the module with the menu (the top bar's menus share one chunk). */
  load: () => Promise<M>;
  /** The loaded menu around the trigger, opened as the user asked. */
  render: (loaded: M, trigger: ReactElement<TriggerProps>, openedBy: OpenedBy) => ReactNode;
}) {
  const [opened, setOpened] = useState<{ loaded: M; by: OpenedBy } | null>(null);
  const [loading, setLoading] = useState(false);
  if (opened) return render(opened.loaded, trigger, opened.by);

  const open = (by: OpenedBy) => {
    if (loading) return;
    setLoading(true);
    load().then(
      (loaded) => setOpened({ loaded, by }),
      () => setLoading(false),
    );
  };
  const warm = () => void load().catch(() => undefined);
  return cloneElement(trigger, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: warm,
    onFocus: warm,
    onClick: () => open('pointer'),
    onKeyDown: (event: KeyboardEvent) => {
      const by = KEYS[event.key];
      if (!by) return;
      event.preventDefault();
      open(by);
    },
  });
}

/** The item a keyboard-opened menu highlights first, as the menu itself does once loaded. */
export function initialHighlight(openedBy: OpenedBy, values: string[]): string | undefined {
  if (openedBy === 'pointer') return undefined;
  return openedBy === 'first' ? values[0] : values[values.length - 1];
}
