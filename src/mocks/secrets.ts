/**
 * Secrets in the demo world: what it keeps instead of them. Web Crypto, the same API in the
 * browser and in Node.
 *
 * - Passwords are stored as `sha256$<salt>$<hex>`: SHA-256 of the salt and the password. Good
 *   enough that the demo's storage holds no password; a real backend uses a slow hash (bcrypt,
 *   scrypt, Argon2, PBKDF2) instead.
 * - A session is stored under the SHA-256 of its token: the token exists only in the answer to the
 *   sign-in and in the tab that holds it, so nothing stored can be replayed as a session.
 */
const encoder = new TextEncoder();

function hex(bytes: Uint8Array): string {
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export function randomHex(bytes: number): string {
  const out = new Uint8Array(bytes);
  crypto.getRandomValues(out);
  return hex(out);
}

export async function sha256(text: string): Promise<string> {
  return hex(new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text))));
}

const SCHEME = 'sha256';

/** The stored form of a password; a fresh random salt unless one is given (the seed gives a fixed one). */
export async function hashPassword(password: string, salt: string = randomHex(16)): Promise<string> {
  return `${SCHEME}$${salt}$${await sha256(`${salt}:${password}`)}`;
}

/** Whether `password` is the one `stored` (a value of hashPassword) was made from. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, digest] = stored.split('$');
  if (scheme !== SCHEME || !salt || !digest) return false;
  const candidate = await sha256(`${salt}:${password}`);
  let diff = candidate.length ^ digest.length;
  for (let i = 0; i < Math.min(candidate.length, digest.length); i++) diff |= candidate.charCodeAt(i) ^ digest.charCodeAt(i);
  return diff === 0;
}

export function isPasswordHash(value: string): boolean {
  return /^sha256\$[0-9a-f]+\$[0-9a-f]{64}$/.test(value);
}

/** A new session token: 128 random bits. */
export function newToken(): string {
  return `demo-${randomHex(16)}`;
}
