import type { ChannelCompany } from '@/records/channels';
import type { Fresh } from '@/mocks/table';
import { type PixelConfig } from '@/records/promotions';
import { migrationKey, type Migration, type MigrationResult } from '../../contract';

/*
 * The tool area's fixed seed: four feedback configurations (two platforms; one whose token has
 * expired, as its last test shows; one disabled), and two imports of the world's past: the
 * channel companies, imported when the console started (the records they wrote are the seeded
 * companies), and a trial import of members whose three rows were all refused. The postbacks:
 * postbacks.ts; what the ad platforms answer: platform.ts.
 */

const DAY = 86_400_000;
const created = (n: number) => new Date(Date.UTC(2025, 1, 3, 2) + n * DAY).toISOString();

/** A token of `length` characters of `alphabet`, from a fixed seed (the same every time). */
function token(seed: number, length: number, alphabet: string): string {
  let x = seed >>> 0;
  let out = '';
  for (let i = 0; i < length; i++) {
    x = (Math.imul(x ^ (x >>> 15), 2246822519) + 3266489917) >>> 0;
    out += alphabet[x % alphabet.length];
  }
  return out;
}
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const HEX = '0123456789abcdef';

export function seedPixels(now: number): Fresh<PixelConfig>[] {
  const tested = (daysAgo: number) => new Date(now - daysAgo * DAY - 3 * 3_600_000).toISOString();
  return [
    {
      id: 1,
      name: 'Meta 主像素（日本）',
      platform: 'meta',
      pixelCode: '918273645546372',
      accessToken: `EAAGm0PX4ZCpsBA${token(11, 150, ALNUM)}`,
      remark: 'Facebook / Instagram 投放的转化回传',
      enabled: true,
      lastTestTime: tested(2),
      lastTestOk: true,
      lastTestMessage: '{"events_received":1,"messages":[],"fbtrace_id":"AbC1dEf2GhI3"}',
      createTime: created(0),
    },
    {
      id: 2,
      name: 'TikTok 广告像素',
      platform: 'tiktok',
      pixelCode: 'CQ7H2JBC77U5M3GLK1F0',
      accessToken: token(23, 40, HEX),
      remark: 'TikTok Ads 日本 渠道',
      enabled: true,
      lastTestTime: tested(5),
      lastTestOk: true,
      lastTestMessage: '{"code":0,"message":"OK"}',
      createTime: created(3),
    },
    {
      id: 3,
      name: 'Meta 再营销像素',
      platform: 'meta',
      pixelCode: '604718293847561',
      // A token that has expired: its test fails, as the platform says.
      accessToken: `EAAexpiredQ${token(37, 120, ALNUM)}`,
      remark: '令牌已过期，需要在 Meta 事件管理工具中重新生成',
      enabled: true,
      lastTestTime: tested(1),
      lastTestOk: false,
      lastTestMessage: 'Error validating access token: Session has expired (code 190, subcode 463)',
      createTime: created(9),
    },
    {
      id: 4,
      name: 'TikTok 测试像素（停用）',
      platform: 'tiktok',
      pixelCode: 'CR1TEST9Z0Y8X7W6V5U4',
      accessToken: token(41, 40, HEX),
      remark: '',
      enabled: false,
      lastTestTime: null,
      lastTestOk: null,
      lastTestMessage: '',
      createTime: created(20),
    },
  ];
}

/**
 * The imports of the world's past. The first wrote the channel companies the channel area seeds
 * (ids 1-11, in file order; the 12th row's phone was refused); the second, a trial, wrote nothing.
 */
export function seedMigrations(companies: readonly ChannelCompany[]): Fresh<Migration>[] {
  const imported = [...companies].filter((c) => c.id <= 11).sort((a, b) => a.id - b.id);
  const first: MigrationResult[] = imported.map((c, i) => ({ row: i + 2, recordId: c.id, reason: null, values: null, field: null }));
  first.push({ row: imported.length + 2, recordId: null, reason: 'channel.company.phoneRule', values: null, field: 'phone' });
  const trial: MigrationResult[] = [
    { row: 2, recordId: null, reason: 'member.import.phoneRule', values: null, field: 'phone' },
    { row: 3, recordId: null, reason: 'valid.required', values: null, field: 'name' },
    { row: 4, recordId: null, reason: 'member.import.channelUnknown', values: { number: 'CH9999' }, field: 'channelNumber' },
  ];
  const at = (iso: string) => new Date(iso).toISOString();
  const one = (id: number, target: string, fileName: string, hashSeed: number, startedAt: string, finishedAt: string, results: MigrationResult[]): Fresh<Migration> => ({
    id,
    key: migrationKey(id, startedAt),
    target,
    fileName,
    fileHash: token(hashSeed, 64, HEX),
    total: results.length,
    processed: results.length,
    accepted: results.filter((r) => r.recordId !== null).length,
    rejected: results.filter((r) => r.recordId === null).length,
    status: 'done',
    operatorId: 1,
    operator: 'admin',
    createTime: startedAt,
    finishTime: finishedAt,
    results,
  });
  return [
    one(1, 'channelCompanies', '渠道公司初始数据.xlsx', 101, at('2025-01-06T00:40:00Z'), at('2025-01-06T00:40:03Z'), first),
    one(2, 'members', '旧系统会员-试导入.xlsx', 202, at('2025-03-03T06:12:00Z'), at('2025-03-03T06:12:01Z'), trial),
  ];
}
