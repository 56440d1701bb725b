import { assign, fromPromise, not, setup } from 'xstate';
import { MIGRATION_CHUNK_ROWS, type SheetRow } from '@/lib/migration';
import type { MigrationReport, MigrationRow } from '../contract';

/*
 * An import of an Excel file (toolCategory/dataMigration), as a statechart: the file is read in
 * the browser, previewed, then sent chunk by chunk under one key, and finished; the report comes
 * back and the key appears in the input. A failure keeps the key: starting again with it resumes
 * the import (the server skips the rows it already holds). Side effects are the named actors
 * `read`, `start`, `send` and `finish`, provided by the page (tests swap them with .provide()).
 */

export interface ReadFile {
  fileName: string;
  /** SHA-256 of the file, hex. */
  hash: string;
  rows: SheetRow[];
}

export interface ChunkAnswer {
  accepted: number;
  rejected: number;
  skipped: number;
  /** Rows of the file the import holds now. */
  processed: number;
  total: number;
}

export interface MigrationContext {
  target: string | null;
  file: ReadFile | null;
  /** What the key input shows: typed by the user (to continue an import), or the import's key once it is known. */
  keyInput: string;
  /** The running import's key (from the server). */
  key: string | null;
  /** Rows sent so far (the next chunk starts there). */
  cursor: number;
  processed: number;
  report: MigrationReport | null;
  error: unknown;
}

export type MigrationEvent =
  | { type: 'TARGET'; target: string }
  | { type: 'FILE'; file: File }
  | { type: 'SET_KEY'; key: string }
  | { type: 'START' }
  | { type: 'RESET' };

const cleared = { file: null, key: null, cursor: 0, processed: 0, report: null, error: null } as const;

export const migrationMachine = setup({
  types: {
    context: {} as MigrationContext,
    events: {} as MigrationEvent,
    input: {} as { target?: string | null },
  },
  actors: {
    read: fromPromise<ReadFile, { file: File; target: string }>(async () => {
      throw new Error('read: provided by the page');
    }),
    start: fromPromise<MigrationRow, { target: string; fileName: string; fileHash: string; total: number; key?: string }>(async () => {
      throw new Error('start: provided by the page');
    }),
    send: fromPromise<ChunkAnswer, { key: string; rows: SheetRow[] }>(async () => {
      throw new Error('send: provided by the page');
    }),
    finish: fromPromise<MigrationReport, { key: string }>(async () => {
      throw new Error('finish: provided by the page');
    }),
  },
  guards: {
    hasTarget: ({ context }) => context.target !== null,
    moreRows: ({ context }) => context.file !== null && context.cursor < context.file.rows.length,
    hasRows: ({ context }) => (context.file?.rows.length ?? 0) > 0,
  },
}).createMachine({
  id: 'migration',
  context: ({ input }) => ({ target: input.target ?? null, keyInput: '', ...cleared }),
  initial: 'idle',
  on: {
    // Another target: the file chosen for the previous one no longer fits.
    TARGET: { target: '.idle', actions: assign({ target: ({ event }) => event.target, keyInput: '', ...cleared }) },
  },
  states: {
    /** Nothing chosen yet (or the last import done and put away). */
    idle: {
      on: {
        FILE: { guard: 'hasTarget', target: 'reading' },
        SET_KEY: { actions: assign({ keyInput: ({ event }) => event.key }) },
      },
    },
    reading: {
      // A new file: what was shown for the last one goes, the key typed for it too.
      entry: assign({ keyInput: '', ...cleared }),
      invoke: {
        src: 'read',
        input: ({ context, event }) => ({ file: (event as Extract<MigrationEvent, { type: 'FILE' }>).file, target: context.target! }),
        onDone: { target: 'ready', actions: assign({ file: ({ event }) => event.output }) },
        onError: { target: 'unreadable', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    /** The file could not be read (not an .xlsx). */
    unreadable: {
      on: { FILE: { guard: 'hasTarget', target: 'reading' } },
    },
    /** Read and previewed: the key may be typed (to continue an earlier import of this file), then START. */
    ready: {
      on: {
        FILE: { guard: 'hasTarget', target: 'reading' },
        SET_KEY: { actions: assign({ keyInput: ({ event }) => event.key }) },
        START: { guard: 'hasRows', target: 'running' },
        RESET: { target: 'idle', actions: assign({ keyInput: '', ...cleared }) },
      },
    },
    running: {
      initial: 'starting',
      states: {
        starting: {
          invoke: {
            src: 'start',
            input: ({ context }) => ({
              target: context.target!,
              fileName: context.file!.fileName,
              fileHash: context.file!.hash,
              total: context.file!.rows.length,
              key: context.keyInput.trim() || undefined,
            }),
            onDone: { target: 'sending', actions: assign({ key: ({ event }) => event.output.key, cursor: 0, processed: ({ event }) => event.output.processed, error: null }) },
            onError: { target: '#migration.failed', actions: assign({ error: ({ event }) => event.error }) },
          },
        },
        sending: {
          always: { guard: not('moreRows'), target: 'finishing' },
          invoke: {
            src: 'send',
            input: ({ context }) => ({ key: context.key!, rows: context.file!.rows.slice(context.cursor, context.cursor + MIGRATION_CHUNK_ROWS) }),
            onDone: {
              target: 'sending',
              reenter: true,
              actions: assign({ cursor: ({ context }) => context.cursor + MIGRATION_CHUNK_ROWS, processed: ({ event }) => event.output.processed }),
            },
            onError: { target: '#migration.failed', actions: assign({ error: ({ event }) => event.error }) },
          },
        },
        finishing: {
          invoke: {
            src: 'finish',
            input: ({ context }) => ({ key: context.key! }),
            onDone: {
              target: '#migration.done',
              actions: assign({ report: ({ event }) => event.output, processed: ({ event }) => event.output.processed, keyInput: ({ event }) => event.output.key }),
            },
            onError: { target: '#migration.failed', actions: assign({ error: ({ event }) => event.error }) },
          },
        },
      },
    },
    /**
     * Stopped by a failure: what was written stays. The key (when the import had started) is in
     * the input, so START resumes it; the user may also clear it, or choose another file.
     */
    failed: {
      entry: assign({ keyInput: ({ context }) => context.key ?? context.keyInput }),
      on: {
        START: { guard: 'hasRows', target: 'running' },
        SET_KEY: { actions: assign({ keyInput: ({ event }) => event.key }) },
        FILE: { guard: 'hasTarget', target: 'reading' },
        RESET: { target: 'idle', actions: assign({ keyInput: '', ...cleared }) },
      },
    },
    /** Finished: the report is in, the key in the input. */
    done: {
      on: {
        FILE: { guard: 'hasTarget', target: 'reading' },
        RESET: { target: 'idle', actions: assign({ keyInput: '', ...cleared }) },
      },
    },
  },
});
