import { useState } from 'react';

/**
 * The value of the last render while it reads the same (as JSON), else the new one: a value
 * rebuilt on every render (the list's query, from the URL) keeps its identity until it changes,
 * so what depends on it runs when it changes, not when the page re-renders.
 */
export function useStructural<T>(value: T): T {
  const [kept, setKept] = useState(value);
  const same = kept === value || JSON.stringify(kept) === JSON.stringify(value);
  // Kept for the next render (React's "storing what the previous render saw" pattern).
  if (!same) setKept(value);
  return same ? kept : value;
}
