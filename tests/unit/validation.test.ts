import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import { translate, type MessageId } from '@/i18n';
import { emailRule, fieldErrors, PasswordFormSchema, personNameRule, phoneRule, ProfileFormSchema, userNameRule } from '@/lib/validation';

/*
 * Oracles: one small predicate per rule of section 5, written from the spec text character by
 * character (no regular expressions), so they can disagree with the implementation's regexes.
 */
const isAsciiLetter = (c: string) => (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
const isDigit = (c: string) => c >= '0' && c <= '9';
/** The Chinese characters the brief names: 一 (U+4E00) to 龥 (U+9FA5). */
const isChinese = (c: string) => c.length === 1 && c >= '\u4e00' && c <= '\u9fa5';
const chars = (s: string) => s.split('');
const every = (s: string, ok: (c: string) => boolean) => chars(s).every(ok);

/** userName: required; letters and digits only. */
const userNameOk = (s: string) => s.length > 0 && every(s, (c) => isAsciiLetter(c) || isDigit(c));

/** name: 2-4 Chinese characters with an optional middle-dot part (also 2-4), or 2-20 letters, dots and spaces. */
function nameOk(s: string): boolean {
  const chinesePart = (p: string) => p.length >= 2 && p.length <= 4 && every(p, isChinese);
  const parts = s.split('·');
  if ((parts.length === 1 || parts.length === 2) && parts.every(chinesePart)) return true;
  return s.length >= 2 && s.length <= 20 && every(s, (c) => isAsciiLetter(c) || c === '.' || c === ' ');
}

/**
 * email: a valid address: local@domain. The local part is dot-separated non-empty runs of
 * letters, digits, '_', '+', '-' (no leading, trailing or doubled dot); the domain is at least two
 * dot-separated labels of letters, digits and '-', no label starting or ending with '-', and the
 * last label (top-level domain) has at least two letters only.
 */
function emailOk(s: string): boolean {
  const at = s.split('@');
  if (at.length !== 2) return false;
  const [local, domain] = at;
  const localChar = (c: string) => isAsciiLetter(c) || isDigit(c) || c === '_' || c === '+' || c === '-';
  if (!local.split('.').every((run) => run.length > 0 && every(run, localChar))) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  const labelOk = (l: string) =>
    l.length > 0 && !l.startsWith('-') && !l.endsWith('-') && every(l, (c) => isAsciiLetter(c) || isDigit(c) || c === '-');
  if (!labels.every(labelOk)) return false;
  const tld = labels[labels.length - 1];
  return tld.length >= 2 && every(tld, isAsciiLetter);
}

/** phone: 11 digits: 1, then 3-9, then nine more digits. */
const phoneOk = (s: string) => s.length === 11 && every(s, isDigit) && s[0] === '1' && s[1] >= '3' && s[1] <= '9';

/** Login-session password: 1-9 characters, letters and digits only, at least one letter and one digit. */
const sessionPasswordOk = (s: string) =>
  s.length >= 1 && s.length <= 9 && every(s, (c) => isAsciiLetter(c) || isDigit(c)) && chars(s).some(isDigit) && chars(s).some(isAsciiLetter);

/* Generators: arbitrary strings, plus near-valid strings built from the characters that matter. */
const pick = (...xs: string[]) => fc.constantFrom(...xs);
const word = (unit: fc.Arbitrary<string>, minLength: number, maxLength: number) => fc.string({ unit, minLength, maxLength });

/** Boundary and look-alike characters: the range ends of 一-龥 and just outside, full-width forms, other dots. */
const TRICKY = ['一', '龥', '\u4dff', '\u9fa6', '〇', '·', '•', '・', '.', ' ', '\t', '\n', 'é', 'ｚ', '１', '٣', '@', '-', '_', '+', '%', '"'];
const CHINESE = pick('一', '龥', '中', '国', '张', '伟', '欧', '阳');
const LETTER = pick('a', 'z', 'A', 'Z', 'm', 'Q');
const DIGIT = pick('0', '1', '3', '5', '9');

const anyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  word(fc.oneof(CHINESE, LETTER, DIGIT, pick(...TRICKY)), 0, 25),
);

const nearUserName = word(fc.oneof({ weight: 8, arbitrary: fc.oneof(LETTER, DIGIT) }, { weight: 1, arbitrary: pick(...TRICKY, '中') }), 0, 25);

const chinesePart = word(fc.oneof({ weight: 10, arbitrary: CHINESE }, { weight: 1, arbitrary: pick(...TRICKY) }), 0, 6);
const nearName = fc.oneof(
  chinesePart,
  fc.tuple(chinesePart, pick('·', '•', '・', '.', '··'), chinesePart).map(([a, dot, b]) => a + dot + b),
  fc.tuple(chinesePart, pick('·'), chinesePart, pick('·'), chinesePart).map((xs) => xs.join('')),
  word(fc.oneof({ weight: 10, arbitrary: fc.oneof(LETTER, pick('.', ' ')) }, { weight: 1, arbitrary: pick(...TRICKY, '中', '1') }), 0, 23),
  fc.tuple(word(LETTER, 0, 3), chinesePart).map(([a, b]) => a + b),
);

/** Mostly well-formed pieces, sometimes empty or with a stray character, so both sides are hit. */
const piece = (good: fc.Arbitrary<string>, edge: fc.Arbitrary<string>) =>
  fc.oneof(
    { weight: 12, arbitrary: word(good, 1, 5) },
    { weight: 1, arbitrary: fc.constant('') },
    { weight: 2, arbitrary: fc.tuple(word(good, 0, 3), edge, word(good, 0, 3)).map((xs) => xs.join('')) },
  );
const emailRun = piece(fc.oneof({ weight: 6, arbitrary: fc.oneof(LETTER, DIGIT) }, { weight: 1, arbitrary: pick('_', '+', '-') }), pick(...TRICKY));
const label = piece(fc.oneof(LETTER, DIGIT), pick('-', '-', ...TRICKY));
const tld = fc.oneof({ weight: 8, arbitrary: word(LETTER, 2, 4) }, { weight: 1, arbitrary: word(fc.oneof(LETTER, DIGIT, pick('-')), 0, 3) });
const nearEmail = fc
  .tuple(
    fc.array(emailRun, { minLength: 1, maxLength: 3 }),
    fc.oneof({ weight: 10, arbitrary: fc.constant('@') }, { weight: 1, arbitrary: pick('', '@@', '@a@') }),
    fc.array(label, { minLength: 0, maxLength: 3 }),
    tld,
  )
  .map(([local, at, labels, top]) => `${local.join('.')}${at}${[...labels, top].join('.')}`);

const nearPhone = fc.oneof(
  fc.tuple(pick('1', '1', '1', '0', '2', '１'), DIGIT, word(DIGIT, 7, 11)).map((xs) => xs.join('')),
  fc.tuple(pick('1'), fc.integer({ min: 0, max: 9 }).map(String), word(fc.oneof({ weight: 20, arbitrary: DIGIT }, { weight: 1, arbitrary: pick(' ', '-', 'a', '٣', '\n') }), 9, 9)).map((xs) => xs.join('')),
);

const nearPassword = word(fc.oneof({ weight: 10, arbitrary: fc.oneof(LETTER, DIGIT) }, { weight: 1, arbitrary: pick(...TRICKY, '中', '!') }), 0, 11);

type Rule = v.GenericSchema<string, string>;
const RULES: Array<{ name: string; rule: Rule; oracle: (s: string) => boolean; near: fc.Arbitrary<string>; required: MessageId; invalid: MessageId }> = [
  { name: 'userName', rule: userNameRule, oracle: userNameOk, near: nearUserName, required: 'valid.userNameRequired', invalid: 'valid.userNameChars' },
  { name: 'name', rule: personNameRule, oracle: nameOk, near: nearName, required: 'valid.nameRequired', invalid: 'valid.nameChars' },
  { name: 'email', rule: emailRule, oracle: emailOk, near: nearEmail, required: 'valid.emailRequired', invalid: 'valid.email' },
  { name: 'phone', rule: phoneRule, oracle: phoneOk, near: nearPhone, required: 'valid.phoneRequired', invalid: 'valid.phone' },
];

/** The rule accepts s exactly when the oracle does, and a refusal carries the right message first. */
function agrees(rule: Rule, oracle: (s: string) => boolean, required: MessageId, invalid: MessageId, s: string) {
  const result = v.safeParse(rule, s);
  expect(result.success, JSON.stringify(s)).toBe(oracle(s));
  if (!result.success) expect(result.issues[0].message).toBe(s === '' ? required : invalid);
}

describe('section 5 rules accept exactly what the spec accepts', () => {
  for (const { name, rule, oracle, near, required, invalid } of RULES) {
    describe(name, () => {
      it('arbitrary strings', () => {
        fc.assert(fc.property(anyString, (s) => agrees(rule, oracle, required, invalid, s)), { numRuns: 1000 });
      });

      it('near-valid strings (both accepted and refused ones are generated)', () => {
        let accepted = 0;
        let refused = 0;
        fc.assert(
          fc.property(near, (s) => {
            if (oracle(s)) accepted += 1;
            else refused += 1;
            agrees(rule, oracle, required, invalid, s);
          }),
          { numRuns: 3000 },
        );
        // The generator is only useful if it lands on both sides of the rule.
        expect(accepted).toBeGreaterThan(100);
        expect(refused).toBeGreaterThan(100);
      });
    });
  }

  it('session password: arbitrary and near-valid strings', () => {
    const rule = PasswordFormSchema;
    const check = (s: string) => {
      const ok = v.safeParse(rule, { password: s, password2: s }).success;
      expect(ok, JSON.stringify(s)).toBe(sessionPasswordOk(s));
      const errors = fieldErrors(rule, { password: s, password2: s });
      if (!ok) {
        expect(errors.password).toBe(s === '' ? 'valid.passwordRequired' : 'valid.sessionPassword');
        expect(errors.password2).toBe(s === '' ? 'valid.password2Required' : 'valid.sessionPassword');
      } else expect(errors).toEqual({});
    };
    let accepted = 0;
    fc.assert(fc.property(anyString, check), { numRuns: 1000 });
    fc.assert(
      fc.property(nearPassword, (s) => {
        if (sessionPasswordOk(s)) accepted += 1;
        check(s);
      }),
      { numRuns: 3000 },
    );
    expect(accepted).toBeGreaterThan(100);
  });

  it('session password: the confirmation must equal the password (message on password2)', () => {
    fc.assert(
      fc.property(nearPassword, nearPassword, (p1, p2) => {
        const result = v.safeParse(PasswordFormSchema, { password: p1, password2: p2 });
        expect(result.success).toBe(sessionPasswordOk(p1) && sessionPasswordOk(p2) && p1 === p2);
        const errors = fieldErrors(PasswordFormSchema, { password: p1, password2: p2 });
        if (sessionPasswordOk(p1) && sessionPasswordOk(p2) && p1 !== p2) {
          expect(errors).toEqual({ password2: 'valid.passwordMismatch' });
        }
        if (!sessionPasswordOk(p1)) expect(errors.password).toBeDefined();
        if (p1 === p2 && !sessionPasswordOk(p1)) expect(errors.password2).not.toBe('valid.passwordMismatch');
      }),
      { numRuns: 3000 },
    );
  });
});

describe('examples at the limits', () => {
  it.each([
    ['张三', true],
    ['欧阳娜娜', true],
    ['张', false],
    ['欧阳娜娜娜', false],
    ['阿卜杜·热合曼', true],
    ['阿卜·热', false],
    ['阿卜·热合曼提江', false],
    ['·张三', false],
    ['张三·', false],
    ['张三·李四·王五', false],
    ['John Smith', true],
    ['J.R.', true],
    ['Al', true],
    ['A', false],
    ['Abcdefghij Klmnopqrs', true],
    ['Abcdefghij Klmnopqrst', false],
    ['张三 Li', false],
    ['José', false],
    ['张三\n', false],
  ])('name %j -> %s', (s, ok) => {
    expect(nameOk(s)).toBe(ok);
    expect(v.safeParse(personNameRule, s).success).toBe(ok);
  });

  it.each([
    ['13800138000', true],
    ['19999999999', true],
    ['12800138000', false],
    ['1380013800', false],
    ['138001380000', false],
    ['23800138000', false],
    ['13800138000\n', false],
    ['１3800138000', false],
  ])('phone %j -> %s', (s, ok) => {
    expect(phoneOk(s)).toBe(ok);
    expect(v.safeParse(phoneRule, s).success).toBe(ok);
  });

  it.each([
    ['admin@drama.example', true],
    ['first.last+tag@mail.example.co', true],
    ['a_b-c@sub-domain.example.com', true],
    ['a@b.cd', true],
    ['a@b.c', false],
    ['a@b', false],
    ['a@b.c1', false],
    ['@b.cd', false],
    ['a@@b.cd', false],
    ['a b@c.de', false],
    ['a..b@c.de', false],
    ['.a@c.de', false],
    ['a.@c.de', false],
    ['a@-c.de', false],
    ['a@c-.de', false],
    ['a@c..de', false],
    ['a@.c.de', false],
    ['张三@c.de', false],
  ])('email %j -> %s', (s, ok) => {
    expect(emailOk(s)).toBe(ok);
    expect(v.safeParse(emailRule, s).success).toBe(ok);
  });

  it.each([
    ['a1', true],
    ['abcdefgh9', true],
    ['abcdefgh90', false],
    ['a', false],
    ['1', false],
    ['abcdef', false],
    ['123456', false],
    ['a1!', false],
    ['a1 ', false],
    ['ａ1', false],
  ])('session password %j -> %s', (s, ok) => {
    expect(sessionPasswordOk(s)).toBe(ok);
    expect(v.safeParse(PasswordFormSchema, { password: s, password2: s }).success).toBe(ok);
  });

  it('the profile form checks every field and reports the first message of each', () => {
    expect(fieldErrors(ProfileFormSchema, { userName: '', name: '', email: '', phone: '' })).toEqual({
      userName: 'valid.userNameRequired',
      name: 'valid.nameRequired',
      email: 'valid.emailRequired',
      phone: 'valid.phoneRequired',
    });
    expect(fieldErrors(ProfileFormSchema, { userName: 'ad min', name: 'X', email: 'x@', phone: '123' })).toEqual({
      userName: 'valid.userNameChars',
      name: 'valid.nameChars',
      email: 'valid.email',
      phone: 'valid.phone',
    });
    expect(fieldErrors(ProfileFormSchema, { userName: 'admin', name: '王建国', email: 'admin@drama.example', phone: '13800138000' })).toEqual({});
  });
});

describe('section 5 messages, verbatim in Chinese', () => {
  it.each([
    ['valid.userNameRequired', '请输入用户名'],
    ['valid.userNameChars', '用户名只能包含字母和数字'],
    ['valid.nameRequired', '请输入姓名'],
    ['valid.nameChars', '姓名只能包含字母和汉字'],
    ['valid.emailRequired', '请输入邮箱'],
    ['valid.email', '请输入正确的邮箱'],
    ['valid.phoneRequired', '请输入手机号'],
    ['valid.phone', '请输入正确的手机号'],
    ['valid.sessionPassword', '密码只能包含字母和数字,长度一到九位'],
    ['valid.passwordMismatch', '两次密码不一样，请重新确认密码'],
  ] as const)('%s = %s', (id, zh) => {
    expect(translate('ZH', id)).toBe(zh);
    expect(translate('EN', id).length).toBeGreaterThan(0);
  });

  it('the mismatch message is the one shown on password2', () => {
    const errors = fieldErrors(PasswordFormSchema, { password: 'abc123', password2: 'abc124' });
    expect(Object.keys(errors)).toEqual(['password2']);
    expect(translate('ZH', errors.password2)).toBe('两次密码不一样，请重新确认密码');
  });
});
