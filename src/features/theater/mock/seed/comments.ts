import type { Faker } from '@faker-js/faker';
import type { Member } from '@/records/members';
import type { Fresh } from '@/mocks/table';
import type { Drama } from '@/records/dramas';
import type { Comment, CommentReport, ReportReason } from '../../contract';
import { DAY } from './dramas';

/*
 * theater/comment in the demo world: members' comments on the episodes of dramas on the shelf,
 * and members' reports on some of them (reasons from the report-reasons list), seeded from the
 * fixed seed after the members, dramas and reasons they point at (../tables.ts).
 */

/** What members write under an episode (zh and ja, as the app's audience does). */
const LINES = [
  '女主太飒了，这集看得我热血沸腾！', '男主的眼神戏绝了', '前夫哥终于开始后悔了，爽！', '这一集反转太多，没想到是他', '求快点更新，等不及了',
  '金豆花得值，全集一口气看完', '这个配乐好上头', '萌宝太可爱了哈哈哈', '结局能不能给个甜的', '第一次看短剧就入坑了',
  '剧情有点拖，不过演员颜值在线', '婆婆终于被打脸了', '每天等更新的动力', '演技在线，比很多长剧好看', '又哭又笑的一集',
  '続きが気になって眠れない！', '社長の逆転劇、最高でした', 'この女優さんの演技が好き', '毎日の楽しみです', 'まさかの展開に鳥肌',
  '剧透：最后他们在一起了', '加微信看全集，免费', '垃圾剧，浪费我的金豆', '这都什么烂剧情',
];
/** The lines members report (spoilers, ads, insults) come with the fitting reason. */
const REPORTED: Record<string, number> = { '剧透：最后他们在一起了': 3, '加微信看全集，免费': 4, '垃圾剧，浪费我的金豆': 2, '这都什么烂剧情': 7 };

export const COMMENT_COUNT = 600;

export function seedComments(faker: Faker, at: number, shelf: readonly Drama[], people: readonly Member[]): Fresh<Comment>[] {
  const onShelf = shelf.filter((d) => d.grounding === 'uploaded' && d.releasedEpisodes > 0);
  if (!onShelf.length || !people.length) return [];
  const rows: Fresh<Comment>[] = [];
  for (let i = 0; i < COMMENT_COUNT; i++) {
    const drama = faker.helpers.arrayElement(onShelf);
    // Newest last in id order: comment i is about (COMMENT_COUNT - i) / 10 days old.
    const time = new Date(at - ((COMMENT_COUNT - i) / 10) * DAY - faker.number.int({ min: 0, max: 3_600_000 })).toISOString();
    rows.push({
      id: i + 1,
      memberId: faker.helpers.arrayElement(people).id,
      dramaId: drama.id,
      episodeNumber: faker.number.int({ min: 1, max: drama.releasedEpisodes }),
      content: faker.helpers.arrayElement(LINES),
      likes: faker.number.int({ min: 0, max: 2000 }),
      visible: faker.datatype.boolean({ probability: 0.96 }),
      time,
    });
  }
  return rows;
}

/**
 * Reports: every comment with a reportable line gets one to three, the reason fitting the line,
 * and a few others get one by a member who disagreed. Those older than a week were handled
 * (dismissed) by the administrator; the newer ones wait.
 */
export function seedReports(faker: Faker, at: number, rows: readonly Comment[], people: readonly Member[], reasons: readonly ReportReason[]): Fresh<CommentReport>[] {
  const enabled = reasons.filter((r) => r.enabled);
  if (!enabled.length || !people.length) return [];
  const out: Fresh<CommentReport>[] = [];
  for (const c of rows) {
    const fitting = REPORTED[c.content];
    const count = fitting ? faker.number.int({ min: 1, max: 3 }) : faker.datatype.boolean({ probability: 0.03 }) ? 1 : 0;
    for (let k = 0; k < count; k++) {
      const time = new Date(Date.parse(c.time) + faker.number.int({ min: 10, max: 36 * 60 }) * 60_000).toISOString();
      const old = Date.parse(time) < at - 7 * DAY;
      const reason = (fitting && enabled.find((r) => r.id === fitting)) || faker.helpers.arrayElement(enabled);
      out.push({
        id: out.length + 1,
        commentId: c.id,
        reporterId: faker.helpers.arrayElement(people).id,
        reasonId: reason.id,
        time,
        handled: old,
        handling: old ? 'dismissed' : null,
        handledBy: old ? 'admin' : '',
        handledTime: old ? new Date(Date.parse(time) + DAY).toISOString() : null,
      });
    }
  }
  return out;
}
