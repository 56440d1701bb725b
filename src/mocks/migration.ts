import type { MessageId, Values } from '@/i18n';
import type { MockUser } from './http';

/*
 * Data migration's writers (toolCategory/dataMigration, src/lib/migration.ts): the area that owns
 * a target's records writes them, so the tool's mock never writes another area's table. Each
 * owning area's mock registers a writer for its target's key; the tool's handler checks every
 * row with the target's rules, then the writer's `check` (against the world as it is, rows of the
 * same import written before included), then `write`, one row at a time: a refused row writes
 * nothing at all.
 */

/** Why a row is refused: a message, the field it is about, and the message's values. */
export interface MigrationRefusal {
  reason: MessageId;
  field?: string;
  values?: Values;
}

export interface MigrationWriter {
  /** Business rules beyond the row's own (a phone another member has): the refusal, or null. */
  check(values: Record<string, unknown>, ctx: { user: MockUser }): MigrationRefusal | null;
  /** Writes one row that passed every check, all or nothing; answers the new record's id. */
  write(values: Record<string, unknown>, ctx: { user: MockUser }): Promise<number>;
}

const writers = new Map<string, MigrationWriter>();

/** The owning area registers how its target's rows are written. */
export function defineMigrationWriter(target: string, writer: MigrationWriter): void {
  writers.set(target, writer);
}

/** The writer of a target, if its area's mock registered one. */
export function migrationWriter(target: string): MigrationWriter | undefined {
  return writers.get(target);
}
