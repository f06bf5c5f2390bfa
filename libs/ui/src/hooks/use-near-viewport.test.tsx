import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';

function Part() {
  const [ref, near] = useNearViewport<HTMLDivElement>('100px');
  return <div ref={ref}>{near ? 'loaded' : 'waiting'}</div>;
}

describe('useNearViewport', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is true once the element comes near the screen, and stays true', () => {
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

  it('is true at once where the browser cannot observe', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Part />);
    expect(screen.getByText('loaded')).toBeInTheDocument();
  });
});
