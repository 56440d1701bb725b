/**
 * Demo edits survive a page reload without storing the whole database: the seed is
 * deterministic, so the mock keeps only the list of writes made since, and replays it on start.
 *
 * One journal for every tab of a browser: entries are numbered (`seq`) and kept in IndexedDB,
 * whose transactions every tab sees in the same order. A tab answers a call only inside the
 * world's lock (src/mocks/db.ts `exclusive`): it first pulls the entries other tabs added since
 * it last looked and replays them, then answers, then appends its own writes with the next
 * numbers. So two tabs never hand out the same id and neither loses the other's writes. A reset
 * empties the journal and starts a new generation, which tells every other tab to go back to the
 * seed before it replays what follows.
 *
 * In the browser the world runs in a worker (src/mocks/host.ts): one SharedWorker for every tab,
 * so the lock is seldom contended, or, where the browser has no SharedWorker, a dedicated worker
 * per tab, kept one world by this journal as tabs were before. In Node (tests, the mock server)
 * there is no IndexedDB and the journal lives in memory.
 */
export interface JournalEntry {
  table: string;
  op: 'insert' | 'update' | 'remove';
  id: number | string;
  value?: unknown;
}

export interface Numbered extends JournalEntry {
  seq: number;
}

/** What a pull finds: whether the journal was reset meanwhile (go back to the seed first), and the entries to replay. */
export interface Pulled {
  reset: boolean;
  entries: JournalEntry[];
}

/** Where numbered entries are kept: IndexedDB in the browser, an array in Node or in a test. */
export interface JournalStore {
  /** The generation and every entry after `seq`, read in one consistent snapshot. */
  read(after: number): Promise<{ generation: number; entries: Numbered[] }>;
  /** Adds entries (fails rather than overwrite a number already taken). */
  append(entries: Numbered[]): Promise<void>;
  /** Empties the journal; answers the new generation. */
  clear(): Promise<number>;
}

/** The IndexedDB database of the journal (also the marker a test finds only in a demo build). */
export const JOURNAL_DB = 'drama-demo:journal';

export class MemoryStore implements JournalStore {
  private entries: Numbered[] = [];
  private generation = 0;

  read(after: number): Promise<{ generation: number; entries: Numbered[] }> {
    return Promise.resolve({ generation: this.generation, entries: this.entries.filter((e) => e.seq > after) });
  }

  append(entries: Numbered[]): Promise<void> {
    const taken = new Set(this.entries.map((e) => e.seq));
    if (entries.some((e) => taken.has(e.seq))) return Promise.reject(new Error('journal: number already taken'));
    this.entries.push(...entries.map((e) => ({ ...e })));
    return Promise.resolve();
  }

  clear(): Promise<number> {
    this.entries = [];
    this.generation += 1;
    return Promise.resolve(this.generation);
  }
}

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function committed(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error('journal: transaction aborted'));
  });
}

export class IndexedDbStore implements JournalStore {
  private db: Promise<IDBDatabase> | null = null;

  private open(): Promise<IDBDatabase> {
    this.db ??= new Promise((resolve, reject) => {
      const request = indexedDB.open(JOURNAL_DB, 1);
      request.onupgradeneeded = () => {
        request.result.createObjectStore('entries', { keyPath: 'seq' });
        request.result.createObjectStore('meta');
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    return this.db;
  }

  async read(after: number): Promise<{ generation: number; entries: Numbered[] }> {
    const tx = (await this.open()).transaction(['entries', 'meta'], 'readonly');
    const [generation, entries] = await Promise.all([
      done(tx.objectStore('meta').get('generation') as IDBRequest<number | undefined>),
      done(tx.objectStore('entries').getAll(IDBKeyRange.lowerBound(after, true)) as IDBRequest<Numbered[]>),
    ]);
    return { generation: generation ?? 0, entries };
  }

  async append(entries: Numbered[]): Promise<void> {
    const tx = (await this.open()).transaction('entries', 'readwrite');
    const store = tx.objectStore('entries');
    for (const entry of entries) store.add(entry);
    await committed(tx);
  }

  async clear(): Promise<number> {
    const tx = (await this.open()).transaction(['entries', 'meta'], 'readwrite');
    const meta = tx.objectStore('meta');
    tx.objectStore('entries').clear();
    const generation = ((await done(meta.get('generation') as IDBRequest<number | undefined>)) ?? 0) + 1;
    meta.put(generation, 'generation');
    await committed(tx);
    return generation;
  }
}

/**
 * One tab's view of the journal: the number of the last entry it has applied, the generation it
 * belongs to, and its own writes not yet appended.
 */
export class Journal {
  private applied = 0;
  private generation = 0;
  private pending: JournalEntry[] = [];
  private replaying = false;

  constructor(
    private store: JournalStore,
    /** Whether other tabs share the store (the browser): writes wait for `flush` inside the lock. */
    public shared: boolean,
  ) {}

  /** Every entry so far (on start). A store that cannot be opened (IndexedDB refused) leaves this tab a journal in memory. */
  async load(): Promise<JournalEntry[]> {
    let read: Awaited<ReturnType<JournalStore['read']>>;
    try {
      read = await this.store.read(0);
    } catch {
      this.store = new MemoryStore();
      this.shared = false;
      read = await this.store.read(0);
    }
    this.generation = read.generation;
    this.applied = read.entries.at(-1)?.seq ?? 0;
    return read.entries.map(plain);
  }

  /** Every entry in the store, without changing what this tab has applied (for tests and checks). */
  async entries(): Promise<JournalEntry[]> {
    return (await this.store.read(0)).entries.map(plain);
  }

  /** What other tabs wrote since this one last looked. */
  async pull(): Promise<Pulled> {
    const from = this.applied;
    let { generation, entries } = await this.store.read(from);
    const reset = generation !== this.generation;
    if (reset && from > 0) ({ generation, entries } = await this.store.read(0));
    this.generation = generation;
    if (entries.length) this.applied = entries.at(-1)!.seq;
    else if (reset) this.applied = 0;
    return { reset, entries: entries.map(plain) };
  }

  record(entry: JournalEntry): void {
    if (this.replaying) return;
    if (this.shared) {
      this.pending.push(entry);
      return;
    }
    this.applied += 1;
    void this.store.append([{ ...entry, seq: this.applied }]).catch(() => undefined);
  }

  /** Appends this tab's writes after the entries it has applied (inside the world's lock). */
  async flush(): Promise<void> {
    if (!this.pending.length) return;
    const entries = this.pending.map((entry, i) => ({ ...entry, seq: this.applied + i + 1 }));
    this.pending = [];
    try {
      await this.store.append(entries);
      this.applied = entries.at(-1)!.seq;
    } catch {
      // Storage full or refused: these writes live on in this tab only, never over another's.
    }
  }

  async replay(entries: readonly JournalEntry[], apply: (entry: JournalEntry) => Promise<void>): Promise<void> {
    this.replaying = true;
    try {
      for (const entry of entries) await apply(entry);
    } finally {
      this.replaying = false;
    }
  }

  async clear(): Promise<void> {
    this.pending = [];
    this.generation = await this.store.clear();
    this.applied = 0;
  }
}

function plain({ seq: _seq, ...entry }: Numbered): JournalEntry {
  return entry;
}

/** IndexedDB where there is one: the world's worker (or a page); none in Node. */
function browserStore(): JournalStore | null {
  return typeof indexedDB === 'undefined' ? null : new IndexedDbStore();
}

const inBrowser = browserStore();

/** The demo's journal: IndexedDB shared by the tabs in the browser, memory in Node. */
export const journal = new Journal(inBrowser ?? new MemoryStore(), inBrowser !== null);

export function record(entry: JournalEntry): void {
  journal.record(entry);
}
