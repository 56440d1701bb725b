// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { refreshMenuBadges, registerMenuBadges, useMenuBadges } from '@/lib/menu-badges';
import { invalidate } from '@/lib/resource/options';

/**
 * The counts beside menu items: loaded when the sidebar mounts and again after a write the
 * console makes (the list kit's `invalidate`), a visible tab or the demo clock, but not on every
 * render or navigation (each load is a call; an extra call on every page opened met failures that
 * journeys injected for the page's own call).
 */
let calls = 0;
let count = 3;
registerMenuBadges({
  'theater/shortDramaContent': async () => {
    calls += 1;
    return { count, label: 'theater.copyright.badge' };
  },
});
afterEach(() => {
  cleanup();
  calls = 0;
  count = 3;
});

describe('useMenuBadges', () => {
  it('loads the pages that have a loader once on mount, and not again on a re-render', async () => {
    const { result, rerender } = renderHook(({ keys }) => useMenuBadges(keys), { initialProps: { keys: ['system/user', 'theater/shortDramaContent'] } });
    await waitFor(() => expect(result.current['theater/shortDramaContent']?.count).toBe(3));
    rerender({ keys: ['system/user', 'theater/shortDramaContent'] });
    await act(async () => undefined);
    expect(calls).toBe(1);
    expect(result.current['system/user']).toBeUndefined();
  });

  it('reloads after a write (any invalidated endpoint), once for several in one tick', async () => {
    const { result } = renderHook(() => useMenuBadges(['theater/shortDramaContent']));
    await waitFor(() => expect(calls).toBe(1));
    count = 5;
    act(() => {
      invalidate('drama');
      invalidate('drama/episode');
    });
    await waitFor(() => expect(result.current['theater/shortDramaContent']?.count).toBe(5));
    expect(calls).toBe(2);
  });

  it('reloads when asked (the demo clock) and when the browser tab becomes visible', async () => {
    const { result } = renderHook(() => useMenuBadges(['theater/shortDramaContent']));
    await waitFor(() => expect(calls).toBe(1));
    count = 0;
    act(() => refreshMenuBadges());
    await waitFor(() => expect(result.current['theater/shortDramaContent']?.count).toBe(0));
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(calls).toBe(3));
  });

  it('makes no call for a menu without pages that have badges', async () => {
    renderHook(() => useMenuBadges(['system/user']));
    act(() => invalidate('user'));
    await act(async () => undefined);
    expect(calls).toBe(0);
  });
});
