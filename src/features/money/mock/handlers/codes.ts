import { CARD_ALPHABET } from '@/records/catalogue';

/**
 * `count` new card codes, unique among themselves and against `taken`: 16 characters of the
 * 31-character alphabet (about 79 bits), drawn with crypto.getRandomValues (the browser's and
 * Node's Web Crypto), so a code cannot be guessed from another. A byte is used only below the
 * largest multiple of 31 under 256, so every character is equally likely.
 */
export function freshCodes(count: number, taken: ReadonlySet<string>): string[] {
  const size = CARD_ALPHABET.length;
  const limit = 256 - (256 % size);
  const out: string[] = [];
  const seen = new Set<string>();
  const bytes = new Uint8Array(64);
  let at = bytes.length;
  const nextChar = () => {
    for (;;) {
      if (at >= bytes.length) {
        crypto.getRandomValues(bytes);
        at = 0;
      }
      const b = bytes[at++];
      if (b < limit) return CARD_ALPHABET[b % size];
    }
  };
  while (out.length < count) {
    let code = '';
    for (let i = 0; i < 16; i++) code += (i && i % 4 === 0 ? '-' : '') + nextChar();
    if (taken.has(code) || seen.has(code)) continue;
    seen.add(code);
    out.push(code);
  }
  return out;
}
