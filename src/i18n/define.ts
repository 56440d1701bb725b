/**
 * A message in both interface languages. Japanese labels of the spec are plain message ids.
 * Written as ICU strings; client builds ship each one pre-parsed (its ICU AST, see
 * scripts/vite/icu-precompile.ts), so read messages only through the kernel (`translate`, `getIntl`).
 */
export interface Bilingual {
  zh: string;
  en: string;
}

/** Declares a group of messages; each id lives in exactly one group (checked by tests/unit/i18n.test.ts). */
export function defineMessages<const T extends Record<string, Bilingual>>(messages: T): T {
  return messages;
}
