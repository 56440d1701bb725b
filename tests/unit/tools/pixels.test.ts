import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { translate } from '@/i18n';
import { api } from '@/lib/api/client';
import type { ApiError } from '@/lib/api/errors';
import { logRows } from '@/mocks/oplog';
import { LoginResultSchema } from '@/records/session';
import { linkApi } from '@/records/channels';
import { dramas } from '@/features/theater/mock';
import { PIXEL_TABLE } from '@/records/promotions';
import { MASK, maskToken, toolsApi, type PixelPublic } from '@/features/tools/contract';
import { toolTables } from '@/features/tools/mock';
import { useMockBackend } from '../support/mock-server';

/**
 * Feedback configurations (toolCategory/configureFeedback): the access token is stored, never
 * answered in full (its mask only), never written to the operation log; copying it is the one
 * way out, and that copy is logged without it; test events get the platform's answer.
 */

const { token } = useMockBackend();
const zh = (id: Parameters<typeof translate>[1]) => translate('ZH', id);
async function signIn() {
  token.value = (await api.post('user/v1/login', { username: 'admin', password: 'admin123' }, LoginResultSchema)).token;
}
const TOKEN = 'EAAGm0PXsecretSECRETsecret0123456789abcdefMIDDLEzz9876';

describe('masking a token', () => {
  it('shows its first four and last four characters around a fixed run of bullets', () => {
    expect(maskToken(TOKEN)).toBe(`EAAG${MASK}9876`);
    expect(maskToken('short-token-1')).toBe(`${MASK}-1`);
    expect(maskToken('')).toBe('');
  });

  it('property: a mask never holds the middle of the token, and tells nothing of its length', () => {
    const alphabet = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-.'.split(''));
    fc.assert(
      fc.property(fc.array(alphabet, { minLength: 16, maxLength: 512 }).map((a) => a.join('')), fc.integer({ min: 1, max: 200 }), (t, extra) => {
        const mask = maskToken(t);
        expect(mask).toHaveLength(4 + MASK.length + 4);
        expect(mask.replace(MASK, '')).toBe(t.slice(0, 4) + t.slice(-4));
        // The same ends, a longer middle: the same mask.
        expect(maskToken(t.slice(0, 4) + 'x'.repeat(extra) + t.slice(4))).toBe(mask);
      }),
    );
  });
});

describe('configurations over the mock backend', () => {
  const add = () =>
    api.post('pixelConfig/v1/add', { name: '测试像素', platform: 'meta', pixelCode: '111122223333444', accessToken: TOKEN, remark: '', enabled: true }) as Promise<PixelPublic>;

  it('the token is stored, and no answer of the list, the detail or the export carries it', async () => {
    await signIn();
    const saved = await add();
    expect(saved.tokenMask).toBe(maskToken(TOKEN));
    expect(toolTables.pixels.get(saved.id)!.accessToken).toBe(TOKEN);
    const answers = [saved, await api.get('pixelConfig/v1/info', { id: saved.id }), await api.post('pixelConfig/v1/page', { pageNum: 1, pageSize: 100 }), await api.post('pixelConfig/v1/export', { pageNum: 1, pageSize: 100 })];
    for (const answer of answers) {
      const text = JSON.stringify(answer);
      expect(text).not.toContain(TOKEN);
      expect(text).not.toContain('accessToken');
    }
  });

  it('editing with the token left blank keeps it; a new token replaces it; the log never holds either', async () => {
    await signIn();
    const saved = await add();
    await api.post('pixelConfig/v1/update', { id: saved.id, version: saved.version, name: '测试像素 改', platform: 'meta', pixelCode: '111122223333444', remark: 'x', enabled: true });
    expect(toolTables.pixels.get(saved.id)!.accessToken).toBe(TOKEN);
    const next = `${TOKEN}NEW`;
    await api.post('pixelConfig/v1/update', { id: saved.id, version: saved.version + 1, accessToken: next });
    expect(toolTables.pixels.get(saved.id)!.accessToken).toBe(next);
    const log = JSON.stringify((await logRows()).filter((r) => r.table === PIXEL_TABLE));
    expect(log).toContain('******');
    expect(log).not.toContain(TOKEN.slice(4, -4));
  });

  it('copying the token answers it, and logs the copy with the token masked', async () => {
    await signIn();
    const { token: copied } = await toolsApi.pixelToken(1);
    expect(copied).toBe(toolTables.pixels.get(1)!.accessToken);
    const entry = (await logRows()).filter((r) => r.table === PIXEL_TABLE && r.op === 'action').at(-1)!;
    expect(entry).toMatchObject({ recordId: '1', operator: 'admin', after: { accessToken: '******' } });
    expect(JSON.stringify(await logRows())).not.toContain(copied);
  });

  it("a test event gets the platform's answer and becomes the configuration's last test", async () => {
    await signIn();
    const ok = await toolsApi.testPixel(2, 'Purchase');
    expect(ok).toMatchObject({ ok: true, status: 200, event: 'Purchase' });
    expect(ok.config).toMatchObject({ id: 2, lastTestOk: true });
    expect(ok.config).not.toHaveProperty('accessToken');
    const expired = await toolsApi.testPixel(3, 'PageView');
    expect(expired).toMatchObject({ ok: false, status: 400 });
    expect(expired.message).toMatch(/expired/);
    expect(toolTables.pixels.get(3)).toMatchObject({ lastTestOk: false, lastTestMessage: expired.message });
    const disabled = await toolsApi.testPixel(4, 'PageView').then(() => null, (e: ApiError) => e.message);
    expect(disabled).toBe(zh('tools.pixel.disabled'));
  });

  it('a pixel code is unique per platform; a configuration links use cannot be deleted', async () => {
    await signIn();
    const taken = await api
      .post('pixelConfig/v1/add', { name: '重复', platform: 'meta', pixelCode: '918273645546372', accessToken: TOKEN, remark: '', enabled: true })
      .then(() => null, (e: ApiError) => e.message);
    expect(taken).toBe(zh('tools.pixel.codeTaken'));
    const drama = dramas.all().find((d) => d.grounding === 'uploaded' && d.releasedEpisodes > 0)!;
    await linkApi.generate({ name: 'x', channelId: 2, dramaId: drama.id, startEpisode: 1, pixelId: 2, utmSource: '', utmMedium: '', utmCampaign: '', utmContent: '' });
    const inUse = await api.post('pixelConfig/v1/delete', { ids: [2], versions: [toolTables.pixels.get(2)!.version] }).then(() => null, (e: ApiError) => e.message);
    expect(inUse).toBe(translate('ZH', 'tools.pixel.inUse', { count: 1 }));
    expect(toolTables.pixels.get(2)).toBeDefined();
  });
});
