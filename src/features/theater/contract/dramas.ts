import * as v from 'valibot';
import type { MessageId } from '@/i18n';
import { RecordVersion, defineCall } from '@/lib/api/contract';
import { RecordHitsSchema, RecordSearchRequestSchema } from '@/lib/record-search';
import { COPYRIGHT_STATES, DramaSchema, EPISODE_CHARGES, EpisodeSchema, GRADES, copyrightAlertsCall, isPaid } from '@/records/dramas';

/*
 * theater/shortDramaContent: dramas with their episodes as the drama form edits and saves them
 * (the Drama and Episode records are shared: src/records/dramas.ts). The drama rules and the
 * paywall arithmetic live here as plain functions: the drama form, the mock and the tests share
 * them. Also the command palette's drama search.
 */

/** An episode as the drama form sends it (new ones have no id yet). */
export const EpisodeInputSchema = v.object({
  id: v.optional(v.nullable(v.number())),
  number: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)),
  cover: v.pipe(v.string(), v.maxLength(2_000_000)),
  video: v.pipe(v.string(), v.maxLength(2_000_000)),
  duration: v.pipe(v.number(), v.minValue(0), v.maxValue(86_400)),
  price: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000))),
  vipPrice: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000))),
  charge: v.picklist(EPISODE_CHARGES),
});
export type EpisodeInput = v.InferOutput<typeof EpisodeInputSchema>;

/* ---------------------------------------------------------------- the drama rules */

/** The drama form's values as the rules see them (what the form holds, before saving). */
export interface DramaDraft {
  score?: unknown;
  tagIds?: unknown;
  totalEpisodes?: unknown;
  startChargeEpisode?: unknown;
  shelveTime?: unknown;
  jumpDramaId?: unknown;
  id?: unknown;
}

/** Section 5: score required, 0 to 10, one decimal place. */
export function scoreIssue(value: unknown): MessageId | null {
  if (value === '' || value == null) return 'theater.drama.score.required';
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 10) return 'theater.drama.score.range';
  if (Math.abs(value * 10 - Math.round(value * 10)) > 1e-9) return 'theater.drama.score.decimal';
  return null;
}

/** The score rule as a valibot schema (the form field, the wire schema). */
export const scoreRule = v.pipe(
  v.unknown(),
  v.rawCheck(({ dataset, addIssue }) => {
    const issue = scoreIssue(dataset.value);
    if (issue) addIssue({ message: issue });
  }),
);

/** A whole number of golden beans or a virtual count: not negative. */
export const wholeCountRule = v.pipe(v.number('theater.drama.wholeNumber'), v.integer('theater.drama.wholeNumber'), v.minValue(0, 'theater.drama.wholeNumber'), v.maxValue(1_000_000_000, 'theater.drama.wholeNumber'));
export const totalEpisodesRule = v.pipe(v.number('theater.drama.total.rule'), v.integer('theater.drama.total.rule'), v.minValue(1, 'theater.drama.total.rule'), v.maxValue(1000, 'theater.drama.total.rule'));

/** A time as the form gives it ('YYYY-MM-DDTHH:mm', local), in ms; NaN when it is not one. */
export function timeOf(value: string): number {
  return new Date(value.length === 16 ? `${value}:00` : value).getTime();
}

/**
 * The rules that look at several fields or at the clock, field by field (the form shows each
 * under its field; the mock refuses a save with the first): tags required, the start-charging
 * episode within 1..total episodes, a timed shelving time in the future, a jump drama other than
 * itself, and episodes added (at least one, at most the total).
 */
export function dramaIssues(draft: DramaDraft, episodes: readonly unknown[] | null, now: number): Partial<Record<string, MessageId>> {
  const out: Partial<Record<string, MessageId>> = {};
  const score = scoreIssue(draft.score);
  if (score) out.score = score;
  if (!Array.isArray(draft.tagIds) || draft.tagIds.length === 0) out.tagIds = 'theater.drama.tags.required';
  const total = Number(draft.totalEpisodes);
  const start = draft.startChargeEpisode;
  if (start === '' || start == null) out.startChargeEpisode = 'theater.drama.startCharge.required';
  else if (typeof start !== 'number' || !Number.isInteger(start) || start < 1 || !(Number.isInteger(total) && start <= total)) out.startChargeEpisode = 'theater.drama.startCharge.range';
  if (typeof draft.shelveTime === 'string' && draft.shelveTime) {
    const at = timeOf(draft.shelveTime);
    if (!Number.isFinite(at)) out.shelveTime = 'valid.time';
    else if (at <= now) out.shelveTime = 'theater.drama.shelveTime.future';
  }
  if (draft.jumpDramaId != null && draft.jumpDramaId !== '' && draft.id != null && Number(draft.jumpDramaId) === Number(draft.id)) out.jumpDramaId = 'theater.drama.jump.self';
  if (episodes) {
    if (episodes.length === 0) out.episodes = 'theater.drama.episodes.required';
    else if (Number.isInteger(total) && episodes.length > total) out.episodes = 'theater.drama.episodes.tooMany';
  }
  return out;
}

/* ---------------------------------------------------------------- the paywall */

export interface PaywallPrices {
  singlePrice: number;
  singleVipPrice: number;
  wholePrice: number;
  wholeVipPrice: number;
  startChargeEpisode: number;
}

export interface PaywallEpisode {
  number: number;
  paid: boolean;
  /** What a normal member and a VIP pay for this episode (0 when free). */
  price: number;
  vipPrice: number;
}

export interface Paywall {
  episodes: PaywallEpisode[];
  /** Episode by episode, from 1 to the end. */
  normalByEpisode: number;
  vipByEpisode: number;
  wholePrice: number;
  wholeVipPrice: number;
  /** The cheaper way to watch everything: every paid episode, or the whole drama at once. */
  normalCheapest: number;
  vipCheapest: number;
  freeCount: number;
  paidCount: number;
}

const beans = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) && x > 0 ? Math.round(x) : 0);

/**
 * What the drama costs, episode by episode and whole, for a normal member and a VIP: the
 * paywall preview of the drama form (before saving) and the figures the app charges.
 */
export function paywall(prices: PaywallPrices, episodes: ReadonlyArray<Pick<EpisodeInput, 'number' | 'price' | 'vipPrice' | 'charge'>>): Paywall {
  const rows = [...episodes]
    .sort((a, b) => a.number - b.number)
    .map((e) => {
      const paid = isPaid(e, prices.startChargeEpisode);
      return { number: e.number, paid, price: paid ? beans(e.price ?? prices.singlePrice) : 0, vipPrice: paid ? beans(e.vipPrice ?? prices.singleVipPrice) : 0 };
    });
  const normalByEpisode = rows.reduce((n, e) => n + e.price, 0);
  const vipByEpisode = rows.reduce((n, e) => n + e.vipPrice, 0);
  const wholePrice = beans(prices.wholePrice);
  const wholeVipPrice = beans(prices.wholeVipPrice);
  const paidCount = rows.filter((e) => e.paid).length;
  return {
    episodes: rows,
    normalByEpisode,
    vipByEpisode,
    wholePrice,
    wholeVipPrice,
    // A whole-drama price of 0 means "not sold whole".
    normalCheapest: wholePrice > 0 ? Math.min(normalByEpisode, wholePrice) : normalByEpisode,
    vipCheapest: wholeVipPrice > 0 ? Math.min(vipByEpisode, wholeVipPrice) : vipByEpisode,
    freeCount: rows.length - paidCount,
    paidCount,
  };
}

/* ---------------------------------------------------------------- the drama list's row and calls */

/** A drama as the list shows it: with its copyright state (by the mock's clock and the alert setting) and its names resolved. */
export const DramaRowSchema = v.object({
  ...DramaSchema.entries,
  copyright: v.nullable(v.picklist(COPYRIGHT_STATES)),
  copyrightDaysLeft: v.nullable(v.number()),
  /** "已过期" / "剩余 12 天" in the caller's language; empty without an expiry. */
  copyrightLabel: v.string(),
  /** Episodes released / total, "48/80". */
  progress: v.string(),
});
export type DramaRow = v.InferOutput<typeof DramaRowSchema>;

const text = (max: number) => v.pipe(v.string(), v.maxLength(max * 8));

/** POST drama/v1/save: a drama with its episodes, in the order given (numbers follow it). */
export const SaveDramaRequestSchema = v.object({
  id: v.optional(v.nullable(v.number())),
  version: v.optional(v.nullable(RecordVersion)),
  drama: v.object({
    name: text(60),
    subtitle: text(60),
    titleJa: text(60),
    codeJa: text(40),
    totalEpisodes: v.number(),
    classificationId: v.nullable(v.number()),
    tagIds: v.pipe(v.array(v.number()), v.maxLength(20)),
    logoId: v.nullable(v.number()),
    score: v.unknown(),
    introduction: text(2000),
    cover: v.pipe(v.string(), v.maxLength(2_000_000)),
    episodeCover: v.pipe(v.string(), v.maxLength(2_000_000)),
    singlePrice: v.number(),
    singleVipPrice: v.number(),
    wholePrice: v.number(),
    wholeVipPrice: v.number(),
    startChargeEpisode: v.unknown(),
    grade: v.picklist(GRADES),
    jumpDramaId: v.nullable(v.number()),
    shelveTime: v.nullable(text(20)),
    copyrightExpiry: v.nullable(text(20)),
    virtualLikes: v.number(),
    virtualPlays: v.number(),
    virtualShares: v.number(),
  }),
  episodes: v.pipe(v.array(EpisodeInputSchema), v.maxLength(1000)),
});
export type SaveDramaRequest = v.InferOutput<typeof SaveDramaRequestSchema>;

export const DramaWithEpisodesSchema = v.object({ drama: DramaRowSchema, episodes: v.array(EpisodeSchema) });

export const dramaEpisodesCall = defineCall({
  method: 'GET',
  path: 'drama/v1/episodes',
  request: v.object({ id: v.number() }),
  response: DramaWithEpisodesSchema,
  access: 'read',
  grant: 'theater/shortDramaContent',
  summary: 'A drama with its episodes in order (the drama form).',
});

export const saveDramaCall = defineCall({
  method: 'POST',
  path: 'drama/v1/save',
  request: SaveDramaRequestSchema,
  response: DramaWithEpisodesSchema,
  access: 'write',
  grant: 'theater/shortDramaContent',
  summary: 'Adds a drama (no id) or updates one (id and version) together with its episodes; answers the drama and its episodes.',
  notes: 'Refused with the rule\'s message when a drama rule fails (score 0-10 with one decimal, tags required, start-charging episode within 1..total, timed shelving in the future, episodes required). Episodes are numbered in the order sent; ones left out are deleted.',
});

export const theaterApi = {
  dramaEpisodes: (id: number) => dramaEpisodesCall.send({ id }),
  saveDrama: (request: SaveDramaRequest) => saveDramaCall.send(request),
  copyrightAlerts: () => copyrightAlertsCall.send(undefined),
};

/* ---------------------------------------------------------------- the command palette (issue #14) */

export const dramaSearchCall = defineCall({
  method: 'GET',
  path: 'drama/v1/search',
  request: RecordSearchRequestSchema,
  response: RecordHitsSchema,
  access: 'read',
  grant: 'theater/shortDramaContent',
  summary: 'The command palette: dramas whose ID or name (Chinese or Japanese title, Japanese drama ID) matches the query (the best `limit`, 8 unless asked for up to 100) and how many match in all.',
  notes: 'Digits match the ID exactly; text matches the names, case and width ignored: exact names first, then names starting with the query, then the rest.',
});

/** Searches dramas for the command palette. */
export const searchDramas = (q: string, limit?: number) => dramaSearchCall.send(limit ? { q, limit } : { q });
