import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A stable function that calls the newest `fn` this hook was given: for the callbacks that
 * something longer-lived than a render calls later (an actor's logic created once, a
 * subscription). Call it from events, effects and actors, never while rendering.
 */
export function useLatestCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
