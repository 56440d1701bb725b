import { attachmentKindOf } from '../../resources';
import type { Attachment } from '@/records/attachments';
import { DRAMA_TABLE, type Drama } from '@/records/dramas';
import { worldTable } from '@/mocks/db';
import type { Fresh } from '@/mocks/table';
import { DEMO_CLIP, artwork, chime, dataUrlMime, dataUrlSize, textUrl } from './media';

/* The file library as the demo world has it (system/attachmentManagement). */

const SRT_ZH = `1
00:00:01,000 --> 00:00:03,200
这份契约，你签还是不签？

2
00:00:03,600 --> 00:00:06,000
签了，你就是顾家的少夫人。

3
00:00:06,400 --> 00:00:08,800
三年之后，我们两清。

4
00:00:09,200 --> 00:00:11,500
好，我签。但我有一个条件。
`;

const SRT_JA = `1
00:00:01,000 --> 00:00:03,200
この契約、サインするの？しないの？

2
00:00:03,600 --> 00:00:06,000
サインすれば、君は顧家の若奥様だ。

3
00:00:06,400 --> 00:00:08,800
三年後、私たちは他人に戻る。
`;

/** The text files: the most watched drama's subtitles, agreements, the month's push copy (naming the newest drama). */
const texts = (top: Drama, newest: Drama): Array<[name: string, content: string, mime?: string]> => [
  [`${top.name}-第1集-中文字幕.srt`, SRT_ZH, 'application/x-subrip'],
  [`${top.name}-第1集-日文字幕.srt`, SRT_JA, 'application/x-subrip'],
  [
    '用户协议-v3.txt',
    '短剧平台用户协议（第三版）\n\n一、总则\n1.1 本协议是您与本平台之间关于使用短剧服务的约定。\n1.2 注册或登录即表示您已阅读并同意本协议。\n\n二、账号\n2.1 您应妥善保管账号与密码。\n2.2 账号仅限本人使用，不得转让。\n\n三、金豆与会员\n3.1 金豆为平台虚拟货币，用于解锁剧集，不可兑换现金。\n3.2 VIP 会员在有效期内可观看全部会员剧集。\n',
  ],
  [
    '隐私政策-v2.txt',
    '隐私政策（第二版）\n\n我们收集的信息：设备信息、登录方式、观看记录、充值记录。\n我们如何使用：提供与改进服务、推荐短剧、防范欺诈。\n我们如何共享：仅在法律要求或您同意时共享。\n您的权利：查询、更正、删除您的个人信息，注销账号。\n',
  ],
  [
    '推送文案-11月.txt',
    `【11月推送文案】\n1. 新剧上线：《${newest.name}》前${newest.startChargeEpisode - 1}集免费看！\n2. 金豆充值满1000送200，仅限本周末。\n3. 您的VIP会员即将到期，续费立享8折。\n4. 连续签到7天，领取神秘大礼包。\n`,
  ],
  [
    '版本更新说明-1.5.2.md',
    '# 1.5.2 更新说明\n\n- 播放器性能优化，弱网下起播更快\n- 修复部分机型全屏后黑屏的问题\n- 签到日历支持补签提示\n- 日语字幕显示优化\n',
    'text/markdown',
  ],
];

const OTHERS: Array<[name: string, content: unknown]> = [
  ['apple-app-site-association.json', { applinks: { apps: [], details: [{ appID: 'TEAMID.com.example.drama', paths: ['/drama/*', '/share/*'] }] } }],
  ['pixel-events.json', { events: ['CompleteRegistration', 'Purchase', 'Subscribe', 'ViewContent'], currency: 'JPY' }],
  ['channel-mapping.json', { tiktok: 'TT', facebook: 'FB', google: 'GG', organic: 'NATURAL' }],
  ['h5-manifest.json', { name: '短剧', short_name: '短剧', start_url: '/h5/', display: 'standalone', theme_color: '#0f6cbd' }],
  ['deeplink-routes.json', { routes: { '/drama/:id': 'DramaDetail', '/vip': 'VipCenter', '/recharge': 'Recharge', '/sign-in': 'SignIn' } }],
];

const ICONS = ['logo', 'system', 'member', 'theater', 'channel', 'operate', 'push', 'statistics', 'market', 'tools'];

/**
 * The file library as the demo world has it. Every drama it names is one of the theater's
 * dramas (read through the world, so the table seeds after them: `after: [DRAMA_TABLE]`): posters
 * of the four most watched, their episodes and trailers, the newest drama's teaser and push copy.
 */
export function seedAttachments(): Fresh<Attachment>[] {
  const dramas = worldTable<Drama>(DRAMA_TABLE).all();
  if (dramas.length < 4) throw new Error('the file library names four dramas: seed the theater first');
  const popular = [...dramas].sort((a, b) => b.virtualPlays - a.virtualPlays || a.id - b.id);
  const [first, second, third] = popular;
  const newest = dramas.reduce((a, b) => (b.id > a.id ? b : a));
  const files: Array<{ name: string; url: string; mime?: string; size?: number }> = [];
  for (const icon of ICONS) files.push({ name: `icon-${icon}.svg`, url: `/icons/${icon}.svg`, mime: 'image/svg+xml' });
  for (const d of popular.slice(0, 4)) {
    files.push({ name: `${d.name}-封面.svg`, url: artwork(d.name, `全${d.totalEpisodes}集 · 前${d.startChargeEpisode - 1}集免费`, (d.id * 67) % 360, 'poster') });
  }
  const banners: Array<[string, string, number]> = [
    ['夏日追剧季', '首页Banner · 7月1日-7月31日', 190],
    ['金豆充值满1000送200', '充值活动 · 仅限周末', 45],
    ['开通VIP 全站免费看', 'VIP开通弹窗背景', 285],
    ['连续签到7天领大礼包', '签到活动海报', 140],
  ];
  for (const [title, sub, hue] of banners) files.push({ name: `${sub.split(' · ')[0]}-${title}.svg`, url: artwork(title, sub, hue, 'banner') });
  for (const name of [
    `${first.name}-第1集.webm`,
    `${first.name}-第2集.webm`,
    `${second.name}-预告片.webm`,
    `${third.name}-第1集.webm`,
    '开屏广告-15s.webm',
    `新剧预告-${newest.name}.webm`,
  ]) files.push({ name, url: DEMO_CLIP.url, mime: DEMO_CLIP.mime, size: DEMO_CLIP.size });
  const sounds: Array<[string, number[], number]> = [
    ['签到成功提示音.wav', [660, 880], 0.5],
    ['金豆到账音效.wav', [988, 1319, 1568], 0.6],
    ['VIP开通音效.wav', [523, 659, 784, 1047], 0.9],
    ['消息提醒.wav', [880, 660], 0.4],
    ['开屏背景音乐-试听.wav', [392, 440, 494, 523, 494, 440], 1.6],
  ];
  for (const [name, notes, seconds] of sounds) files.push({ name, url: chime(notes, seconds) });
  for (const [name, content, mime] of texts(first, newest)) files.push({ name, url: textUrl(content, mime ?? 'text/plain'), mime });
  for (const [name, content] of OTHERS) files.push({ name, url: textUrl(JSON.stringify(content, null, 2), 'application/json') });

  const start = new Date('2026-01-08T02:00:00Z').getTime();
  const uploaders = ['admin', 'operator', 'operator', 'admin', 'operator'];
  // Spread over the year in a stable, interleaved order (not all icons first).
  const order = files.map((_, i) => i).sort((a, b) => ((a * 7) % files.length) - ((b * 7) % files.length));
  return order.map((fileIndex, i) => {
    const f = files[fileIndex];
    const mime = f.mime ?? (f.url.startsWith('data:') ? dataUrlMime(f.url) : 'application/octet-stream');
    return {
      id: i + 1,
      name: f.name,
      kind: attachmentKindOf(mime, f.name),
      url: f.url,
      size: f.size ?? (f.url.startsWith('data:') ? dataUrlSize(f.url) : 600 + ((fileIndex * 37) % 400)),
      mime,
      sessionOnly: false,
      uploader: uploaders[i % uploaders.length],
      createTime: new Date(start + i * 6.4 * 86400000 + (i % 5) * 3600000).toISOString(),
    };
  });
}
