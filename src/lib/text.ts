import * as v from 'valibot';
import type { MessageId } from '@/i18n';

/*
 * Free text, once: how long a text is (characters as the user sees them), which characters a name
 * may not hide, and where a picture may come from. The forms, the mock backend and the wire
 * schemas (docs/openapi.json) all use these rules; tests/unit/text.test.ts checks them with
 * fast-check.
 */

const segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;

/**
 * Characters as the user sees them (grapheme clusters): '👍🏽' and '🇨🇳' are one each, 'é' is one
 * whether composed or not. Not UTF-16 units (what `string.length` counts). With `limit`, counts
 * no further (a text of more characters counts as `limit`): what a bound needs to know.
 */
export function charCount(text: string, limit = Infinity): number {
  if (!segmenter) return Math.min([...text].length, limit);
  // Counting stops past `limit`: each step of V8's grapheme segmenter costs time in proportion
  // to the text's length, so counting a long text whole is quadratic (100,000 characters: ~30 s).
  let n = 0;
  for (const _ of segmenter.segment(text)) if (++n >= limit) break;
  return n;
}

/** Code points (what JSON Schema's maxLength counts). */
export function codePoints(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

/**
 * A text of at most `max` characters may hold at most this many code points per character on
 * average: room for flags, skin tones, keycaps and joined emoji, but not for a pile of combining
 * marks on one letter (which would make one "character" of any size).
 */
export const CODE_POINTS_PER_CHAR = 8;

type Validation<T extends string> = v.BaseValidation<string, string, v.BaseIssue<unknown>> & { type: T; requirement: number };

function charAction<T extends 'min_chars' | 'max_chars'>(type: T, requirement: number, message: MessageId, fails: (text: string) => boolean): Validation<T> {
  const action = {
    kind: 'validation' as const,
    type,
    reference: type === 'min_chars' ? minChars : maxChars,
    async: false as const,
    expects: `${type === 'min_chars' ? '>=' : '<='}${requirement}`,
    requirement,
    message,
    '~run'(dataset: v.OutputDataset<string, v.BaseIssue<unknown>>, config: v.Config<v.BaseIssue<unknown>>) {
      if (dataset.typed && fails(dataset.value)) {
        const seen = charCount(dataset.value, requirement + 1);
        v._addIssue(this as never, 'characters', dataset, config, { received: seen > requirement ? `>${requirement}` : `${seen}` });
      }
      return dataset;
    },
  };
  return action as unknown as Validation<T>;
}

/** At least `min` characters as the user sees them (see charCount). */
export function minChars(min: number, message: MessageId): Validation<'min_chars'> {
  return charAction('min_chars', min, message, (text) => charCount(text, min) < min);
}

/**
 * At most `max` characters as the user sees them (see charCount), and at most
 * `max * CODE_POINTS_PER_CHAR` code points: the bound docs/openapi.json gives as `maxLength`.
 */
export function maxChars(max: number, message: MessageId): Validation<'max_chars'> {
  return charAction('max_chars', max, message, (text) => !fitsChars(text, max));
}

/** Whether a text keeps within `max` characters (the test maxChars applies). */
export function fitsChars(text: string, max: number): boolean {
  return codePoints(text) <= max * CODE_POINTS_PER_CHAR && charCount(text, max + 1) <= max;
}

/** Whether a pipe item bounds a text's length (valibot's maxLength, or maxChars). */
export function isLengthCap(item: { type?: string }): boolean {
  return item.type === 'max_length' || item.type === 'max_chars';
}

/**
 * Characters that change what a reader sees without being seen: zero-width space, joiners and
 * marks (U+200B-U+200F), the bidirectional embeddings and overrides (U+202A-U+202E: U+202E
 * shows the rest of a name backwards), the isolates (U+2066-U+2069) and the BOM (U+FEFF).
 */
export const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/;
const VISIBLE_ONLY = /^[^\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]*$/;

/** Refuses invisible and direction-control characters (see INVISIBLE): names and accounts are refused, not silently changed. */
export function noInvisible(message: MessageId = 'valid.invisible') {
  return v.regex(VISIBLE_ONLY, message);
}

/**
 * A name (a role, a menu item, a file, a nickname): no invisible or direction-control character
 * anywhere (checked before trimming, which would silently drop a BOM at either end), then
 * trimmed, `min` to `max` characters as the user sees them. Joined emoji (which need U+200D) are
 * refused in names too.
 */
export function nameRule(min: number, max: number, length: MessageId) {
  return v.pipe(v.string(), noInvisible(), v.trim(), minChars(min, length), maxChars(max, length));
}

/** Longest URL a picture or file field keeps (a data: URL of an inline upload included). */
export const URL_MAX = 16 * 1024 * 1024;

/**
 * Where a picture, video or file a form keeps may come from: the console's own origin (a path
 * '/…', not '//host'), or what an upload gives, a `data:` or `blob:` URL. The file library's
 * URLs are of these forms. Any other URL (https://elsewhere) is refused: every admin's browser
 * would fetch it. A file library on another host needs its origin here and in the CSP
 * (scripts/security-headers.ts).
 */
export const MEDIA_URL = /^(?:\/(?![/\\])|data:|blob:)\S*$/;

export function mediaUrlRule(message: MessageId = 'valid.mediaUrl') {
  return v.pipe(v.string(), v.maxLength(URL_MAX, message), v.regex(MEDIA_URL, message));
}
