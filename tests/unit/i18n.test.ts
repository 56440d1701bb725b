import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { catalogue, groups, isMessageId, translate, type MessageId } from '@/i18n';

const SRC = join(process.cwd(), 'src');
/** Dotted lower-camel segments: 'msg.menuFailed', 'error.http.401', 'page.notFound.title'. */
const GENERIC_ID = /^[a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)+$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry) && !entry.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every quoted string literal ('...', "...", or a `...` without interpolation) in a file. */
function stringLiterals(text: string): string[] {
  const out: string[] = [];
  const re = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\$]|\\.|\$(?!\{))*)`/g;
  for (const m of text.matchAll(re)) out.push(m[1] ?? m[2] ?? m[3]);
  return out;
}

/** The names of every argument ({name}, {n, plural, ...}, <tag>) in an ICU message, nested too. */
function argumentsOf(elements: MessageFormatElement[], out = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    out.add(`${el.type}:${el.value}`);
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      for (const option of Object.values(el.options)) argumentsOf(option.value, out);
    }
    if (el.type === TYPE.tag) argumentsOf(el.children, out);
  }
  return out;
}

const entries = Object.entries(groups).flatMap(([group, messages]) =>
  Object.entries(messages as Record<string, { zh: string; en: string }>).map(([id, m]) => ({ group, id, m })),
);

/**
 * The prefixes of the brief, plus every prefix the catalogue uses (areas are being added), so a
 * source string like 'list.search' is checked once some group owns 'list.'.
 */
const PREFIXES = new Set([
  ...['msg', 'error', 'common', 'shell', 'tabs', 'page', 'login', 'profile', 'valid', 'password', 'demo', 'app'],
  ...entries.map((e) => e.id.split('.')[0]),
]);
const looksLikeId = (s: string) => GENERIC_ID.test(s) && PREFIXES.has(s.split('.')[0]);

describe('message catalogue', () => {
  it('has messages, and the catalogue is exactly the union of the groups', () => {
    expect(entries.length).toBeGreaterThan(50);
    expect(Object.keys(catalogue).sort()).toEqual([...new Set(entries.map((e) => e.id))].sort());
  });

  it('no id is defined in two groups', () => {
    const where = new Map<string, string[]>();
    for (const { group, id } of entries) where.set(id, [...(where.get(id) ?? []), group]);
    const duplicates = [...where].filter(([, gs]) => gs.length > 1).map(([id, gs]) => `${id} in ${gs.join(', ')}`);
    expect(duplicates).toEqual([]);
  });

  it('every message has a non-empty zh and en, both plain strings', () => {
    const bad = entries.filter(({ m }) => typeof m.zh !== 'string' || typeof m.en !== 'string' || !m.zh.trim() || !m.en.trim());
    expect(bad.map((e) => e.id)).toEqual([]);
  });

  it('every id is dotted lower camel case', () => {
    expect(entries.map((e) => e.id).filter((id) => !GENERIC_ID.test(id))).toEqual([]);
  });

  it('zh and en parse as ICU messages with the same placeholders', () => {
    const mismatches: string[] = [];
    for (const { id, m } of entries) {
      const zh = argumentsOf(parse(m.zh));
      const en = argumentsOf(parse(m.en));
      if ([...zh].sort().join() !== [...en].sort().join()) mismatches.push(`${id}: zh {${[...zh]}} en {${[...en]}}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('placeholders are filled in both languages', () => {
    for (const { id, m } of entries) {
      const names = [...argumentsOf(parse(m.zh))].filter((a) => a.startsWith(`${TYPE.argument}:`)).map((a) => a.split(':')[1]);
      if (!names.length) continue;
      const values = Object.fromEntries(names.map((n) => [n, `«${n}»`]));
      for (const locale of ['ZH', 'EN'] as const) {
        const text = translate(locale, id as MessageId, values);
        for (const n of names) expect(text, `${id} ${locale}`).toContain(`«${n}»`);
        expect(text).not.toMatch(/[{}]/);
      }
    }
  });

  it('translate gives the zh text for ZH and the en text for EN', () => {
    expect(translate('ZH', 'error.http.500')).toBe('服务异常！');
    expect(translate('EN', 'error.http.500')).toBe(catalogue['error.http.500'].en);
    expect(translate('ZH', 'msg.exitSuccess')).toBe('退出成功');
    expect(translate('ZH', 'msg.exitFailed')).toBe('退出失败');
    expect(translate('ZH', 'msg.modifySuccess')).toBe('修改成功');
    expect(translate('ZH', 'msg.modifyFailed')).toBe('修改失败');
    expect(translate('ZH', 'app.env')).toBe('正式');
  });

  it('isMessageId knows catalogue ids only (not inherited object keys)', () => {
    expect(isMessageId('msg.menuFailed')).toBe(true);
    expect(isMessageId('msg.nope')).toBe(false);
    expect(isMessageId('toString')).toBe(false);
    expect(isMessageId('__proto__')).toBe(false);
  });
});

describe('ids used in the source', () => {
  const files = sourceFiles(SRC);
  const used = new Map<string, string[]>();
  for (const file of files) {
    for (const literal of stringLiterals(readFileSync(file, 'utf8'))) {
      if (looksLikeId(literal)) used.set(literal, [...(used.get(literal) ?? []), relative(process.cwd(), file)]);
    }
  }

  it('finds the source and a fair number of ids in it', () => {
    expect(files.length).toBeGreaterThan(10);
    expect(used.size).toBeGreaterThan(30);
    // Ids the machines and the client use must be seen by the scan, or it scans nothing useful.
    for (const id of ['msg.menuFailed', 'msg.exitSuccess', 'msg.exitFailed', 'error.http.401', 'error.network', 'valid.passwordMismatch']) {
      expect(used.has(id), id).toBe(true);
    }
  });

  it('every message id referenced in src exists in the catalogue', () => {
    const missing = [...used].filter(([id]) => !isMessageId(id)).map(([id, where]) => `${id} (${[...new Set(where)].join(', ')})`);
    expect(missing).toEqual([]);
  });
});

describe('one number format in messages (issue #25 point 13)', () => {
  it('groups the counts and amounts a message is given, in both languages, as the lists and the pager do', () => {
    expect(translate('ZH', 'list.total', { total: 43703 })).toBe('共 43,703 条');
    expect(translate('EN', 'list.total', { total: 43703 })).toBe('43,703 in all');
    expect(translate('ZH', 'list.total', { total: 999 })).toBe('共 999 条');
  });

  it('keeps identifiers and years as they are, and leaves numbers the message formats itself to it', () => {
    expect(translate('ZH', 'record.of', { kind: '短剧', id: 1129 })).toBe('短剧 · ID 1129');
    expect(translate('EN', 'member.search.id', { id: 100234 })).toBe('ID 100234');
    // {balance, number}: formatted by the message, not turned into text first (which would read NaN).
    expect(translate('ZH', 'member.recharge.balance', { balance: 12000 })).toBe('当前余额：12,000 金豆');
    expect(translate('EN', 'member.recharge.balance', { balance: 12000 })).toBe('Balance: 12,000 golden beans');
  });
});
