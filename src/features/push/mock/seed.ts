import { MEMBER_TABLE, type Member } from '@/records/members';
import { worldTable } from '@/mocks/db';
import type { Fresh } from '@/mocks/table';
import { deliveryFailure, pushStatus, type Push, type PushFailure } from '../contract';
import { pushRecipients, pushWorld } from './handlers/audience';

/*
 * The seeded pushes: sent ones over the last month (with the failures of their deliveries, some
 * resent since), and scheduled ones still to go out.
 */

const HOUR = 3_600_000;
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
const members = () => worldTable<Member>(MEMBER_TABLE);

type Seed = [title: string, content: string, language: Push['language'], mode: Push['triggerMode'], triggerSegment: Push['triggerSegment'], target: Push['target'], segment: Push['segment'], users: number, hours: number, resent: number];

const SEEDS: Seed[] = [
  ['系统维护通知', '今晚 2:00-2:30 系统维护，期间暂停播放。', 'ZH', 'now', null, 'all', null, 0, -30 * 24, 3],
  ['新剧上线：雨夜重逢', '年度虐恋大剧今晚 8 点独家上线，快来追剧！', 'ZH', 'now', null, 'all', null, 0, -25 * 24, 0],
  ['金豆余额不足提醒', '您的金豆余额不多了，首充任意套餐享双倍金豆。', 'ZH', 'segment', 'lowBalance', 'all', null, 0, -20 * 24, 0],
  ['VIP 期限のお知らせ', 'VIP 会員の有効期限がまもなく終了します。今なら 20% オフで更新できます。', 'JA', 'segment', 'vipExpiring', 'all', null, 0, -15 * 24, 0],
  ['签到提醒', '今天还没签到哦，连续签到金豆翻倍。', 'ZH', 'scheduled', null, 'segment', 'streak', 0, -12 * 24, 0],
  ['客服通知：问题已处理', '您反馈的播放问题已修复，感谢支持。', 'ZH', 'now', null, 'users', null, 3, -10 * 24, 0],
  ['週末ドラマフェス', '今週末は VIP なら全作品見放題！', 'JA', 'now', null, 'all', null, 0, -7 * 24, 0],
  ['补偿金豆已到账', '播放故障补偿的 20 金豆已到账，请查收。', 'ZH', 'now', null, 'users', null, 5, -5 * 24, 0],
  ['Weekend drama festival', 'Every drama is free for VIPs this weekend. Top up your beans now!', 'EN', 'now', null, 'segment', 'lowBalance', 0, -3 * 24, 0],
  ['连续签到奖励加码', '本周签到满 7 天额外赠送 10 金豆。', 'ZH', 'now', null, 'segment', 'streak', 0, -26, 0],
  ['今晚 8 点新剧首播', '《契约之爱：总裁的秘密新娘》今晚 8 点首播。', 'ZH', 'scheduled', null, 'all', null, 0, 5, 0],
  ['VIP exclusive theater', 'The VIP theater opens tomorrow with exclusive dramas.', 'EN', 'scheduled', null, 'segment', 'vipExpiring', 0, 2 * 24, 0],
];

/** Members a push names one by one: real ones, spread over the table, the same every time. */
function chosen(people: readonly Member[], count: number, salt: number): number[] {
  const out = new Set<number>();
  for (let k = 0; out.size < Math.min(count, people.length) && k < count * 10; k++) out.add(people[(salt * 6_151 + k * 99_991) % people.length].id);
  return [...out].sort((a, b) => a - b);
}

const local = (ms: number) => {
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
};

/** The seeded failures, made with the pushes (the same deliveries the counts come from). */
export const seeded: { failures: PushFailure[] } = { failures: [] };

export function seedPushes(at: number): Fresh<Push>[] {
  let sorted: Member[] | null = null;
  const people = () => (sorted ??= members().all().sort((a, b) => a.id - b.id));
  const world = pushWorld(at);
  seeded.failures = [];
  return SEEDS.map(([title, content, language, triggerMode, triggerSegment, target, segment, users, hours, resent], i) => {
    const id = i + 1;
    const when = Math.floor((at + hours * HOUR) / HOUR) * HOUR;
    const base = {
      id,
      title,
      content,
      language,
      triggerMode,
      sendAt: triggerMode === 'scheduled' ? local(when) : null,
      triggerSegment,
      target,
      memberIds: target === 'users' ? chosen(people(), users, id) : [],
      segment,
      createTime: iso(when - (triggerMode === 'scheduled' ? 2 * DAY : 10 * 60_000)),
      createdBy: i % 3 === 2 ? 'operator' : 'admin',
      // Seeded pushes went out before quiet hours and the cap were set (docs/safe-push.md).
      test: false,
      testCount: 0,
      later: [],
      waitingCount: 0,
      cappedCount: 0,
    };
    if (when > at) return { ...base, status: 'pending' as const, targetCount: 0, successCount: 0, failCount: 0, sentTo: [], sentTime: null };
    const recipients = pushRecipients(base, world);
    let failCount = 0;
    for (const memberId of recipients) {
      let reason = deliveryFailure(id, memberId, 1);
      if (!reason) continue;
      let attempts = 1;
      // Resent by the operator since: those reached are resolved.
      while (reason && attempts <= resent) reason = deliveryFailure(id, memberId, ++attempts) ?? null;
      const first = deliveryFailure(id, memberId, 1)!;
      seeded.failures.push({ id: seeded.failures.length + 1, pushId: id, memberId, reason: reason ?? first, attempts, resolved: !reason, time: iso(when + (attempts - 1) * HOUR) });
      if (reason) failCount++;
    }
    const counts = { targetCount: recipients.length, successCount: recipients.length - failCount, failCount };
    return { ...base, ...counts, status: pushStatus(counts), sentTo: recipients, sentTime: iso(when) };
  });
}
