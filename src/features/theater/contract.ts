import * as v from 'valibot';

/*
 * The theater area's contract: what other areas may know of dramas. For now a drama is the
 * catalogue entry that members' watch records and payments point at; the theater pages
 * (shortDramaContent and the rest) add every field of spec section 3 with their issue.
 */

export const DramaSchema = v.object({
  id: v.number(),
  name: v.string(),
  /** Episodes in all. */
  episodes: v.number(),
  /** Episodes 1..free are free; payment starts with the next one. */
  free: v.number(),
  /** Golden beans per paid episode. */
  price: v.number(),
  /** Relative popularity: how often members of the demo world pick it. */
  weight: v.number(),
});
export type Drama = v.InferOutput<typeof DramaSchema>;

/** The mock world's drama table (another area's mock reads it by this name). */
export const DRAMA_TABLE = 'dramas';
