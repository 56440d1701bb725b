// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Profiler } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { ProgressBar, progress } from '@/lib/progress';
import { PROGRESS } from '@/lib/constants';

/**
 * The navigation bar at the top: it runs while something is pending and fades out once nothing
 * is. A fade left over from an earlier navigation must not hide a bar started since (it did: the
 * bar vanished mid-load, trickled again from 0 and could sit at 60 % after the page had loaded).
 */
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  // Nothing pending and the last fade over, for the next test (the bar's state is the module's).
  act(() => {
    for (let i = 0; i < 5; i++) progress.done();
    vi.advanceTimersByTime(PROGRESS.speedMs * 2);
  });
  cleanup();
  vi.useRealTimers();
});

let renders = 0;
function bar() {
  renders = 0;
  render(
    <FluentProvider theme={webLightTheme}>
      <Profiler id="bar" onRender={() => (renders += 1)}>
        <ProgressBar label="loading" />
      </Profiler>
    </FluentProvider>,
  );
  return () => screen.getByRole('progressbar', { hidden: true });
}

describe('the navigation progress bar', () => {
  it('runs while something is pending and is gone a fade after the last one is done', () => {
    const el = bar();
    act(() => progress.start());
    expect(el().getAttribute('data-visible')).toBe('true');
    act(() => progress.done());
    expect(el().getAttribute('aria-valuenow')).toBe('100');
    act(() => vi.advanceTimersByTime(PROGRESS.speedMs + 10));
    expect(el().getAttribute('data-visible')).toBe('false');
  });

  it('a fade scheduled twice (a done with nothing pending) does not hide a bar started since', () => {
    const el = bar();
    act(() => {
      progress.start();
      progress.done();
    });
    act(() => vi.advanceTimersByTime(PROGRESS.speedMs / 2));
    act(() => progress.done());
    act(() => progress.start());
    act(() => vi.advanceTimersByTime(PROGRESS.speedMs + 10));
    // Still running, on from where it started (the stale fade had reset it to 0 and it trickled again).
    expect(el().getAttribute('data-visible')).toBe('true');
    expect(Number(el().getAttribute('aria-valuenow'))).toBeGreaterThan(PROGRESS.minimum * 100);
    act(() => progress.done());
    act(() => vi.advanceTimersByTime(PROGRESS.speedMs + 10));
    expect(el().getAttribute('data-visible')).toBe('false');
  });

  it('moves without rendering React again, so it never interrupts the page being rendered', () => {
    const el = bar();
    const first = renders;
    act(() => progress.start());
    const started = Number(el().getAttribute('aria-valuenow'));
    act(() => vi.advanceTimersByTime(PROGRESS.speedMs * 2));
    // It trickled on (what the operator sees) ...
    expect(Number(el().getAttribute('aria-valuenow'))).toBeGreaterThan(started);
    expect(el().style.width).not.toBe(`${started}%`);
    act(() => progress.done());
    // ... with not one React render since it mounted: a render per step restarted the page's transition.
    expect(renders).toBe(first);
  });
});
