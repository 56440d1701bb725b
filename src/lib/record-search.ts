import * as v from 'valibot';

/*
 * The wire shape of the command palette's record searches (src/lib/records.ts): every area's
 * search call takes a query and answers hits of this shape, so the palette ranks them alike.
 */

/** What a query matched in a record. */
export const RECORD_MATCHES = ['id', 'cardNumber', 'phone', 'email', 'name', 'orderNo'] as const;

/** The most hits a search answers. */
export const RECORD_SEARCH_LIMIT = 8;

/** A search's request: the query as typed (1-100 characters) and how many hits at most. */
export const RecordSearchRequestSchema = v.object({
  q: v.pipe(v.string(), v.trim(), v.minLength(1, 'valid.required'), v.maxLength(100, 'valid.invalid')),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(RECORD_SEARCH_LIMIT))),
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

export const RecordHitsSchema = v.array(RecordHitSchema);
