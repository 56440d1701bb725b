import type * as v from 'valibot';
import { linkOptionsCall } from './links';
import { finishMigrationCall, migrationFindCall, migrationOptionsCall, migrationReportCall, migrationRowsCall, startMigrationCall, type MigrationRowsSchema, type StartMigrationSchema } from './migration';
import { PIXEL_TEST_EVENTS, pixelTestCall, pixelTokenCall } from './pixels';
import { retryPostbackCall } from './postbacks';
import { matchRateCall } from './trail';

/** The tool pages' calls beyond the resource ones. */
export const toolsApi = {
  pixelToken: (id: number) => pixelTokenCall.send({ id }),
  testPixel: (id: number, event: (typeof PIXEL_TEST_EVENTS)[number]) => pixelTestCall.send({ id, event }),
  migrationOptions: () => migrationOptionsCall.send(undefined),
  startMigration: (input: v.InferInput<typeof StartMigrationSchema>) => startMigrationCall.send(input),
  migrationRows: (input: v.InferInput<typeof MigrationRowsSchema>) => migrationRowsCall.send(input),
  finishMigration: (key: string) => finishMigrationCall.send({ key }),
  migrationReport: (key: string) => migrationReportCall.send({ key }),
  findMigration: (target: string, fileHash: string) => migrationFindCall.send({ target, fileHash }),
  linkOptions: () => linkOptionsCall.send(undefined),
  retryPostback: (id: number, version: number) => retryPostbackCall.send({ id, version }),
  matchRate: (start: string, end: string) => matchRateCall.send({ start, end }),
};
