import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Bilingual } from './define';
import common from './messages/common';
import errors from './messages/errors';
import shell from './messages/shell';
import auth from './messages/auth';

/**
 * The i18n kernel. The sign-in page carries only the groups below (common, errors, shell, and
 * auth: sign-in, account and section 5's validation messages); every other group is registered when its code loads: an area's
 * `messages.ts` with the area's page chunk (or its mock), the list kit's with the kit, the demo
 * panel's with the panel.
 *
 * The TYPE of message ids still covers every group: each group file augments `MessageGroups`
 * (`declare module '@/i18n' { interface MessageGroups { member: typeof messages } }`), and every
 * group file is part of the type-checked program. tests/unit/i18n.test.ts loads them all and
 * checks that each id is defined once, in both languages, with the same placeholders.
 */
export interface MessageGroups {
  common: typeof common;
  errors: typeof errors;
  shell: typeof shell;
  auth: typeof auth;
}

type Ids<G> = G extends Record<string, Bilingual> ? keyof G & string : never;
export type MessageId = { [K in keyof MessageGroups]: Ids<MessageGroups[K]> }[keyof MessageGroups];
export type GroupName = keyof MessageGroups;

/** The two interface languages, spelled as the `language` header and `localeLang` want them. */
export type Locale = 'ZH' | 'EN';
export const LOCALES: readonly Locale[] = ['ZH', 'EN'];
export const DEFAULT_LOCALE: Locale = 'ZH';

/** The groups registered so far, by name. */
export const groups: Partial<Record<GroupName, Record<string, Bilingual>>> = {};
/** Every message registered so far, by id. */
export const catalogue = {} as Record<MessageId, Bilingual>;

const cache = createIntlCache();
const intls = new Map<Locale, IntlShape<string>>();
/**
 * Each language's messages by id: one object per language, which each intl reads at format time,
 * so a group registered later (a page's chunk) is added to it and no intl is built again (building
 * one cost a few ms each time a chunk with messages loaded, on the way to a page's first paint).
 * Strings in dev and tests; in a build, every one an AST compiled at build time (./define.ts).
 */
const tables: Record<Locale, Record<string, string | MessageFormatElement[]>> = { ZH: {}, EN: {} };

/**
 * Adds a group of messages to the catalogue (idempotent). Called by the group's own module when
 * it loads, so importing a group is registering it.
 */
export function registerMessages<const T extends Record<string, Bilingual>>(name: GroupName, messages: T): T {
  if (groups[name] === messages) return messages;
  groups[name] = messages;
  Object.assign(catalogue, messages);
  for (const [id, m] of Object.entries(messages)) {
    tables.ZH[id] = m.zh;
    tables.EN[id] = m.en;
  }
  return messages;
}

registerMessages('common', common);
registerMessages('errors', errors);
registerMessages('shell', shell);
registerMessages('auth', auth);

export function getIntl(locale: Locale): IntlShape<string> {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl({ locale: locale === 'ZH' ? 'zh-CN' : 'en-US', messages: tables[locale] as Record<string, string> }, cache);
    intls.set(locale, intl);
  }
  return intl;
}

export type Values = Record<string, string | number>;
export type Translate = (id: MessageId, values?: Values) => string;

/**
 * Placeholders that name an identifier, a number of something else's (a card, an order) or a
 * year: their numbers are shown as they are (短剧 ID 1129, 2026). Every other number a message is
 * given is a count or an amount, grouped in the language's way (共 43,703 条), as the lists'
 * cells and the pager group theirs: one number format in both languages.
 */
const UNGROUPED = /^(id|[a-zA-Z]+Id|card|number|orderNo|storeNo|year|row|line|port|version|code)$/;
const grouping = new Map<Locale, Intl.NumberFormat>();

/** Whether the message (its source text, or its precompiled form in a build) formats `key` itself: {key, number}, {key, plural, …}. */
function formatsItself(message: string | MessageFormatElement[] | undefined, key: string): boolean {
  if (message === undefined) return false;
  if (typeof message === 'string') return new RegExp(`\\{\\s*${key}\\s*,`).test(message);
  return message.some((element) => {
    if (!('value' in element)) return false;
    // @formatjs/icu-messageformat-parser's TYPE: 0 literal, 1 plain argument {key}; the others format it.
    if (element.value === key && element.type !== 0 && element.type !== 1) return true;
    const options = 'options' in element ? (element.options as Record<string, { value: MessageFormatElement[] }>) : undefined;
    return options ? Object.values(options).some((option) => formatsItself(option.value, key)) : false;
  });
}

function groupCounts(locale: Locale, id: MessageId, values: Values | undefined): Values | undefined {
  if (!values) return values;
  let out: Values | undefined;
  for (const [key, value] of Object.entries(values)) {
    if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) < 1000 || UNGROUPED.test(key)) continue;
    // A placeholder the message formats itself ({n, number}, {n, plural, …}) keeps its number.
    if (formatsItself(tables[locale][id], key)) continue;
    let format = grouping.get(locale);
    if (!format) grouping.set(locale, (format = new Intl.NumberFormat(locale === 'ZH' ? 'zh-CN' : 'en-US')));
    out ??= { ...values };
    out[key] = format.format(value);
  }
  return out ?? values;
}

export function translate(locale: Locale, id: MessageId, values?: Values): string {
  return getIntl(locale).formatMessage({ id }, groupCounts(locale, id, values));
}

export function isMessageId(id: string): id is MessageId {
  return Object.prototype.hasOwnProperty.call(catalogue, id);
}

interface I18nValue {
  locale: Locale;
  t: Translate;
  /** Number and date formatting in the current language (messages go through `t`). */
  intl: IntlShape<string>;
}

const I18nContext = createContext<I18nValue | null>(null);

export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const value = useMemo<I18nValue>(
    () => ({ locale, intl: getIntl(locale), t: (id, values) => translate(locale, id, values) }),
    [locale],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}
