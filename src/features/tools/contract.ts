import * as v from 'valibot';
import { RecordVersion, defineCall } from '@/lib/api/contract';
import { MIGRATION_CHUNK_ROWS, MIGRATION_MAX_ROWS, type MigrationTarget } from '@/lib/migration';
import { maxChars, nameRule } from '@/lib/text';
import { PIXEL_PLATFORMS, PixelConfigSchema } from '@/records/promotions';
import { COMPANY_MIGRATION } from '@/records/channels';
import { MEMBER_MIGRATION } from '@/records/members';

/*
 * The tool pages (toolCategory/, issue #14): feedback (pixel) configurations, data migration from
 * Excel, and the promotion link generator. Promotion links are the channel area's records (its
 * contract declares them and the generator's call); this area lists them and builds the page.
 */

/* ================================================================================================
 * Feedback (pixel) configurations: toolCategory/configureFeedback
 * ============================================================================================== */


/** The events a test can send (each platform's standard names). */
export const PIXEL_TEST_EVENTS = ['PageView', 'CompleteRegistration', 'Purchase', 'Subscribe'] as const;

/** The mock world's table and the list's endpoint. */
export const PIXEL_ENDPOINT = 'pixelConfig';

/** A pixel's code: 6-32 letters and digits (Meta pixel IDs are 15-16 digits, TikTok pixel codes 20 capitals and digits). */
export const pixelCodeRule = v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9]{6,32}$/, 'tools.pixel.codeRule'));
/** An access token: 16-512 letters, digits and - _ . (the platforms' token alphabets). */
export const accessTokenRule = v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_.-]{16,512}$/, 'tools.pixel.tokenRule'));
export const pixelNameRule = nameRule(2, 40, 'tools.pixel.nameLength');
export const pixelRemarkRule = v.pipe(v.string(), maxChars(200, 'tools.pixel.remarkLength'));


/** A configuration as answered: the token only as its mask. */
export const PixelPublicSchema = v.object({ ...v.omit(PixelConfigSchema, ['accessToken']).entries, tokenMask: v.string() });
export type PixelPublic = v.InferOutput<typeof PixelPublicSchema>;

/** Bullets standing for the hidden middle of a token (always this many, whatever its length). */
export const MASK = '••••••••';

/**
 * A token as the console shows it after saving: its first four and last four characters around
 * a fixed run of bullets (so the mask tells nothing of its length); a short token shows only
 * its last two. Never the middle.
 */
export function maskToken(token: string): string {
  const t = token.trim();
  if (!t) return '';
  if (t.length < 16) return `${MASK}${t.slice(-2)}`;
  return `${t.slice(0, 4)}${MASK}${t.slice(-4)}`;
}

export const pixelTokenCall = defineCall({
  method: 'POST',
  path: 'pixelConfig/v1/token',
  request: v.object({ id: v.number() }),
  response: v.object({ token: v.string() }),
  access: 'write',
  grant: 'toolCategory/configureFeedback',
  summary: "A configuration's access token, for the copy action only (the page asks first); the copy is written to the operation log, the token never.",
});

export const PixelTestRequestSchema = v.object({ id: v.number(), event: v.picklist(PIXEL_TEST_EVENTS, 'tools.pixel.eventRequired') });

/** What the platform answered a test event. */
export const PixelTestResultSchema = v.object({
  ok: v.boolean(),
  /** The platform's HTTP status. */
  status: v.number(),
  /** The test event's id (the platform's test events view shows it). */
  eventId: v.string(),
  event: v.picklist(PIXEL_TEST_EVENTS),
  /** The platform's own words (English, as it answers). */
  message: v.string(),
  sentAt: v.string(),
  latencyMs: v.number(),
  /** The configuration with its new last test. */
  config: PixelPublicSchema,
});
export type PixelTestResult = v.InferOutput<typeof PixelTestResultSchema>;

export const pixelTestCall = defineCall({
  method: 'POST',
  path: 'pixelConfig/v1/test',
  request: PixelTestRequestSchema,
  response: PixelTestResultSchema,
  access: 'write',
  grant: 'toolCategory/configureFeedback',
  summary: "Sends a test event to a configuration's pixel and answers what the platform said; the configuration keeps it as its last test.",
  notes: 'A disabled configuration is refused (tools.pixel.disabled). The demo platform accepts a token of its own form (Meta: starting with EAA; TikTok: 40 or more characters) that has not expired, and refuses the rest with its error.',
});

/* ================================================================================================
 * Data migration: toolCategory/dataMigration
 * ============================================================================================== */

/**
 * The lists an import can fill, each declared by the area that owns its records (its contract)
 * and written by that area's mock (src/mocks/migration.ts). Orders join when their area lands:
 * one line here, its target in its own contract.
 */
export const MIGRATION_TARGETS: readonly MigrationTarget[] = [MEMBER_MIGRATION, COMPANY_MIGRATION];
export const MIGRATION_TARGET_KEYS = MIGRATION_TARGETS.map((t) => t.key);

export const MIGRATION_TABLE = 'migrations';
export const MIGRATION_ENDPOINT = 'migration';
export const MIGRATION_STATUSES = ['running', 'done'] as const;

/** The key of an import: `IMP-YYYYMMDD-NNNN` (the day it started, its id). */
export const MIGRATION_KEY = /^IMP-\d{8}-\d{4,}$/;
export const migrationKey = (id: number, startedAt: string) => `IMP-${startedAt.slice(0, 10).replace(/-/g, '')}-${String(id).padStart(4, '0')}`;

/** What became of one row of the file: written (the new record's id), or refused (why, and about which field). */
export const MigrationResultSchema = v.object({
  row: v.number(),
  recordId: v.nullable(v.number()),
  /** A message id (the target's owner's or the kit's), with its values. */
  reason: v.nullable(v.string()),
  values: v.nullable(v.record(v.string(), v.union([v.string(), v.number()]))),
  field: v.nullable(v.string()),
});
export type MigrationResult = v.InferOutput<typeof MigrationResultSchema>;

/** An import as stored: its file, its counts and every row's result. */
export const MigrationSchema = v.object({
  id: v.number(),
  key: v.string(),
  target: v.string(),
  fileName: v.string(),
  /** SHA-256 of the file: the same file under the same key is never imported twice. */
  fileHash: v.string(),
  total: v.number(),
  processed: v.number(),
  accepted: v.number(),
  rejected: v.number(),
  status: v.picklist(MIGRATION_STATUSES),
  operatorId: v.number(),
  operator: v.string(),
  createTime: v.string(),
  finishTime: v.nullable(v.string()),
  results: v.array(MigrationResultSchema),
  version: RecordVersion,
});
export type Migration = v.InferOutput<typeof MigrationSchema>;

/** An import as the history list shows it (without its rows' results). */
export const MigrationRowSchema = v.omit(MigrationSchema, ['results']);
export type MigrationRow = v.InferOutput<typeof MigrationRowSchema>;

/** The report opened by an import's key: the import, and its rows' results in file order. */
export const MigrationReportSchema = v.object({ ...MigrationRowSchema.entries, results: v.array(MigrationResultSchema) });
export type MigrationReport = v.InferOutput<typeof MigrationReportSchema>;

const keyRule = v.pipe(v.string(), v.maxLength(40, 'tools.migration.keyFormat'), v.trim(), v.regex(MIGRATION_KEY, 'tools.migration.keyFormat'));
const hashRule = v.pipe(v.string(), v.maxLength(64, 'valid.invalid'), v.regex(/^[0-9a-f]{64}$/, 'valid.invalid'));

export const migrationOptionsCall = defineCall({
  method: 'GET',
  path: 'migration/v1/options',
  response: v.object({ slowRows: v.number(), targets: v.array(v.string()), chunkRows: v.number(), maxRows: v.number() }),
  access: 'read',
  grant: 'toolCategory/dataMigration',
  summary: "What the import page needs: the slow-import threshold (system configuration's excelSlowRows, 1000 by default), the targets the caller's role may import into (it must also have the target's page), the rows per call and per file.",
});

export const StartMigrationSchema = v.object({
  target: v.picklist(MIGRATION_TARGET_KEYS, 'tools.migration.targetRequired'),
  fileName: v.pipe(v.string(), v.trim(), v.minLength(1, 'tools.migration.fileRequired'), maxChars(200, 'tools.migration.fileRequired')),
  fileHash: hashRule,
  total: v.pipe(v.number(), v.integer(), v.minValue(1, 'import.empty'), v.maxValue(MIGRATION_MAX_ROWS, 'tools.migration.tooMany')),
  /** An earlier import's key: continue it (the rows it already has are skipped), for the same target and file only. */
  key: v.optional(keyRule),
});

export const startMigrationCall = defineCall({
  method: 'POST',
  path: 'migration/v1/start',
  request: StartMigrationSchema,
  response: MigrationRowSchema,
  access: 'write',
  grant: 'toolCategory/dataMigration',
  summary: 'Starts an import of a file into a target, or continues the import a key names (same target and file only); answers the import with what it holds so far.',
  notes: "The caller's role must have the target's page too. A key of another target or file is refused (tools.migration.keyOtherFile), an unknown one too (tools.migration.keyUnknown).",
});

const cell = v.union([v.pipe(v.string(), v.maxLength(4000)), v.number(), v.boolean(), v.null()]);

export const MigrationRowsSchema = v.object({
  key: keyRule,
  rows: v.pipe(
    v.array(v.object({ row: v.pipe(v.number(), v.integer(), v.minValue(2), v.maxValue(MIGRATION_MAX_ROWS + 1)), values: v.record(v.pipe(v.string(), v.maxLength(64)), cell) })),
    v.minLength(1),
    v.maxLength(MIGRATION_CHUNK_ROWS),
  ),
});

export const migrationRowsCall = defineCall({
  method: 'POST',
  path: 'migration/v1/rows',
  request: MigrationRowsSchema,
  response: v.object({ accepted: v.number(), rejected: v.number(), skipped: v.number(), processed: v.number(), total: v.number() }),
  access: 'write',
  grant: 'toolCategory/dataMigration',
  summary: "Imports a chunk of an import's rows (by their row numbers in the file): each is checked with the target's rules and its owner's, then written whole or not at all.",
  notes: 'A row the import already has (sent again, or the same file imported again under the same key) is skipped: nothing is written twice. Answers the chunk\'s counts and how many of the file\'s rows the import now holds.',
});

export const finishMigrationCall = defineCall({
  method: 'POST',
  path: 'migration/v1/finish',
  request: v.object({ key: keyRule }),
  response: MigrationReportSchema,
  access: 'write',
  grant: 'toolCategory/dataMigration',
  summary: 'Ends an import once all its rows are in; answers its report (the key appears in the page\'s input).',
  notes: 'An import that does not hold every row of its file yet is not ended: refused with tools.migration.rowsMissing (还有 {left} 行未导入，不能结束导入), and it stays open to be continued under its key. Ending one already ended answers its report again.',
});

export const migrationReportCall = defineCall({
  method: 'GET',
  path: 'migration/v1/report',
  request: v.object({ key: keyRule }),
  response: MigrationReportSchema,
  access: 'read',
  grant: 'toolCategory/dataMigration',
  summary: "An import's report by its key: accepted and rejected counts, and each row's result (the new record, or the reason and the field).",
});

export const migrationFindCall = defineCall({
  method: 'GET',
  path: 'migration/v1/find',
  request: v.object({ target: v.picklist(MIGRATION_TARGET_KEYS), fileHash: hashRule }),
  response: v.object({ key: v.nullable(v.string()), finishTime: v.nullable(v.string()) }),
  access: 'read',
  grant: 'toolCategory/dataMigration',
  summary: 'The newest import of this very file into this target, if any: the page offers its key, so importing it again duplicates nothing.',
});

/* ================================================================================================
 * The promotion link generator: toolCategory/generationLinks
 * ============================================================================================== */

/** The list of links: the channel area's promotion links (its contract), read here. */
export const LINK_ENDPOINT = 'promotionLink';

/** What the generator offers: channels, dramas on the shelf (with their released episodes), enabled pixels. */
export const LinkOptionsSchema = v.object({
  channels: v.array(v.object({ id: v.number(), name: v.string(), number: v.string() })),
  dramas: v.array(v.object({ id: v.number(), name: v.string(), releasedEpisodes: v.number(), startChargeEpisode: v.number() })),
  pixels: v.array(v.object({ id: v.number(), name: v.string(), platform: v.picklist(PIXEL_PLATFORMS), pixelCode: v.string() })),
});
export type LinkOptions = v.InferOutput<typeof LinkOptionsSchema>;

export const linkOptionsCall = defineCall({
  method: 'GET',
  path: 'promotionLink/v1/options',
  response: LinkOptionsSchema,
  access: 'read',
  grant: 'toolCategory/generationLinks',
  summary: "The link generator's choices: every channel, the dramas on the shelf with their released episodes, the enabled feedback configurations.",
});

/** The tool pages' calls beyond the resource ones. */
/* ================================================================================================
 * Return (postback) list: toolCategory/returnList
 * ============================================================================================== */

/**
 * What the backend reports back to the ad platform (a postback, by the Conversions API of Meta or
 * the Events API of TikTok) for a member who came through an ad: the registration at activation,
 * then each paid order (Purchase for golden beans, Subscribe for VIP). Spec section 3: user id,
 * channel type, request params, return info, event, currency, order id, price, fbc, ip, url, ua.
 */
export const POSTBACK_EVENTS = ['CompleteRegistration', 'Purchase', 'Subscribe'] as const;
export const POSTBACK_STATUSES = ['success', 'failed'] as const;
export const POSTBACK_TABLE = 'postbacks';
export const POSTBACK_ENDPOINT = 'postback';

export const PostbackSchema = v.object({
  id: v.number(),
  /** The member (user id) and its card number. */
  memberId: v.number(),
  cardNumber: v.string(),
  /** The ad platform the member came through (its activation record's), the pixel it reports to. */
  channelType: v.picklist(PIXEL_PLATFORMS),
  pixelId: v.number(),
  pixelName: v.string(),
  event: v.picklist(POSTBACK_EVENTS),
  /** The order's currency, number and price as paid (original currency); '' and 0 for a registration. */
  currency: v.string(),
  orderNo: v.string(),
  price: v.number(),
  /** Meta's click cookie ('' for TikTok and views). */
  fbc: v.string(),
  ip: v.string(),
  /** The landing page's URL as the device opened it, and its user agent. */
  url: v.string(),
  ua: v.string(),
  /** The request sent and what the platform answered, as JSON text. */
  requestParams: v.string(),
  returnInfo: v.string(),
  status: v.picklist(POSTBACK_STATUSES),
  /** The HTTP status of the last attempt (0: no answer, timed out). */
  httpStatus: v.number(),
  attempts: v.number(),
  /** When the event happened and the postback was first sent; the last attempt. */
  time: v.string(),
  lastAttemptTime: v.string(),
  version: RecordVersion,
});
export type Postback = v.InferOutput<typeof PostbackSchema>;

export const retryPostbackCall = defineCall({
  method: 'POST',
  path: 'postback/v1/retry',
  request: v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)), version: RecordVersion }),
  response: PostbackSchema,
  access: 'write',
  grant: 'toolCategory/returnList',
  summary: 'Sends a failed postback again with its configuration as it is now, and answers the record with the new attempt (status, HTTP status, return info, attempts).',
  notes: 'A postback that succeeded is refused (tools.postback.notFailed). A configuration still refused by its platform (an expired token) fails again until it is corrected in toolCategory/configureFeedback; a disabled one is refused (tools.pixel.disabled). The version read is required (409 when the record changed).',
});

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
};
