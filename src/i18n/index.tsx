import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { Bilingual } from './define';
import common from './messages/common';
import errors from './messages/errors';
import shell from './messages/shell';
import auth from './messages/auth';
import demo from './messages/demo';
import resource from './messages/resource';
import system from './messages/system';
import member from './messages/member';

/** Every message group; a new area adds its file here and nowhere else. */
export const groups = { common, errors, shell, auth, demo, resource, system, member } as const;

type Groups = typeof groups;
type Ids<G> = G extends Record<string, Bilingual> ? keyof G & string : never;
export type MessageId = { [K in keyof Groups]: Ids<Groups[K]> }[keyof Groups];

/** The two interface languages, spelled as the `language` header and `localeLang` want them. */
export type Locale = 'ZH' | 'EN';
export const LOCALES: readonly Locale[] = ['ZH', 'EN'];
export const DEFAULT_LOCALE: Locale = 'ZH';

export const catalogue: Record<MessageId, Bilingual> = Object.assign({}, ...Object.values(groups));

const cache = createIntlCache();
const intls = new Map<Locale, IntlShape<string>>();

export function getIntl(locale: Locale): IntlShape<string> {
  let intl = intls.get(locale);
  if (!intl) {
    const key = locale === 'ZH' ? 'zh' : 'en';
    const messages: Record<string, string> = {};
    for (const [id, m] of Object.entries(catalogue)) messages[id] = m[key];
    intl = createIntl({ locale: locale === 'ZH' ? 'zh-CN' : 'en-US', messages }, cache);
    intls.set(locale, intl);
  }
  return intl;
}

export type Values = Record<string, string | number>;
export type Translate = (id: MessageId, values?: Values) => string;

export function translate(locale: Locale, id: MessageId, values?: Values): string {
  return getIntl(locale).formatMessage({ id }, values);
}

export function isMessageId(id: string): id is MessageId {
  return Object.prototype.hasOwnProperty.call(catalogue, id);
}

interface I18nValue {
  locale: Locale;
  t: Translate;
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
