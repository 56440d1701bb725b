import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import { translate } from '@/i18n';
import { charCount, CODE_POINTS_PER_CHAR, maxChars, MEDIA_URL, mediaUrlRule, minChars, nameRule } from '@/lib/text';
import { LONG_TEXT_MAX, TEXT_MAX } from '@/lib/resource/form-schema';
import { menuIconRule, roleNameRule } from '@/features/system/resources';

/*
 * The free-text rules of src/lib/text.ts against oracles that do not share their code: strings are
 * built from a list of "characters as the user sees them", so the oracle's length is the list's
 * length, whatever UTF-16 makes of them; invisible characters are checked by code point.
 */

/**
 * One visible character each, however many UTF-16 units: letters, Chinese, a composed and a
 * decomposed é, emoji with a skin tone, flags, a keycap, a joined family (4 people, 7 code points).
 * None starts with a combining mark or a lone regional indicator, so neighbours never merge.
 */
const SEEN = ['a', 'Z', '7', ' ', '中', '龥', '·', 'é', 'e\u0301', '👍', '👍🏽', '🇨🇳', '🇯🇵', '1️⃣', '👨‍👩‍👧‍👦', '𠀋', 'ㄅ', 'ñ', '—'];
const seen = fc.constantFrom(...SEEN);
const text = (min: number, max: number) => fc.array(seen, { minLength: min, maxLength: max });
/** What a name may hold: the same, without the joined family (U+200D, a zero-width joiner, is refused in names). */
const NAME_CHARS = SEEN.filter((c) => !c.includes('\u200d'));
const nameText = (min: number, max: number) => fc.array(fc.constantFrom(...NAME_CHARS), { minLength: min, maxLength: max });

/** The characters a name may not hide, by code point (not the implementation's regular expression). */
const INVISIBLE_POINTS = [
  ...[0x200b, 0x200c, 0x200d, 0x200e, 0x200f],
  ...[0x202a, 0x202b, 0x202c, 0x202d, 0x202e],
  ...[0x2066, 0x2067, 0x2068, 0x2069],
  0xfeff,
];
const isInvisible = (c: string) => INVISIBLE_POINTS.includes(c.codePointAt(0)!);
const hidden = fc.constantFrom(...INVISIBLE_POINTS.map((p) => String.fromCodePoint(p)));

const first = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? null : result.issues[0].message;
};

describe('charCount: characters as the user sees them', () => {
  it('counts each seen character once, however many UTF-16 units it takes', () => {
    fc.assert(
      fc.property(text(0, 40), (chars) => {
        expect(charCount(chars.join(''))).toBe(chars.length);
      }),
      { numRuns: 500 },
    );
  });

  it('six emoji are six characters (UTF-16 counts twelve or more)', () => {
    const six = '😀😁😂🤣😃😄';
    expect(six.length).toBe(12);
    expect(charCount(six)).toBe(6);
  });
});

describe('minChars / maxChars', () => {
  it('accept exactly the texts within the bounds, counted as seen', () => {
    fc.assert(
      fc.property(text(0, 14), fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 8 }), (chars, min, extra) => {
        const max = min + extra;
        const schema = v.pipe(v.string(), minChars(min, 'valid.invalid'), maxChars(max, 'valid.textTooLong'));
        const s = chars.join('');
        const problem = first(schema, s);
        if (chars.length < min) expect(problem).toBe('valid.invalid');
        else if (chars.length > max) expect(problem).toBe('valid.textTooLong');
        else expect(problem).toBeNull();
      }),
      { numRuns: 1000 },
    );
  });

  it('bound what one "character" may hold: a pile of combining marks is refused', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 0, max: 120 }), (max, marks) => {
        const zalgo = `a${'\u0301'.repeat(marks)}`;
        expect(charCount(zalgo)).toBe(1);
        const ok = 1 + marks <= max * CODE_POINTS_PER_CHAR;
        expect(first(v.pipe(v.string(), maxChars(max, 'valid.textTooLong')), zalgo)).toBe(ok ? null : 'valid.textTooLong');
      }),
    );
  });

  it('the kit caps say the numbers they hold to', () => {
    expect(translate('ZH', 'valid.textTooLong')).toContain(String(TEXT_MAX));
    expect(translate('EN', 'valid.textTooLong')).toContain(String(TEXT_MAX));
    expect(translate('ZH', 'valid.longTextTooLong')).toContain(String(LONG_TEXT_MAX));
    expect(translate('EN', 'valid.longTextTooLong')).toContain(String(LONG_TEXT_MAX));
  });
});

describe('names: 2-10 characters as seen, nothing invisible (the role name)', () => {
  it('accepts 2 to 10 seen characters, refuses fewer or more with the length message', () => {
    fc.assert(
      fc.property(nameText(0, 14), (chars) => {
        const s = chars.join('');
        const trimmed = s.trim();
        const n = charCount(trimmed);
        expect(first(roleNameRule, s)).toBe(n >= 2 && n <= 10 ? null : 'system.role.nameLength');
      }),
      { numRuns: 1000 },
    );
  });

  it('six emoji make a valid role name', () => {
    expect(first(roleNameRule, '👍🏽🇨🇳1️⃣😀😁😂')).toBeNull();
  });

  it('refuses a name with an invisible or direction-control character anywhere, with its own message', () => {
    fc.assert(
      fc.property(nameText(2, 8), hidden, fc.nat(), (chars, bad, at) => {
        const i = at % (chars.length + 1);
        const s = [...chars.slice(0, i), bad, ...chars.slice(i)].join('');
        expect(first(nameRule(1, 20, 'system.role.nameLength'), s)).toBe('valid.invisible');
      }),
      { numRuns: 500 },
    );
  });

  it('never refuses a visible name as invisible (any string: refused as invisible exactly when it holds one)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.oneof(fc.constantFrom(...NAME_CHARS), hidden, fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })), maxLength: 12 }), (s) => {
        const invisible = [...s].some(isInvisible);
        expect(first(nameRule(0, 1000, 'system.role.nameLength'), s) === 'valid.invisible').toBe(invisible);
      }),
      { numRuns: 1000 },
    );
  });

  it('U+202E would show the next operator a reversed name: refused', () => {
    expect(first(roleNameRule, '\u202E员管理')).toBe('valid.invisible');
  });
});

describe('picture and file URLs: the console, the file library or an upload only', () => {
  const host = fc.domain();
  const path = fc.webPath();

  it('refuses any http(s) or protocol-relative URL, with the field message', () => {
    fc.assert(
      fc.property(fc.constantFrom('http://', 'https://', 'HTTPS://', '//', '/\\', 'javascript:'), host, path, (scheme, h, p) => {
        const url = `${scheme}${h}${p}`;
        expect(MEDIA_URL.test(url)).toBe(false);
        expect(first(menuIconRule, url)).toBe('system.menu.iconUrlRule');
      }),
    );
  });

  it('accepts paths of the console and the URLs uploads give', () => {
    fc.assert(
      fc.property(path, fc.base64String({ maxLength: 40 }), (p, data) => {
        const local = `/${p.replace(/^[/\\]+/, '')}`.replace(/\s/g, '');
        expect(first(mediaUrlRule(), local)).toBeNull();
        expect(first(mediaUrlRule(), `data:image/png;base64,${data}`)).toBeNull();
        expect(first(mediaUrlRule(), 'blob:http://localhost:4192/0f2c1c4e-8d1b-4b57-9a43-1c8d2f5b7a10')).toBeNull();
      }),
    );
  });

  it('the seeded menu icons pass', () => {
    for (const icon of ['/icons/system.svg', '/icons/member.svg']) expect(first(menuIconRule, icon)).toBeNull();
  });
});
