import { lazy, type ComponentType } from 'react';

/** A part whose code loads on first use, and that can be asked to load earlier. */
export type LazyPart<P extends object> = ComponentType<P> & {
  /** Starts loading the part's code (once); resolves when it is in. */
  preload: () => Promise<void>;
  /** Whether the code is in: the part then draws at once, without suspending. */
  isLoaded: () => boolean;
};

/**
 * A part loaded on first use, like `React.lazy`, that draws at once when its code is already in
 * (preloaded by a route's loader, or drawn before): `React.lazy` suspends on every first draw,
 * and React holds a suspended part back for up to 300 ms after the last loading state it showed.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
    }));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType<P> })));
  function Part(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Part, { preload, isLoaded: () => loaded !== undefined });
}

/** Whether a registered part is a lazy part (a plain component has nothing to preload). */
export function isLazyPart<P extends object>(
  component: ComponentType<P>,
): component is LazyPart<P> {
  return 'preload' in component && 'isLoaded' in component;
}
