import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Each tab keeps its scroll: the content area's position is remembered per tab while the user
 * scrolls, and put back when the tab shows again (its page renders, then its data arrives: the
 * position is applied as the content grows, for a short while, unless the user scrolls first).
 * A tab shown for the first time starts at the top.
 */
export function useTabScroll(mainRef: RefObject<HTMLElement | null>, pathname: string, refreshKey: number): void {
  const positions = useRef(new Map<string, number>());
  const current = useRef(pathname);
  // Where the content area is scrolled, as its scroll events said: a page that starts at the top
  // writes scrollTop only when it is not there already (a write lays the page out at once).
  const lastTop = useRef(0);
  useLayoutEffect(() => {
    const main = mainRef.current;
    if (!main) return;
    current.current = pathname;
    const target = positions.current.get(pathname) ?? 0;
    let restoring = true;
    const apply = () => {
      if (!restoring) return;
      if (target === 0) {
        if (lastTop.current !== 0) main.scrollTop = 0;
        restoring = false;
        return;
      }
      main.scrollTop = target;
      // Reached (or nothing to restore): from now on the user's scrolling is what is kept.
      if (target === 0 || Math.abs(main.scrollTop - target) <= 1) restoring = false;
    };
    apply();
    const stop = () => {
      restoring = false;
    };
    const onScroll = () => {
      lastTop.current = main.scrollTop;
      if (!restoring) positions.current.set(current.current, main.scrollTop);
    };
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(apply);
    const content = main.firstElementChild ?? main;
    observer?.observe(content);
    const timer = window.setTimeout(stop, 3000);
    main.addEventListener('scroll', onScroll, { passive: true });
    main.addEventListener('wheel', stop, { passive: true });
    main.addEventListener('touchstart', stop, { passive: true });
    main.addEventListener('keydown', stop);
    return () => {
      window.clearTimeout(timer);
      observer?.disconnect();
      main.removeEventListener('scroll', onScroll);
      main.removeEventListener('wheel', stop);
      main.removeEventListener('touchstart', stop);
      main.removeEventListener('keydown', stop);
    };
  }, [mainRef, pathname, refreshKey]);
}
