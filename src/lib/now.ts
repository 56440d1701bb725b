import { useEffect, useState } from 'react';

/**
 * The time now, for what a screen says about it (a VIP still current or expired, a phone's lock
 * screen clock): read when the component mounts and again every `everyMs` (a minute by default),
 * so a render stays a pure function of its state.
 */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
