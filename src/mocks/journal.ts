/**
 * Demo edits survive a page reload without storing the whole database: the seed is
 * deterministic, so the mock keeps only the list of writes made since, and replays it on start.
 * In Node (tests, the mock server) there is no localStorage and the journal lives in memory.
 */
export interface JournalEntry {
  table: string;
  op: 'insert' | 'update' | 'remove';
  id: number | string;
  value?: unknown;
}

const KEY = 'drama-demo:journal';
let entries: JournalEntry[] = [];
let replaying = false;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function loadJournal(): JournalEntry[] {
  const raw = storage()?.getItem(KEY);
  try {
    entries = raw ? (JSON.parse(raw) as JournalEntry[]) : [];
  } catch {
    entries = [];
  }
  return entries;
}

export function record(entry: JournalEntry): void {
  if (replaying) return;
  entries.push(entry);
  try {
    storage()?.setItem(KEY, JSON.stringify(entries));
  } catch {
    // A full localStorage only costs persistence across reloads, never the demo itself.
  }
}

export async function replay(apply: (entry: JournalEntry) => Promise<void>): Promise<void> {
  replaying = true;
  try {
    for (const entry of entries) await apply(entry);
  } finally {
    replaying = false;
  }
}

export function clearJournal(): void {
  entries = [];
  storage()?.removeItem(KEY);
}
