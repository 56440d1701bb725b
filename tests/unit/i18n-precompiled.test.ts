import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { groups as sourceGroups, translate as sourceTranslate, type Locale, type MessageId, type Values } from '@/i18n';

/**
 * Client builds ship every message pre-parsed and no ICU parser (scripts/vite/icu-precompile.ts).
 * This builds the i18n kernel with every message group through the project's vite.config.ts, as
 * the client build does, and checks what it ships: no parser, only compiled messages, and the
 * same text as the source strings give for every message, with placeholders, numbers, plurals
 * and selects (tests/unit/support/i18n-shipped/fixture.ts has the ICU features the catalogue
 * does not use yet).
 */
const root = join(__dirname, '..', '..');
// Inside the project, so the bundle's external `react` resolves from node_modules.
const outDir = join(root, 'node_modules', '.cache', `i18n-shipped-${process.pid}`);

interface Shipped {
  translate: (locale: Locale, id: string, values?: Values) => string;
  groups: Record<string, Record<string, { zh: unknown; en: unknown }>>;
}
let shipped: Shipped;
let code = '';

beforeAll(async () => {
  await build({
    configFile: join(root, 'vite.config.ts'),
    root,
    mode: 'production',
    logLevel: 'error',
    build: {
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
      lib: { entry: join(root, 'tests/unit/support/i18n-shipped/entry.ts'), formats: ['es'], fileName: 'i18n' },
      rolldownOptions: { external: [/^react($|\/)/] },
    },
  });
  code = readdirSync(outDir)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(outDir, f), 'utf8'))
    .join('\n');
  shipped = (await import(pathToFileURL(join(outDir, 'i18n.js')).href)) as Shipped;
}, 120_000);

afterAll(() => {
  if (existsSync(outDir)) rmSync(outDir, { recursive: true, force: true });
});

/** A value for every argument of a message: numbers for number / plural, the name otherwise. */
function sampleValues(elements: MessageFormatElement[], out: Values = {}): Values {
  for (const el of elements) {
    if (el.type === TYPE.number || el.type === TYPE.plural) out[el.value] = 1234.5;
    else if (el.type === TYPE.argument || el.type === TYPE.select) out[el.value] ??= `«${el.value}»`;
    if (el.type === TYPE.plural || el.type === TYPE.select) for (const o of Object.values(el.options)) sampleValues(o.value, out);
    if (el.type === TYPE.tag) sampleValues(el.children, out);
  }
  return out;
}

describe('shipped messages (client build)', () => {
  it('carry no ICU parser: the bundle has the parser-less build only', () => {
    expect(code).toContain('uncompiled message');
    expect(code).not.toContain('EXPECT_ARGUMENT_CLOSING_BRACE');
  });

  it('are all compiled, in every group and both languages', () => {
    const names = Object.keys(sourceGroups);
    expect(names.length).toBeGreaterThan(5);
    expect(Object.keys(shipped.groups).sort()).toEqual([...names, 'fixture'].sort());
    for (const [group, messages] of Object.entries(shipped.groups)) {
      for (const [id, m] of Object.entries(messages)) {
        expect(Array.isArray(m.zh) && Array.isArray(m.en), `${group} ${id}`).toBe(true);
      }
    }
  });

  it('render exactly what the source strings render, placeholders filled, in both languages', () => {
    let checked = 0;
    let withValues = 0;
    for (const messages of Object.values(sourceGroups)) {
      for (const [id, m] of Object.entries(messages as Record<string, { zh: string; en: string }>)) {
        const values = { ...sampleValues(parse(m.zh)), ...sampleValues(parse(m.en)) };
        if (Object.keys(values).length) withValues++;
        for (const locale of ['ZH', 'EN'] as const) {
          const text = shipped.translate(locale, id, values);
          expect(text, `${id} ${locale}`).toBe(sourceTranslate(locale, id as MessageId, values));
          expect(text, `${id} ${locale}`).not.toMatch(/[{}]/);
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(300);
    expect(withValues).toBeGreaterThan(10);
  });

  it('render placeholders, numbers, plurals, selects and quoted braces', () => {
    const t = shipped.translate;
    expect(t('EN', 'fixture.items', { count: 0 })).toBe('nothing to do');
    expect(t('EN', 'fixture.items', { count: 1 })).toBe('1 item to do');
    expect(t('EN', 'fixture.items', { count: 1234 })).toBe('1,234 items to do');
    expect(t('ZH', 'fixture.items', { count: 0 })).toBe('没有待办');
    expect(t('ZH', 'fixture.items', { count: 3 })).toBe('3 项待办');
    expect(t('EN', 'fixture.greeting', { name: 'Wang' })).toBe('Hello, Wang!');
    expect(t('ZH', 'fixture.greeting', { name: '王建国' })).toBe('王建国，你好！');
    expect(t('EN', 'fixture.balance', { amount: 12345.5 })).toBe('Balance: 12,345.5 golden beans');
    expect(t('ZH', 'fixture.balance', { amount: 12345.5 })).toBe('余额 12,345.5 金豆');
    expect(t('EN', 'fixture.role', { role: 'admin' })).toBe('administrator');
    expect(t('ZH', 'fixture.role', { role: 'other' })).toBe('运营');
    expect(t('EN', 'fixture.quoted')).toBe('keeps {braces}');
    expect(t('EN', 'fixture.nested', { who: 'Li', count: 1 })).toBe('Li has 1 new message');
    expect(t('ZH', 'fixture.nested', { who: '李', count: 2 })).toBe('李有2 条新消息');
  });
});
