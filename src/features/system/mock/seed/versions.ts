import type { AppVersion } from '../../contract';
import type { Fresh } from '@/mocks/table';

/* The app's versions as the demo world has them (system/version). */

export function seedVersions(): Fresh<AppVersion>[] {
  const rows: Array<[AppVersion['systemType'], number, string, boolean, string, string]> = [
    ['Android', 100, '1.0.0', false, '首个正式版本：短剧播放、金豆充值、VIP 会员', '2026-01-10T03:00:00Z'],
    ['iOS', 100, '1.0.0', false, '首个正式版本：短剧播放、金豆充值、VIP 会员', '2026-01-12T03:00:00Z'],
    ['H5', 100, '1.0.0', false, 'H5 落地页与分享播放页上线', '2026-01-15T06:00:00Z'],
    ['Android', 110, '1.1.0', false, '新增签到奖励与每日任务；首页加载提速', '2026-02-03T04:00:00Z'],
    ['iOS', 110, '1.1.0', false, '新增签到奖励与每日任务；首页加载提速', '2026-02-06T04:00:00Z'],
    ['Android', 120, '1.2.0', true, '修复支付回调偶发失败的问题，旧版本可能重复扣款', '2026-03-02T09:30:00Z'],
    ['iOS', 120, '1.2.0', true, '修复内购恢复购买失败的问题', '2026-03-04T09:30:00Z'],
    ['H5', 120, '1.2.0', false, '分享页支持日语；优化弱网播放', '2026-03-20T06:00:00Z'],
    ['Android', 130, '1.3.0', false, '新增站内信与推送弹窗；支持日语字幕', '2026-04-15T05:00:00Z'],
    ['iOS', 130, '1.3.0', false, '新增站内信与推送弹窗；支持日语字幕', '2026-04-18T05:00:00Z'],
    ['Android', 131, '1.3.1', false, '修复部分机型全屏播放黑屏', '2026-05-06T08:00:00Z'],
    ['Android', 140, '1.4.0', false, '剧集缓存下载；VIP 自动续费管理', '2026-07-01T03:00:00Z'],
    ['iOS', 140, '1.4.0', false, '剧集缓存下载；VIP 自动续费管理', '2026-07-03T03:00:00Z'],
    ['H5', 140, '1.4.0', false, '活动页模板化；新增卡密兑换入口', '2026-07-22T06:00:00Z'],
    ['Android', 150, '1.5.0', true, '升级支付 SDK，旧版本将无法完成支付', '2026-09-12T02:00:00Z'],
    ['iOS', 150, '1.5.0', true, '升级支付 SDK，旧版本将无法完成支付', '2026-09-14T02:00:00Z'],
    ['Android', 152, '1.5.2', false, '播放器性能优化，弱网下起播更快', '2026-11-02T03:00:00Z'],
    ['iOS', 152, '1.5.2', false, '播放器性能优化，弱网下起播更快', '2026-11-05T03:00:00Z'],
  ];
  return rows.map(([systemType, code, name, forceUpdate, description, time], i) => ({
    id: i + 1,
    systemType,
    code,
    name,
    forceUpdate,
    description,
    createTime: new Date(time).toISOString(),
  }));
}
