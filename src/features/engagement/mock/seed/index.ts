import type { Member } from '@/records/members';
import type { Fresh } from '@/mocks/table';
import { DAY_MS } from '@/lib/time';
import { type InboxRow } from '@/records/inbox';
import { type AutoMessage, type InternalMessage, type Popup, type SignInDay, type SignInPlan, type Task, type TaskCondition, type TaskReward, type Ticker } from '../../contract';

/*
 * The engagement area's seed: fixed records, with times relative to the moment the world is
 * seeded, pointing at real members (chosen members, inbox rows). Deterministic: what varies
 * between members comes from their ids, never from a random call.
 */

const HOUR = 3_600_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** A time as the forms hold it ('YYYY-MM-DDTHH:mm', local). */
export function localTime(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
const iso = (ms: number) => new Date(ms).toISOString();
/** The start of the hour: seeded times look like an operator's. */
const hour = (ms: number) => Math.floor(ms / HOUR) * HOUR;

/** A small square icon (SVG data: URL): a glyph on a colour. */
export function icon(glyph: string, hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="hsl(${hue},62%,48%)"/><text x="32" y="42" font-size="28" fill="#fff" text-anchor="middle" font-family="sans-serif">${glyph}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A popup's picture (3:4): a title on a colour. */
export function card(title: string, hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="150" height="200" viewBox="0 0 150 200"><rect width="150" height="200" rx="12" fill="hsl(${hue},58%,44%)"/><circle cx="75" cy="70" r="34" fill="hsl(${hue},70%,70%)"/><text x="75" y="140" font-size="16" fill="#fff" text-anchor="middle" font-family="sans-serif">${title.slice(0, 8)}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/* ---------------------------------------------------------------- tasks */

type TaskSeed = [name: string, type: Task['type'], description: string, limit: number, glyph: string, hue: number, button: string, enabled: boolean,
  conditions: Array<[name: string, event: TaskCondition['event'], period: TaskCondition['period'], threshold: number, remark: string]>,
  rewards: Array<[name: string, type: TaskReward['type'], quantity: number]>];

/** The tasks of the app's task centre; their bean rewards are the "task" rows of members' golden-bean details (5 or 10). */
const TASKS: TaskSeed[] = [
  ['每日观看3集', 'daily', '每天观看任意短剧满 3 集即可领取', 1, '▶', 200, '去观看', true, [['观看 3 集', 'watchEpisode', 'day', 3, '任意短剧均可']], [['金豆', 'beans', 10]]],
  ['看广告领金豆', 'daily', '观看一次激励广告领取金豆，每天最多 3 次', 3, '★', 40, '去观看', true, [['观看 1 次广告', 'watchAd', 'day', 1, '完整看完广告']], [['金豆', 'beans', 5]]],
  ['分享短剧给好友', 'daily', '分享任意短剧到社交平台', 1, '↗', 150, '去分享', true, [['分享 1 次', 'share', 'day', 1, '']], [['金豆', 'beans', 5]]],
  ['发表一条评论', 'daily', '在任意剧集下发表评论', 1, '✎', 280, '去评论', true, [['评论 1 次', 'comment', 'day', 1, '评论需审核通过']], [['金豆', 'beans', 5]]],
  ['春节追剧活动（筹备中）', 'daily', '春节期间每天观看 5 集，奖励待定', 1, '福', 0, '去观看', false, [['观看 5 集', 'watchEpisode', 'day', 5, '活动期间']], []],
  ['本周签到 7 天', 'daily', '一周内签到满 7 天额外奖励', 1, '✓', 120, '去签到', true, [['签到 7 天', 'signIn', 'week', 7, '自然周内统计']], [['金豆', 'beans', 10]]],
  ['绑定第三方账号', 'firstTime', '绑定 Google、Apple、LINE 等账号，换机也不丢记录', 1, '⚭', 220, '去绑定', true, [['绑定账号', 'bindAccount', 'lifetime', 1, '']], [['金豆', 'beans', 100]]],
  ['首次充值', 'firstTime', '首次充值任意金豆套餐', 1, '¥', 10, '去充值', true, [['充值 1 次', 'recharge', 'lifetime', 1, '任意套餐']], [['VIP 体验', 'vipDays', 3], ['金豆', 'beans', 50]]],
  ['开启推送通知', 'firstTime', '开启通知，第一时间收到更新提醒', 1, '✉', 300, '去开启', true, [['开启通知', 'enablePush', 'lifetime', 1, '']], [['金豆', 'beans', 20]]],
];

export interface TaskWorld {
  tasks: Fresh<Task>[];
  conditions: TaskCondition[];
  rewards: TaskReward[];
}

export function seedTaskWorld(at: number): TaskWorld {
  const world: TaskWorld = { tasks: [], conditions: [], rewards: [] };
  TASKS.forEach(([name, type, description, limitTimes, glyph, hue, buttonText, enabled, conditions, rewards], i) => {
    const id = i + 1;
    const time = iso(hour(at - (90 - i * 6) * DAY_MS));
    world.tasks.push({ id, name, type, description, limitTimes, icon: icon(glyph, hue), buttonText, sort: (i + 1) * 10, enabled, createTime: time, updateTime: time });
    for (const [cName, event, period, threshold, remark] of conditions) world.conditions.push({ id: world.conditions.length + 1, taskId: id, name: cName, remark, event, period, threshold });
    for (const [rName, rType, quantity] of rewards) world.rewards.push({ id: world.rewards.length + 1, taskId: id, name: rName, type: rType, quantity });
  });
  return world;
}

/* ---------------------------------------------------------------- sign-in plans */

const beans = (list: number[]): SignInDay[] => list.map((quantity, i) => ({ day: i + 1, type: 'beans', quantity }));

export function seedSignInPlans(at: number): Fresh<SignInPlan>[] {
  // Members' sign-in rewards run from 10 to 30 beans (their golden-bean details): the active plan pays that.
  const standard = beans([10, 15, 15, 20, 20, 25, 30]);
  const starter: SignInDay[] = [...beans([20, 20, 30, 30, 40, 50]), { day: 7, type: 'vipDays', quantity: 1 }];
  const monthly: SignInDay[] = Array.from({ length: 30 }, (_, i) => (i % 7 === 6 ? { day: i + 1, type: 'vipDays' as const, quantity: 1 } : { day: i + 1, type: 'beans' as const, quantity: 10 + Math.min(20, Math.floor(i / 7) * 5) }));
  const plans: Array<[string, SignInDay[], boolean, number]> = [
    ['七日签到（标准）', standard, true, 120],
    ['新人七日礼', starter, false, 60],
    ['月度签到', monthly, false, 20],
  ];
  return plans.map(([name, days, enabled, age], i) => ({
    id: i + 1,
    name,
    consecutiveDays: days.length,
    days,
    enabled,
    createTime: iso(hour(at - age * DAY_MS)),
    updateTime: iso(hour(at - (age - 3) * DAY_MS)),
  }));
}

/* ---------------------------------------------------------------- the ticker */

export function seedTickers(at: number): Fresh<Ticker>[] {
  const today = hour(at);
  const rows: Array<[string, string, number, number | null, number | null, boolean]> = [
    ['新剧《契约之爱：总裁的秘密新娘》今晚 8 点独家上线！', '新作『ラブ・コントラクト』今夜8時に独占配信！', 90, null, null, true],
    ['首充任意套餐送 3 天 VIP，仅限新用户', '初回チャージで VIP 3日間プレゼント（新規の方限定）', 80, -3, 14, true],
    ['连续签到 7 天，最高可领 30 金豆', '7日連続ログインで最大30ゴールドビーンズ', 60, null, null, true],
    ['周末追剧节：全场短剧 VIP 免费看', '週末ドラマフェス：VIPは全作品見放題', 70, 2, 5, true],
    ['邀请好友注册，双方各得 50 金豆', '友達招待で双方に50ゴールドビーンズ', 40, null, null, true],
    ['系统将于本周三凌晨 2:00 维护 30 分钟', '水曜日午前2時から30分間メンテナンスを行います', 100, -10, -8, true],
    ['暑期活动已结束，感谢参与', 'サマーキャンペーンは終了しました', 20, null, null, false],
  ];
  return rows.map(([content, contentJa, weight, from, to, enabled], i) => ({
    id: i + 1,
    content,
    contentJa,
    weight,
    startTime: from == null ? null : localTime(today + from * DAY_MS),
    endTime: to == null ? null : localTime(today + to * DAY_MS),
    enabled,
    createTime: iso(hour(at - (40 - i * 4) * DAY_MS)),
  }));
}

/* ---------------------------------------------------------------- popups */

/** Members a record names one by one: real ones, spread over the table, the same every time. */
export function chosenMembers(people: readonly Member[], count: number, salt: number): number[] {
  if (!people.length) return [];
  const out = new Set<number>();
  for (let k = 0; out.size < Math.min(count, people.length) && k < count * 10; k++) out.add(people[(salt * 7919 + k * 104_729) % people.length].id);
  return [...out].sort((a, b) => a - b);
}

export function seedPopups(at: number, people: readonly Member[]): Fresh<Popup>[] {
  const rows: Array<[string, number, Popup['jumpType'], string, Popup['target'], Popup['segment'], boolean, number]> = [
    ['首充双倍金豆', 1, 'inStation', '/recharge', 'segment', 'lowBalance', true, 20],
    ['VIP 续费八折', 2, 'inStation', '/vip', 'segment', 'vipExpiring', true, 120],
    ['连续签到加码', 3, 'inStation', '/signin', 'segment', 'streak', true, 90],
    ['新剧推荐：雨夜重逢', 4, 'inStation', '/drama/1005', 'all', null, true, 200],
    ['老朋友回归礼', 5, 'none', '', 'users', null, false, 320],
    ['系统维护公告', 9, 'none', '', 'all', null, false, 0],
  ];
  return rows.map(([name, sort, jumpType, path, target, segment, enabled, hue], i) => {
    const time = iso(hour(at - (30 - i * 4) * DAY_MS));
    return {
      id: i + 1,
      name,
      image: card(name, hue),
      sort,
      jumpType,
      path,
      target,
      memberIds: target === 'users' ? chosenMembers(people, 3, i + 1) : [],
      segment,
      enabled,
      createTime: time,
      updateTime: time,
    };
  });
}

/* ---------------------------------------------------------------- internal messages */

type MessageRow = [title: string, content: string, contentJa: string, contentEn: string, target: InternalMessage['target'], segment: InternalMessage['segment'], users: number, state: InternalMessage['state'], hours: number];

/** `hours`: when it was (negative) or is to be (positive) sent, from seeding. */
const MESSAGES: MessageRow[] = [
  ['客服回复：充值未到账已补发', '您反馈的充值未到账问题已处理，金豆已补发到账，请查收。', 'お問い合わせいただいたチャージ未反映の件は対応済みです。金豆を再付与しましたのでご確認ください。', 'The beans of your recharge have been credited. Thank you for your patience.', 'users', null, 2, 'sent', -20 * 24],
  ['播放故障补偿', '昨晚部分剧集播放异常，已向受影响的会员补偿 20 金豆。', '昨夜一部のエピソードが再生できませんでした。影響を受けた会員の皆さまに金豆20枚をお詫びとして付与しました。', 'Some episodes failed to play last night: we credited 20 beans to the members affected.', 'users', null, 6, 'sent', -10 * 24],
  ['金豆余额提醒', '您的金豆余额不多了，首充任意套餐享双倍金豆。', '金豆の残高が少なくなっています。初回チャージはどのプランでも金豆2倍です。', 'Your golden beans are running low: your first recharge is doubled.', 'segment', 'lowBalance', 0, 'sent', -6 * 24],
  ['会员即将到期提醒', '您的 VIP 会员即将到期，续费享八折优惠。', 'VIP会員の有効期限がまもなく切れます。今なら更新が20%オフです。', 'Your VIP membership ends soon: renew now for 20% off.', 'segment', 'vipExpiring', 0, 'sent', -2 * 24],
  ['连续签到奖励加码', '感谢您连续签到！本周签到满 7 天额外赠送 10 金豆。', '連続サインインありがとうございます！今週7日間サインインすると金豆10枚を追加でプレゼント。', 'Thanks for signing in day after day! 7 days this week earn 10 more beans.', 'segment', 'streak', 0, 'sent', -26],
  ['暑期活动通知', '暑期追剧活动开始啦，每天观看 3 集领金豆。', '夏のドラマ祭りが始まりました。毎日3話視聴で金豆がもらえます。', 'The summer drama festival has started: watch 3 episodes a day for beans.', 'all', null, 0, 'cancelled', -40 * 24],
  ['周末追剧节预告', '本周末全场短剧 VIP 免费看，记得来追剧！', '今週末は全ドラマがVIP無料で見放題！お見逃しなく。', 'This weekend every drama is free for VIPs. See you there!', 'all', null, 0, 'scheduled', 2],
  ['VIP 专属剧场上线', 'VIP 专属剧场明天上线，独家新剧抢先看。', 'VIP専用シアターが明日オープン。独占新作をいち早くご覧いただけます。', 'The VIP theater opens tomorrow with exclusive dramas.', 'segment', 'vipExpiring', 0, 'scheduled', 26],
  ['新功能介绍：倍速播放', '现在可以 1.5 倍、2 倍速追剧了。', '1.5倍速・2倍速でドラマを視聴できるようになりました。', 'You can now watch at 1.5x and 2x speed.', 'segment', 'lowBalance', 0, 'draft', 0],
  ['春节活动预热', '春节追剧活动即将开始，敬请期待。', '旧正月のドラマ祭りがまもなく始まります。お楽しみに。', 'The New Year drama festival is coming soon.', 'all', null, 0, 'draft', 0],
];

export function seedMessages(at: number, people: readonly Member[]): Fresh<InternalMessage>[] {
  return MESSAGES.map(([title, content, contentJa, contentEn, target, segment, users, state, hours], i) => {
    const when = hour(at + hours * HOUR);
    const created = hour(at - (45 - i * 3) * DAY_MS);
    const scheduled = state === 'scheduled' || state === 'cancelled';
    return {
      id: i + 1,
      title,
      content,
      contentEn,
      contentJa,
      target,
      memberIds: target === 'users' ? chosenMembers(people, users, 11 + i) : [],
      segment,
      state,
      sendAt: scheduled ? localTime(when) : null,
      sentTime: state === 'sent' ? iso(when) : null,
      recipientCount: null,
      createTime: iso(Math.min(created, when - HOUR)),
      updateTime: iso(Math.min(created, when - HOUR)),
      createdBy: 'admin',
    };
  });
}

/** Whether a member has read a message yet (older messages more often): fixed by who and which. */
export function isRead(memberId: number, messageId: number, ageDays: number): boolean {
  let h = Math.imul(memberId ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(messageId, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
  const x = ((h ^ (h >>> 13)) >>> 0) / 4_294_967_296;
  return x < Math.min(0.85, 0.25 + ageDays * 0.06);
}

/** One inbox row per recipient of a sent message. */
export function inboxRows(message: Pick<InternalMessage, 'id' | 'title' | 'sentTime'>, recipients: readonly number[], firstId: number, at: number): InboxRow[] {
  const sent = message.sentTime ?? iso(at);
  const age = Math.max(0, (at - Date.parse(sent)) / DAY_MS);
  return recipients.map((memberId, k) => ({ id: firstId + k, memberId, messageId: message.id, title: message.title, sentTime: sent, read: isRead(memberId, message.id, age) }));
}

/* ---------------------------------------------------------------- automatic messages */

export function seedAutoMessages(at: number): Fresh<AutoMessage>[] {
  const rows: Array<[AutoMessage['trigger'], string, string, string, string, number, number | null]> = [
    ['watchAds', '看广告也能领福利', '感谢观看广告！明天签到可额外领取 5 金豆。', '広告のご視聴ありがとうございます！明日サインインすると金豆が5枚追加でもらえます。', 'Thanks for watching! Sign in tomorrow for 5 extra beans.', 60, null],
    ['signInWeek', '连续签到一周达成', '恭喜连续签到满 7 天，奖励已发放，继续保持！', '7日連続サインイン達成おめでとうございます。報酬を付与しました。この調子で続けましょう！', 'You signed in 7 days in a row: your reward is in. Keep it up!', 60, null],
    ['watchedUnpaid', '精彩剧情待解锁', '您看到的短剧正在精彩处，首充享双倍金豆，继续追剧吧。', 'ご覧のドラマはいよいよ見どころです。初回チャージは金豆2倍、続きをお楽しみください。', 'Your drama is at its best part: your first recharge is doubled.', 45, null],
    ['inactive', '好久不见，送你金豆', '您已经 3 天没来追剧了，回来看看新上线的短剧吧，签到即送金豆。', '3日間ドラマをご覧になっていません。新作が配信中です。サインインで金豆をプレゼント。', 'We miss you! New dramas are waiting, and signing in earns beans.', 40, 2],
  ];
  return rows.map(([trigger, title, content, contentJa, contentEn, since, disabledDaysAgo], i) => ({
    id: i + 1,
    trigger,
    title,
    content,
    contentEn,
    contentJa,
    enabled: disabledDaysAgo == null,
    enabledFrom: iso(hour(at - since * DAY_MS)),
    disabledAt: disabledDaysAgo == null ? null : iso(hour(at - disabledDaysAgo * DAY_MS)),
    updateTime: iso(hour(at - (disabledDaysAgo ?? since) * DAY_MS)),
  }));
}
