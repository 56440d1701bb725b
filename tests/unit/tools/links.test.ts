import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { translate } from '@/i18n';
import { api } from '@/lib/api/client';
import type { ApiError } from '@/lib/api/errors';
import { LoginResultSchema } from '@/records/session';
import { LINK_ORIGIN, buildPromotionLink, linkApi, parsePromotionLink, type LinkParts } from '@/records/channels';
import { channelApi } from '@/features/channel/contract';
import { channelTables } from '@/features/channel/mock';
import { dramas } from '@/features/theater/mock';
import { toolsApi } from '@/features/tools/contract';
import { toolTables } from '@/features/tools/mock';
import type { LinkRow } from '@/features/tools/resources';
import { useMockBackend } from '../support/mock-server';

/**
 * Promotion links (toolCategory/generationLinks): how a link is built and read back, and the
 * generator over the mock backend (the channel area keeps the links; the distribution console
 * counts them).
 */

const { token } = useMockBackend();
const zh = (id: Parameters<typeof translate>[1], values?: Record<string, string | number>) => translate('ZH', id, values);
async function signIn() {
  token.value = (await api.post('user/v1/login', { username: 'admin', password: 'admin123' }, LoginResultSchema)).token;
}

const example: LinkParts = { channelNumber: 'CH1001', dramaId: 1003, episode: 4, pixelCode: '918273645546372', utmSource: 'tiktok', utmMedium: 'paid_social', utmCampaign: 'summer_sale', utmContent: 'v2' };

describe('building and reading a promotion link', () => {
  it('an example: the landing page of the drama for the channel, the episode, the pixel, the campaign', () => {
    const url = buildPromotionLink(example);
    expect(url).toBe('https://h5.drama.example/s/CH1001/1003?ep=4&px=918273645546372&utm_source=tiktok&utm_medium=paid_social&utm_campaign=summer_sale&utm_content=v2');
    expect(parsePromotionLink(url)).toEqual(example);
  });

  it('leaves out what is not set; reads it back as empty', () => {
    const bare = { ...example, pixelCode: null, utmSource: '', utmMedium: '', utmCampaign: '', utmContent: '' };
    expect(buildPromotionLink(bare)).toBe('https://h5.drama.example/s/CH1001/1003?ep=4');
    expect(parsePromotionLink(buildPromotionLink(bare))).toEqual(bare);
  });

  it('property: any link built reads back as what built it', () => {
    const text = fc.string({ maxLength: 30 }).map((s) => s.trim());
    const parts = fc.record({
      channelNumber: fc.stringMatching(/^[A-Z0-9]{2,16}$/),
      dramaId: fc.integer({ min: 1, max: 999_999_999 }),
      episode: fc.integer({ min: 1, max: 999_999 }),
      pixelCode: fc.option(fc.stringMatching(/^[A-Za-z0-9]{6,32}$/), { nil: null }),
      utmSource: text,
      utmMedium: text,
      utmCampaign: text,
      utmContent: text,
    });
    fc.assert(
      fc.property(parts, (p) => {
        expect(parsePromotionLink(buildPromotionLink(p))).toEqual(p);
      }),
    );
  });

  it('refuses what is not a promotion link', () => {
    for (const text of [
      'not a url',
      'https://evil.example/s/CH1001/1003?ep=1',
      'http://h5.drama.example/s/CH1001/1003?ep=1',
      `${LINK_ORIGIN}/s/CH1001/1003`,
      `${LINK_ORIGIN}/s/CH1001/1003?ep=0`,
      `${LINK_ORIGIN}/s/CH1001/1003?ep=1.5`,
      `${LINK_ORIGIN}/s/CH1001/abc?ep=1`,
      `${LINK_ORIGIN}/s/CH1001/0?ep=1`,
      `${LINK_ORIGIN}/s/C/1003?ep=1`,
      `${LINK_ORIGIN}/x/CH1001/1003?ep=1`,
      `${LINK_ORIGIN}/s/CH1001/1003/extra?ep=1`,
    ]) {
      expect(parsePromotionLink(text), text).toBeNull();
    }
  });
});

describe('the generator over the mock backend', () => {
  const onShelf = () => dramas.all().find((d) => d.grounding === 'uploaded' && d.releasedEpisodes >= 3)!;

  it('keeps the link it generates, listed first, and the distribution console counts it', async () => {
    await signIn();
    const drama = onShelf();
    const before = (await channelApi.distributionConsole({})).rows.find((r) => r.channelId === 1)!.links;
    const link = await linkApi.generate({ name: '夏季投放', channelId: 1, dramaId: drama.id, startEpisode: 3, pixelId: 1, utmSource: 'tiktok', utmMedium: 'paid_social', utmCampaign: 'summer', utmContent: '' });
    expect(parsePromotionLink(link.url)).toEqual({ channelNumber: 'CH1001', dramaId: drama.id, episode: 3, pixelCode: toolTables.pixels.get(1)!.pixelCode, utmSource: 'tiktok', utmMedium: 'paid_social', utmCampaign: 'summer', utmContent: '' });
    expect(channelTables.links.get(link.id)).toMatchObject({ channelId: 1, dramaId: drama.id, startEpisode: 3, pixelId: 1, operator: 'admin' });
    const list = (await api.post('promotionLink/v1/page', { pageNum: 1, pageSize: 10 })) as { records: LinkRow[] };
    expect(list.records[0]).toMatchObject({ id: link.id, channelName: 'TikTok Ads 日本', dramaName: drama.name, pixelName: toolTables.pixels.get(1)!.name });
    expect((await channelApi.distributionConsole({})).rows.find((r) => r.channelId === 1)!.links).toBe(before + 1);
  });

  it('every seeded link reads back as a promotion link of its own channel and drama', () => {
    for (const link of channelTables.links.all()) {
      const parts = parsePromotionLink(link.url);
      expect(parts?.channelNumber, link.name).toBe(channelTables.channels.get(link.channelId)!.number);
      expect(parts?.dramaId).toBe(link.dramaId);
    }
  });

  it('refuses a drama off the shelf, an episode not released, a disabled pixel, and a broken form', async () => {
    await signIn();
    const refusal = (input: Partial<Parameters<typeof linkApi.generate>[0]>) =>
      linkApi
        .generate({ name: 'x', channelId: 1, dramaId: onShelf().id, startEpisode: 1, pixelId: null, utmSource: '', utmMedium: '', utmCampaign: '', utmContent: '', ...input })
        .then(() => null, (e: ApiError) => e.message);
    const off = dramas.all().find((d) => d.grounding !== 'uploaded')!;
    const size = channelTables.links.size;
    expect(await refusal({ dramaId: off.id })).toBe(zh('channel.link.dramaOffShelf'));
    const drama = onShelf();
    expect(await refusal({ dramaId: drama.id, startEpisode: drama.releasedEpisodes + 1 })).toBe(zh('channel.link.episodeUnreleased', { episode: drama.releasedEpisodes + 1, released: drama.releasedEpisodes }));
    expect(await refusal({ pixelId: 4 })).toBe(zh('channel.link.pixelMissing'));
    expect(await refusal({ utmCampaign: 'a b' })).toBe(zh('channel.link.utmChars'));
    expect(await refusal({ name: '' })).toBe(zh('channel.link.nameLength'));
    expect(channelTables.links.size).toBe(size);
  });

  it("the generator's choices: every channel, dramas on the shelf, enabled pixels", async () => {
    await signIn();
    const options = await toolsApi.linkOptions();
    expect(options.channels).toHaveLength(channelTables.channels.size);
    expect(options.dramas.every((d) => dramas.get(d.id)!.grounding === 'uploaded' && d.releasedEpisodes > 0)).toBe(true);
    expect(options.pixels.map((p) => p.id)).toEqual([1, 2, 3]);
  });
});
