import * as v from 'valibot';
import type { MessageId } from '@/i18n';

/**
 * Section 5's rules, once. Each issue's message is a message id, translated where shown.
 * Forms, the mock backend and the property tests all use these.
 */
const m = (id: MessageId) => id;

export const USERNAME_CHARS = /^[A-Za-z0-9]+$/;
/** 2-4 Chinese characters with an optional middle-dot part, or 2-20 letters, dots and spaces. */
export const PERSON_NAME = /^(?:[\u4e00-\u9fa5]{2,4}(?:·[\u4e00-\u9fa5]{2,4})?|[A-Za-z. ]{2,20})$/;
/**
 * local@domain: the local part is dot-separated runs of letters, digits, _ + - (no leading,
 * trailing or doubled dot); the domain is dot-separated labels that neither start nor end with
 * '-', ending in a top-level domain of two or more letters.
 */
export const EMAIL = /^[A-Za-z0-9_+-]+(?:\.[A-Za-z0-9_+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
/** 11 digits: 1, then 3-9, then nine more. */
export const PHONE = /^1[3-9]\d{9}$/;
/** Login-session password: 1-9 letters and digits with at least one of each. */
export const SESSION_PASSWORD = /^(?=.*\d)(?=.*[A-Za-z])[A-Za-z\d]{1,9}$/;

export const userNameRule = v.pipe(v.string(), v.nonEmpty(m('valid.userNameRequired')), v.regex(USERNAME_CHARS, m('valid.userNameChars')));
export const personNameRule = v.pipe(v.string(), v.nonEmpty(m('valid.nameRequired')), v.regex(PERSON_NAME, m('valid.nameChars')));
export const emailRule = v.pipe(v.string(), v.nonEmpty(m('valid.emailRequired')), v.regex(EMAIL, m('valid.email')));
export const phoneRule = v.pipe(v.string(), v.nonEmpty(m('valid.phoneRequired')), v.regex(PHONE, m('valid.phone')));

export const ProfileFormSchema = v.object({
  userName: userNameRule,
  name: personNameRule,
  email: emailRule,
  phone: phoneRule,
});
export type ProfileForm = v.InferOutput<typeof ProfileFormSchema>;

export const PasswordFormSchema = v.pipe(
  v.object({
    password: v.pipe(v.string(), v.nonEmpty(m('valid.passwordRequired')), v.regex(SESSION_PASSWORD, m('valid.sessionPassword'))),
    password2: v.pipe(v.string(), v.nonEmpty(m('valid.password2Required')), v.regex(SESSION_PASSWORD, m('valid.sessionPassword'))),
  }),
  v.forward(
    v.partialCheck([['password'], ['password2']], (i) => i.password === i.password2, m('valid.passwordMismatch')),
    ['password2'],
  ),
);
export type PasswordForm = v.InferOutput<typeof PasswordFormSchema>;

export const LoginFormSchema = v.object({
  username: v.pipe(v.string(), v.trim(), v.nonEmpty(m('login.usernameRequired'))),
  password: v.pipe(v.string(), v.nonEmpty(m('login.passwordRequired'))),
});

/** First message per top-level field for a value checked against a schema. */
export function fieldErrors(schema: v.GenericSchema, value: unknown): Record<string, MessageId> {
  const result = v.safeParse(schema, value);
  const errors: Record<string, MessageId> = {};
  if (result.success) return errors;
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string' && !(key in errors)) errors[key] = issue.message as MessageId;
  }
  return errors;
}
