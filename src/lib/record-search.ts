import * as v from 'valibot';

/*
 * The wire shape of the command palette's record searches (src/lib/records.ts): every area's
 * search call takes a query and answers hits of this shape, so the palette ranks them alike.
 */

/** What a query matched in a record. */
export const RECORD_MATCHES = ['id', 'cardNumber', 'phone', 'email', 'name', 'orderNo'] as const;

/** How many hits a search answers unless asked for more. */
export const RECORD_SEARCH_LIMIT = 8;
/** The most hits a search answers (the palette's "show all"). */
export const RECORD_SEARCH_MAX = 100;

/** A search's request: the query as typed (1-100 characters) and how many hits at most. */
export const RecordSearchRequestSchema = v.object({
  q: v.pipe(v.string(), v.trim(), v.minLength(1, 'valid.required'), v.maxLength(100, 'valid.invalid')),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(RECORD_SEARCH_MAX))),
});
export type RecordSearchRequest = v.InferOutput<typeof RecordSearchRequestSchema>;

/** A record found: its id, its name (the record tab's title), a second line, what matched and the matched value. */
export const RecordHitSchema = v.object({
  id: v.number(),
  title: v.string(),
  detail: v.string(),
  match: v.picklist(RECORD_MATCHES),
  value: v.string(),
});

/** The hits (the best `limit` of them, best first) and how many records match in all. */
export const RecordHitsSchema = v.object({ hits: v.array(RecordHitSchema), total: v.pipe(v.number(), v.integer(), v.minValue(0)) });
export type RecordHits = v.InferOutput<typeof RecordHitsSchema>;
