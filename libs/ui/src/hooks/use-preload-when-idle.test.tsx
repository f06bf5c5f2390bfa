import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePreloadWhenIdle } from './use-preload-when-idle';

function Screen({ loads }: { loads: (() => Promise<unknown>)[] }) {
  usePreloadWhenIdle(loads);
  return <p>drawn</p>;
}

// Unmount while the stand-ins are still there: unmounting cancels the idle callback.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('usePreloadWhenIdle', () => {
  it('starts each load once the browser is idle, not while the screen draws, and only once', () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle = callback;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const first = vi.fn(() => Promise.resolve());
    const second = vi.fn(() => Promise.reject(new Error('chunk gone')));
    const { rerender } = render(<Screen loads={[first, second]} />);
    expect(first).not.toHaveBeenCalled();
    idle?.();
    rerender(<Screen loads={[first, second]} />);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('starts nothing for a screen gone before the browser was idle', () => {
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const load = vi.fn(() => Promise.resolve());
    const { unmount } = render(<Screen loads={[load]} />);
    unmount();
    expect(cancel).toHaveBeenCalledWith(7);
    expect(load).not.toHaveBeenCalled();
  });
});
