/*
 * Feeds: facts one area's mock produces while it seeds, for other areas' mocks to add up. The
 * member area's simulation, for instance, walks every member's life once at seeding (visits,
 * episodes watched, beans spent); what the statistics keep per day, or which members form a
 * segment, is built by the areas that need it, from the events they subscribe to, never by a
 * second simulation. A feed's name and event type live in the producing area's contract (so the
 * kernel knows no area); subscribers register when their module loads, before seeding starts.
 *
 * Only seeding publishes: the console's later changes reach other areas as table writes
 * (Table.onWrite) and the seed's figures as reloads (Table.onReload).
 */

type Listener = (event: never) => void;

const listeners = new Map<string, Set<Listener>>();

/** Calls `listener` for every event published on `feed` from now on. Returns the unsubscribe. */
export function subscribe<T>(feed: string, listener: (event: T) => void): () => void {
  let set = listeners.get(feed);
  if (!set) listeners.set(feed, (set = new Set()));
  set.add(listener as Listener);
  return () => set.delete(listener as Listener);
}

/** Whether anyone listens to `feed` (a producer may skip building events nobody reads). */
export function listened(feed: string): boolean {
  return (listeners.get(feed)?.size ?? 0) > 0;
}

/** Hands `event` to every listener of `feed`, in the order they subscribed. */
export function publish<T>(feed: string, event: T): void {
  const set = listeners.get(feed);
  if (!set) return;
  for (const listener of set) (listener as (event: T) => void)(event);
}
