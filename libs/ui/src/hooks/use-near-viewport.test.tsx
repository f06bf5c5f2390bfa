import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';

function Part({ onFirstScreen = false }: { onFirstScreen?: boolean }) {
  const [ref, near] = useNearViewport<HTMLDivElement>('100px', onFirstScreen);
  return <div ref={ref}>{near ? 'loaded' : 'waiting'}</div>;
}

/** An observer that reports only when the test says so. */
function stubObserver() {
  const observers: {
    callback: IntersectionObserverCallback;
    margin: string | undefined;
    observing: Element[];
  }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly record;
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.record = { callback, margin: options?.rootMargin, observing: [] as Element[] };
        observers.push(this.record);
      }
      observe(element: Element) {
        this.record.observing.push(element);
      }
      disconnect() {
        this.record.observing = [];
      }
    },
  );
  return observers;
}

describe('useNearViewport', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is true once the element comes near the screen, and stays true', () => {
    const observers = stubObserver();
    render(<Part />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    const observer = observers[0];
    expect(observer?.margin).toBe('0px 0px 100px 0px');
    const entry = (isIntersecting: boolean) =>
      [{ isIntersecting }] as unknown as IntersectionObserverEntry[];
    act(() => observer?.callback(entry(false), {} as IntersectionObserver));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(observer?.observing).toEqual([screen.getByText('waiting')]);
    act(() => observer?.callback(entry(true), {} as IntersectionObserver));
    expect(screen.getByText('loaded')).toBeInTheDocument();
    // Near for good: the observer is let go, and no other is made.
    expect(observer?.observing).toEqual([]);
    expect(observers).toHaveLength(1);
  });

  it('draws a part once as it is placed: attaching its element changes no state', () => {
    stubObserver();
    const renders: string[] = [];
    function Counted({ onFirstScreen }: { onFirstScreen: boolean }) {
      const [ref, near] = useNearViewport<HTMLDivElement>('0px', onFirstScreen);
      renders.push(near ? 'loaded' : 'waiting');
      return <div ref={ref} />;
    }
    render(
      <>
        <Counted onFirstScreen />
        <Counted onFirstScreen={false} />
      </>,
    );
    expect(renders).toEqual(['loaded', 'waiting']);
  });

  it('is true at once for a part its caller knows to be on the first screen', () => {
    const observers = stubObserver();
    render(<Part onFirstScreen />);
    expect(screen.getByText('loaded')).toBeInTheDocument();
    expect(observers).toHaveLength(0);
  });

  it('is true at once where the browser cannot observe', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Part />);
    expect(screen.getByText('loaded')).toBeInTheDocument();
  });
});
