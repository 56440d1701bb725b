import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { RecordHit } from '@/lib/records';
import { MAX_PAGES, MAX_RECORDS, SCORE, flatten, normalize, rankResults, scorePage, scoreRecord, scoreText, searchesRecords, type PalettePage } from '@/features/shell/machines/palette-rank';

/** The command palette's ranking (src/features/shell/palette-rank.ts). */

const page = (key: string, zh: string, en: string, groupZh: string, groupEn: string): PalettePage => ({ key, zh, en, groupZh, groupEn });
const PAGES: PalettePage[] = [
  page('system/user', '用户管理', 'Users', '系统设置', 'System settings'),
  page('system/roles', '角色管理', 'Roles', '系统设置', 'System settings'),
  page('member/memberInforMation', '会员信息', 'Member information', '会员管理', 'Members'),
  page('member/membershipData', '会员数据', 'Membership data', '会员管理', 'Members'),
  page('theater/shortDramaContent', '短剧内容', 'Short dramas', '剧场管理', 'Theater management'),
  page('toolCategory/generationLinks', '生成链接', 'Link generation', '工具类', 'Tools'),
  page('operate/vipOrders', 'VIP订单', 'VIP orders', '运营管理', 'Operations management'),
];
const hit = (id: number, title: string, match: RecordHit['match'], value: string): RecordHit => ({ id, title, match, value, detail: '' });
const found = (hits: RecordHit[]) => ({ hits, total: hits.length });
const keys = (groups: ReturnType<typeof rankResults>) => flatten(groups).map((i) => (i.kind === 'page' ? i.page.key : `${i.page}#${i.hit.id}`));

describe('scoring a text', () => {
  it('exact, then a prefix, the start of a word, anywhere, letters in order, nothing', () => {
    const scores = [scoreText('Users', 'users'), scoreText('User list', 'user'), scoreText('Member information', 'info'), scoreText('Membership data', 'ship'), scoreText('Membership data', 'mbd'), scoreText('Users', 'xyz')];
    expect(scores[0]).toBe(SCORE.exact);
    for (let i = 1; i < scores.length; i++) expect(scores[i], `case ${i}`).toBeLessThan(scores[i - 1]);
    expect(scores.at(-1)).toBe(0);
  });

  it('ignores case, width and spaces; scattered letters never match Chinese', () => {
    expect(scoreText('ＶＩＰ订单', 'vip订单')).toBe(SCORE.exact);
    expect(normalize('  Member   Information ')).toBe('member information');
    expect(scoreText('会员信息管理', '会管')).toBe(0);
  });

  it('property: a text always matches itself best, and any piece of it matches', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 20 }).filter((s) => normalize(s).length > 0), fc.nat(), fc.nat(), (text, a, b) => {
        const t = normalize(text);
        expect(scoreText(text, text)).toBe(SCORE.exact);
        const [from, to] = [a % t.length, b % t.length].sort((x, y) => x - y);
        const piece = t.slice(from, to + 1).trim();
        if (piece) expect(scoreText(text, piece)).toBeGreaterThan(0);
      }),
    );
  });
});

describe('ranking pages and records', () => {
  it('with no query: the menu in its order', () => {
    expect(keys(rankResults(PAGES, new Map(), ''))).toEqual(PAGES.slice(0, MAX_PAGES).map((p) => p.key));
  });

  it("finds a page by either language's name, its group's, or its path", () => {
    expect(keys(rankResults(PAGES, new Map(), '会员'))).toEqual(['member/memberInforMation', 'member/membershipData']);
    expect(keys(rankResults(PAGES, new Map(), 'member info'))[0]).toBe('member/memberInforMation');
    expect(keys(rankResults(PAGES, new Map(), 'Users'))[0]).toBe('system/user');
    expect(keys(rankResults(PAGES, new Map(), '系统设置'))).toEqual(['system/user', 'system/roles']);
    expect(keys(rankResults(PAGES, new Map(), 'generationLinks'))).toEqual(['toolCategory/generationLinks']);
    expect(keys(rankResults(PAGES, new Map(), 'vip'))[0]).toBe('operate/vipOrders');
  });

  it('an exact ID, card number, phone or e-mail puts its record first, above any page', () => {
    const records = new Map([
      ['member/memberInforMation', found([hit(7, '山田 花子', 'phone', '09012345678'), hit(8, '佐藤 健', 'phone', '09012345679')])],
      ['theater/shortDramaContent', found([hit(1007, '总裁的替身新娘', 'id', '1007')])],
    ]);
    const groups = rankResults(PAGES, records, '090-1234-5678');
    expect(groups[0].key).toBe('member/memberInforMation');
    expect(keys(groups)[0]).toBe('member/memberInforMation#7');
    // A page named by the query beats a record the server found another way.
    const named = rankResults(PAGES, new Map([['theater/shortDramaContent', found([hit(1001, '会员的秘密', 'name', '会员的秘密')])]]), '会员信息');
    expect(keys(named)[0]).toBe('member/memberInforMation');
  });

  it('records: one each, at most MAX_RECORDS per page unless expanded, best first; groups by their best and say how many were found', () => {
    const many = Array.from({ length: 12 }, (_, i) => hit(i, `会员${i}`, 'cardNumber', `1234${String(i).padStart(4, '0')}`));
    const groups = rankResults(PAGES, new Map([['member/memberInforMation', { hits: [...many, many[0]], total: 30 }]]), '12340003');
    const members = groups.find((g) => g.key === 'member/memberInforMation')!;
    expect(members.items).toHaveLength(MAX_RECORDS);
    expect(members.total).toBe(30);
    const all = rankResults(PAGES, new Map([['member/memberInforMation', { hits: many, total: 12 }]]), '12340003', new Set(['member/memberInforMation']));
    expect(all.find((g) => g.key === 'member/memberInforMation')!.items).toHaveLength(12);
    expect(members.items[0]).toMatchObject({ kind: 'record', hit: { id: 3 } });
    expect(new Set(members.items.map((i) => i.id)).size).toBe(MAX_RECORDS);
    const scoredRecord = scoreRecord(hit(1, 'x', 'email', 'a.b@example.jp'), 'a.b@example.jp');
    expect(scoredRecord).toBe(SCORE.exact);
  });

  it('property: every item offered matches, pages only from the menu, each group sorted best first', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), (query) => {
        const groups = rankResults(PAGES, new Map(), query);
        for (const group of groups) {
          for (let i = 1; i < group.items.length; i++) expect(group.items[i].score).toBeLessThanOrEqual(group.items[i - 1].score);
          for (const item of group.items) {
            expect(item.kind).toBe('page');
            if (item.kind === 'page') {
              expect(PAGES).toContain(item.page);
              if (normalize(query)) expect(scorePage(item.page, query)).toBeGreaterThan(0);
            }
          }
        }
      }),
    );
  });

  it('asks the record searches for digits and CJK from one character, other text from two', () => {
    expect(searchesRecords('')).toBe(false);
    expect(searchesRecords('7')).toBe(true);
    expect(searchesRecords('090-1')).toBe(true);
    expect(searchesRecords('闪')).toBe(true);
    expect(searchesRecords('a')).toBe(false);
    expect(searchesRecords('ab')).toBe(true);
  });
});
