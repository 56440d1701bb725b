import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCount, formatDate, formatDateTime, formatId } from '@/lib/format';
import { cellText, isIdColumn } from '@/lib/resource/cells';
import type { ColumnDef } from '@/lib/resource/types';
import type { Locale } from '@/i18n';

/** #25: one date format and one number format in both languages, through the kit's formatters. */
const LOCALES: Locale[] = ['ZH', 'EN'];
const t = ((id: string) => id) as never;

describe('dates', () => {
  it('a time reads YYYY-MM-DD HH:mm:ss and a day YYYY-MM-DD in both languages (not 2026/11/27 or 11/27/2026)', () => {
    for (const locale of LOCALES) {
      expect(formatDateTime('2026-11-27T09:05:03', locale)).toBe('2026-11-27 09:05:03');
      expect(formatDateTime('2026-11-27T21:30', locale)).toBe('2026-11-27 21:30:00');
      expect(formatDate('2026-11-27T21:30:00', locale)).toBe('2026-11-27');
      expect(formatDate('2026-11-27', locale)).toBe('2026-11-27');
      expect(cellText('2026-11-27T09:05:03', { key: 'x', label: 'list.id', kind: 'datetime' }, { t, locale })).toBe('2026-11-27 09:05:03');
      expect(cellText('2026-01-02T00:00:00', { key: 'x', label: 'list.id', kind: 'date' }, { t, locale })).toBe('2026-01-02');
    }
  });

  it('a bare day is that day wherever the browser is (not read as UTC midnight)', () => {
    expect(formatDate('2026-03-01', 'EN')).toBe('2026-03-01');
    expect(formatDateTime('2026-03-01', 'ZH')).toBe('2026-03-01 00:00:00');
  });

  it('any instant formats to the same text in ZH and EN, in the one pattern, and back to the same local time', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }), (d) => {
        const zh = formatDateTime(d.toISOString(), 'ZH');
        expect(zh).toBe(formatDateTime(d.toISOString(), 'EN'));
        expect(zh).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
        expect(new Date(zh.replace(' ', 'T')).getTime()).toBe(Math.floor(d.getTime() / 1000) * 1000);
        expect(formatDate(d.toISOString(), 'ZH')).toBe(zh.slice(0, 10));
      }),
    );
  });

  it('nothing, or no date, is empty', () => {
    expect(formatDateTime(null, 'ZH')).toBe('');
    expect(formatDateTime('', 'EN')).toBe('');
    expect(formatDate('not a day', 'ZH')).toBe('');
  });
});

describe('numbers', () => {
  const number = (key: string): ColumnDef => ({ key, label: 'list.id', kind: 'number' });

  it('counts are grouped the same way in both languages', () => {
    for (const locale of LOCALES) {
      expect(formatCount(43703, locale)).toBe('43,703');
      expect(formatCount(7, locale)).toBe('7');
      expect(cellText(1_234_567, number('virtualPlays'), { t, locale })).toBe('1,234,567');
    }
  });

  it('IDs are never grouped: a record ID column and a …Id column show their digits', () => {
    expect(isIdColumn({ key: 'id' })).toBe(true);
    expect(isIdColumn({ key: 'recordId' })).toBe(true);
    expect(isIdColumn({ key: 'paid' })).toBe(false);
    expect(isIdColumn({ key: 'idle' })).toBe(false);
    for (const locale of LOCALES) {
      expect(cellText(1129, number('id'), { t, locale })).toBe('1129');
      expect(cellText(43703, number('recordId'), { t, locale })).toBe('43703');
      expect(formatId(1129)).toBe('1129');
    }
    expect(formatId(null)).toBe('');
  });
});
