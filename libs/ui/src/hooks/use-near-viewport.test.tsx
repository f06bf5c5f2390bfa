import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';

function Part() {
  const [ref, near] = useNearViewport<HTMLDivElement>('100px');
  return <div ref={ref}>{near ? 'loaded' : 'waiting'}</div>;
}

/** An observer that reports only when the test says so. */
function stubObserver() {
  const observers: { callback: IntersectionObserverCallback; margin: string | undefined }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, margin: options?.rootMargin });
      }
      observe() {}
      disconnect() {}
    },
  );
  return observers;
}

/** Where the part's element is drawn: `top` px from the top of the screen (768 px tall). */
function drawnAt(top: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);
}

describe('useNearViewport', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is true once the element comes near the screen, and stays true', () => {
    const observers = stubObserver();
    drawnAt(2000);
    render(<Part />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    const observer = observers[0];
    expect(observer?.margin).toBe('0px 0px 100px 0px');
    const entry = (isIntersecting: boolean) =>
      [{ isIntersecting }] as unknown as IntersectionObserverEntry[];
    act(() => observer?.callback(entry(false), {} as IntersectionObserver));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    act(() => observer?.callback(entry(true), {} as IntersectionObserver));
    expect(screen.getByText('loaded')).toBeInTheDocument();
  });

  it('is true at once for an element drawn on the first screen or within the margin below it', () => {
    stubObserver();
    drawnAt(window.innerHeight + 50);
    render(<Part />);
    expect(screen.getByText('loaded')).toBeInTheDocument();
  });

  it('is true at once where the browser cannot observe', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Part />);
    expect(screen.getByText('loaded')).toBeInTheDocument();
  });
});
