import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';

function Part({ onFirstScreen = false }: { onFirstScreen?: boolean }) {
  const [ref, near] = useNearViewport<HTMLDivElement>('100px', onFirstScreen);
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
    act(() => observer?.callback(entry(true), {} as IntersectionObserver));
    expect(screen.getByText('loaded')).toBeInTheDocument();
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
