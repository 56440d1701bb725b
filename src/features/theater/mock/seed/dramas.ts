import type { Faker } from '@faker-js/faker';
import type { Fresh } from '@/mocks/table';
import type { Drama, Episode, H5Page } from '@/records/dramas';
import type { BannerType, Classification, Logo, ReportReason, Tag } from '../../contract';

/*
 * The theater's part of the demo world, from the fixed seed: the classification lists and at
 * least 120 dramas with their episodes. Times are relative to the day the world is seeded
 * (`today`: local midnight of the mock's clock), so a few copyrights have just expired, a few
 * expire within the month, and a few dramas go on the shelf by themselves in the next days.
 */

export const DAY = 86_400_000;

const pad = (n: number) => String(n).padStart(2, '0');
/** A local time as the forms give it: 'YYYY-MM-DDTHH:mm'. */
export function localTime(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
export function startOfDay(ms: number): number {
  const d = new Date(ms);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
}

/** Plot classifications (zh, ja). */
const CLASSIFICATIONS: Array<[string, string]> = [
  ['都市', '都市'], ['甜宠', '溺愛'], ['复仇', '復讐'], ['逆袭', '逆転'], ['豪门', '財閥'], ['古装', '時代劇'],
  ['穿越', 'タイムスリップ'], ['战神', '最強'], ['悬疑', 'サスペンス'], ['家庭', 'ホームドラマ'], ['校园', '学園'], ['奇幻', 'ファンタジー'],
];
const TAGS: Array<[string, string]> = [
  ['先婚后爱', '契約結婚'], ['霸道总裁', '俺様社長'], ['萌宝', '天才ベビー'], ['真假千金', '本物の令嬢'], ['重生', '転生'], ['替嫁', '身代わり婚'],
  ['赘婿', '婿養子'], ['神医', '神医'], ['马甲', '正体隠し'], ['追妻火葬场', '後悔する元夫'], ['破镜重圆', '復縁'], ['虐恋', '切ない恋'],
  ['年下', '年下男子'], ['职场', 'オフィスラブ'], ['打脸', 'ざまぁ'], ['独家', '独占配信'], ['女性向', '女性向け'], ['男频', '男性向け'],
];
const LOGOS: Array<[string, string, number]> = [
  ['独播', '#c2410c', 1], ['新剧', '#15803d', 2], ['热播', '#b91c1c', 3], ['完结', '#1d4ed8', 4], ['VIP', '#a16207', 5], ['限免', '#7e22ce', 6],
];
const BANNER_TYPES: Array<[string, string]> = [
  ['短剧推荐', 'drama'], ['充值活动', 'recharge'], ['VIP 开通', 'vip'], ['签到活动', 'sign_in'], ['外部链接', 'external'],
];
const REPORT_REASONS: Array<[string, string]> = [
  ['色情低俗', '性的・低俗な内容'], ['辱骂攻击', '誹謗中傷'], ['剧透', 'ネタバレ'], ['垃圾广告', 'スパム・広告'], ['违法违规', '違法な内容'],
  ['政治敏感', '政治的な内容'], ['引战', '対立を煽る'], ['其他', 'その他'],
];
const H5_PAGES: Array<[string, string, boolean]> = [
  ['用户协议', 'https://h5.drama.example/terms', true],
  ['隐私政策', 'https://h5.drama.example/privacy', true],
  ['会员服务协议', 'https://h5.drama.example/vip-terms', true],
  ['自动续费说明', 'https://h5.drama.example/auto-renew', true],
  ['特定商取引法に基づく表記', 'https://h5.drama.example/tokushoho', true],
  ['夏日追剧季活动页', '/h5/summer-campaign', false],
];

/** Title parts: who and what (zh, ja), so titles read as the genre's titles do. */
const OPENINGS: Array<[string, string]> = [
  ['闪婚', '電撃婚'], ['契约', '契約'], ['重生', '転生'], ['隐婚', '秘密婚'], ['替嫁', '身代わり'], ['复仇', '復讐'],
  ['逆袭', '逆転'], ['错爱', 'すれ違い'], ['豪门', '財閥'], ['神医', '神医'], ['离婚后', '離婚後'],
];
const LEADS: Array<[string, string]> = [
  ['总裁夫人', '社長夫人'], ['千金归来', '令嬢の帰還'], ['萌宝来袭', '天才ベビー'], ['战神赘婿', '最強の婿'], ['首富千金', '大富豪の娘'],
  ['冷面少帅', '冷徹な若将軍'], ['天才医妃', '天才医師の妃'], ['落跑新娘', '逃げた花嫁'], ['霸道前夫', '俺様な元夫'], ['真假千金', '本物の令嬢'],
  ['豪门继承人', '御曹司'], ['龙王殿下', '龍王'],
];
/** The catalogue's best-known titles first (the dramas the demo world has always had). */
const CLASSICS: Array<[string, string]> = [
  ['总裁，请和我离婚', '社長、離婚してください'], ['复仇新娘不会微笑', '復讐の花嫁は微笑まない'], ['少爷的秘密恋人', '御曹司の秘密の恋人'],
  ['逆转人生：被抛弃的千金', '逆転人生 ～捨てられた令嬢～'], ['月夜契约婚', '月夜に咲く契約結婚'], ['神医归来', '神医の帰還'],
  ['灰姑娘的第二次恋爱', 'シンデレラは二度恋をする'], ['最强赘婿', '最強の婿'], ['失忆的总裁夫人', '記憶を失った社長夫人'],
  ['抛弃我的前任跪下了', '私を捨てた元彼が跪く'], ['极道千金的秘密同居', '極道の娘と秘密の同居'], ['龙王赘婿：三年之辱', '龍王の婿 ～三年の屈辱～'],
  ['契约之爱：总裁的秘密新娘', 'ラブ・コントラクト 社長の秘密の花嫁'], ['雨夜重逢', '運命の再会は雨の夜に'], ['隐藏富豪的千金', '隠れ富豪の令嬢'],
  ['妈咪是天才黑客', 'ママは天才ハッカー'],
];

/** A poster (3:4) as a small SVG data: URL: the title on a colour of its own. */
export function poster(title: string, hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="160" viewBox="0 0 120 160"><rect width="120" height="160" fill="hsl(${hue},55%,38%)"/><text x="60" y="84" font-size="13" fill="#fff" text-anchor="middle" font-family="sans-serif">${title.slice(0, 8)}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
function badge(text: string, colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="20" viewBox="0 0 48 20"><rect width="48" height="20" rx="4" fill="${colour}"/><text x="24" y="14" font-size="11" fill="#fff" text-anchor="middle" font-family="sans-serif">${text}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const created = (i: number) => new Date(Date.UTC(2025, 0, 6) + i * 3 * DAY).toISOString();

export function seedClassifications(): Fresh<Classification>[] {
  return CLASSIFICATIONS.map(([name, nameJa], i) => ({ id: i + 1, name, nameJa, enabled: true, sort: (i + 1) * 10, createTime: created(i) }));
}
export function seedTags(): Fresh<Tag>[] {
  return TAGS.map(([name, nameJa], i) => ({ id: i + 1, name, nameJa, enabled: i !== TAGS.length - 1, sort: (i + 1) * 10, createTime: created(i) }));
}
export function seedLogos(): Fresh<Logo>[] {
  return LOGOS.map(([name, colour, sort], i) => ({ id: i + 1, name, image: badge(name, colour), enabled: true, sort, createTime: created(i) }));
}
export function seedBannerTypes(): Fresh<BannerType>[] {
  return BANNER_TYPES.map(([name, code], i) => ({ id: i + 1, name, code, enabled: true, sort: i + 1, createTime: created(i) }));
}
export function seedReportReasons(): Fresh<ReportReason>[] {
  return REPORT_REASONS.map(([name, nameJa], i) => ({ id: i + 1, name, nameJa, enabled: true, sort: i + 1, createTime: created(i) }));
}
export function seedH5Pages(): Fresh<H5Page>[] {
  return H5_PAGES.map(([name, link, enabled], i) => ({ id: i + 1, name, link, enabled, sort: i + 1, createTime: created(i) }));
}

export const DRAMA_COUNT = 128;
export const FIRST_DRAMA_ID = 1001;

/** The drama titles (zh, ja): the classics, then opening × lead combinations in a seeded order. */
function titles(faker: Faker): Array<[string, string]> {
  const combos: Array<[string, string]> = [];
  for (const [oz, oj] of OPENINGS) for (const [lz, lj] of LEADS) combos.push([`${oz}${lz}`, `${oj}の${lj}`]);
  const seen = new Set(CLASSICS.map(([zh]) => zh));
  return [...CLASSICS, ...faker.helpers.shuffle(combos).filter(([zh]) => !seen.has(zh))].slice(0, DRAMA_COUNT);
}

/**
 * The dramas, seeded at `now` (the mock's clock). Special cases by position, so tests and the
 * demo can rely on them: the 3 last dramas' copyrights have expired, the 5 before them expire
 * within the month; the 4 before those are off the shelf with a timed shelving in the next days.
 */
export function seedDramas(faker: Faker, now: number): Fresh<Drama>[] {
  const today = startOfDay(now);
  const names = titles(faker);
  return names.map(([name, titleJa], i) => {
    const id = FIRST_DRAMA_ID + i;
    const total = faker.number.int({ min: 20, max: 100 });
    // Most dramas are complete; some are still being released.
    const released = faker.datatype.boolean({ probability: 0.85 }) ? total : faker.number.int({ min: Math.ceil(total / 3), max: total - 1 });
    const start = faker.number.int({ min: 6, max: 12 });
    const single = faker.helpers.arrayElement([40, 50, 60, 70, 80, 90, 100]);
    const fromEnd = names.length - 1 - i;
    let copyrightExpiry: string | null = localTime(today + faker.number.int({ min: 60, max: 900 }) * DAY);
    if (fromEnd < 3) copyrightExpiry = localTime(today - (fromEnd * 9 + 2) * DAY);
    else if (fromEnd < 8) copyrightExpiry = localTime(today + [3, 7, 12, 20, 28][fromEnd - 3] * DAY + 18 * 3_600_000);
    else if (i % 17 === 5) copyrightExpiry = null;
    const timed = fromEnd >= 8 && fromEnd < 12;
    const classificationId = (i % CLASSIFICATIONS.length) + 1;
    const tagIds = faker.helpers.arrayElements(TAGS.slice(0, -1).map((_, k) => k + 1), { min: 1, max: 3 }).sort((a, b) => a - b);
    const plays = Math.round(faker.number.int({ min: 20_000, max: 3_000_000 }) / (1 + i / 40));
    const createTime = new Date(Date.UTC(2025, 2, 1) + i * 2 * DAY + faker.number.int({ min: 0, max: 86_399 }) * 1000).toISOString();
    return {
      id,
      name,
      subtitle: faker.helpers.arrayElement(['', `全${total}集`, '独家上线', '爆款续作', '每日更新']),
      titleJa,
      codeJa: `JP${String(id).padStart(6, '0')}`,
      totalEpisodes: total,
      releasedEpisodes: released,
      classificationId,
      tagIds,
      logoId: faker.helpers.arrayElement([null, null, 1, 2, 3, 4, 5, 6]),
      score: Math.round(faker.number.float({ min: 6, max: 9.8 }) * 10) / 10,
      introduction: `${name}（${titleJa}）：${faker.helpers.arrayElement(['一场意外的婚约，让两个世界的人命运交织。', '三年隐忍，一朝归来，所有欠下的都要还回来。', '她被赶出家门，却在一夜之间成为首富千金。', '他失去了记忆，却记得为她心动。'])}`,
      cover: poster(name, (id * 67) % 360),
      episodeCover: poster(`${name} EP`, (id * 67 + 30) % 360),
      singlePrice: single,
      singleVipPrice: Math.round(single / 2 / 10) * 10,
      wholePrice: faker.datatype.boolean({ probability: 0.6 }) ? Math.round((single * (released - start + 1) * 0.7) / 100) * 100 : 0,
      wholeVipPrice: 0,
      startChargeEpisode: Math.min(start, total),
      grade: faker.helpers.arrayElement(['S', 'A', 'A', 'B', 'B', 'B', 'C'] as const),
      jumpDramaId: i > 0 && i % 9 === 0 ? id - 1 : null,
      grounding: timed || i % 23 === 7 ? 'removed' : 'uploaded',
      shelveTime: timed ? localTime(today + (fromEnd - 7) * DAY + 20 * 3_600_000) : null,
      copyrightExpiry,
      virtualLikes: Math.round(plays * faker.number.float({ min: 0.02, max: 0.12 })),
      virtualPlays: plays,
      virtualShares: Math.round(plays * faker.number.float({ min: 0.002, max: 0.02 })),
      createTime,
      updateTime: createTime,
    };
  });
}

/** Every released episode of every drama: 1..released, each with its video and its duration. */
export function seedEpisodes(dramas: readonly Drama[], faker: Faker): Fresh<Episode>[] {
  const rows: Fresh<Episode>[] = [];
  let id = 1;
  for (const d of [...dramas].sort((a, b) => a.id - b.id)) {
    for (let n = 1; n <= d.releasedEpisodes; n++) {
      rows.push({ id: id++, dramaId: d.id, number: n, cover: '', video: `/media/dramas/${d.id}/${pad(n)}.mp4`, duration: faker.number.int({ min: 60, max: 180 }), price: null, vipPrice: null, charge: 'auto' });
    }
  }
  return rows;
}
