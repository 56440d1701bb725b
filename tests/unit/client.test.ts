import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import * as v from 'valibot';
import { createActor, fromPromise, waitFor } from 'xstate';
import { translate, type MessageId } from '@/i18n';
import { api, clientConfig, configureClient, request } from '@/lib/api/client';
import { ApiError, CATALOGUE_STATUSES, isApiError } from '@/lib/api/errors';
import { REQUEST_TIMEOUT_MS } from '@/lib/constants';
import { sessionMachine, type SessionEmitted } from '@/machines/session';

// Read before anything configures the client: the defaults of section 9.
const DEFAULT_TIMEOUT = clientConfig().timeoutMs;
const DEFAULT_GET_LANGUAGE = clientConfig().getLanguage;
const DEFAULT_LANGUAGE = DEFAULT_GET_LANGUAGE();

const BASE = 'http://api.test/admin/';
const server = setupServer();

const sessionEnds: Array<300 | 401> = [];
let token: string | null = null;
let language: 'ZH' | 'EN' = 'ZH';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sessionEnds.length = 0;
  token = null;
  language = 'ZH';
  configureClient({
    baseUrl: BASE,
    timeoutMs: REQUEST_TIMEOUT_MS,
    getToken: () => token,
    getLanguage: () => language,
    onSessionEnd: (status) => void sessionEnds.push(status),
  });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Answers every call with `reply`. */
function answer(reply: () => Response | Promise<Response>) {
  server.use(http.all(`${BASE}*`, reply));
}
const envelope = (body: Record<string, unknown>, init?: ResponseInit) => HttpResponse.json(body, init);

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('constants', () => {
  it('the default timeout is REQUEST_TIMEOUT_MS = 600000 ms and the default language ZH', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(600000);
    expect(DEFAULT_TIMEOUT).toBe(600000);
    expect(DEFAULT_LANGUAGE).toBe('ZH');
  });

  it('a call arms its timer with the configured timeout (600000 by default)', async () => {
    answer(() => envelope({ code: 200, data: 1 }));
    const spy = vi.spyOn(globalThis, 'setTimeout');
    try {
      await api.get('x');
      expect(spy.mock.calls.some((c) => c[1] === 600000)).toBe(true);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('HTTP status catalogue (section 8)', () => {
  const CATALOGUE: Array<[number, MessageId, string]> = [
    [300, 'error.http.300', '当前登录信息已过期，请重新登录！'],
    [400, 'error.http.400', '请求失败！请您稍后重试'],
    [401, 'error.http.401', '登录失效！请您重新登录'],
    [403, 'error.http.403', '当前账号无权限访问！'],
    [404, 'error.http.404', '你所访问的资源不存在！'],
    [405, 'error.http.405', '请求方式错误！请您稍后重试'],
    [408, 'error.http.408', '请求超时！请您稍后重试'],
    [500, 'error.http.500', '服务异常！'],
    [502, 'error.http.502', '网关错误！'],
    [503, 'error.http.503', '服务不可用！'],
    [504, 'error.http.504', '网关超时！'],
    [418, 'error.http.other', '请求失败！'],
    [599, 'error.http.other', '请求失败！'],
    [402, 'error.http.other', '请求失败！'],
    [501, 'error.http.other', '请求失败！'],
  ];

  it('lists exactly the statuses of the spec table', () => {
    expect([...CATALOGUE_STATUSES].sort()).toEqual([300, 400, 401, 403, 404, 405, 408, 500, 502, 503, 504]);
  });

  it.each(CATALOGUE)('HTTP %i -> %s = %s', async (status, messageId, zh) => {
    // A body that looks like a success must not hide the HTTP status.
    answer(() => envelope({ code: 200, data: 'ignored' }, { status }));
    const error = await failure(api.get('user/v1/info', { id: 1 }));
    expect(error).toMatchObject({ kind: 'http', status, messageId });
    expect(translate('ZH', error.messageId)).toBe(zh);
    expect(translate('EN', error.messageId)).not.toBe('');
    const endsSession = status === 300 || status === 401;
    expect(error.sessionExpired).toBe(endsSession);
    expect(sessionEnds).toEqual(endsSession ? [status] : []);
  });

  it('no answer at all (network error) -> 服务器连接失败，请稍后重试', async () => {
    answer(() => HttpResponse.error());
    const error = await failure(api.post('user/v1/update', { id: 1 }));
    expect(error).toMatchObject({ kind: 'network', messageId: 'error.network', sessionExpired: false });
    expect(translate('ZH', error.messageId)).toBe('服务器连接失败，请稍后重试');
    expect(sessionEnds).toEqual([]);
  });

  it.each([
    ['not JSON', 'this is <html> not json'],
    ['truncated JSON', '{"code": 200, "data": '],
    ['an empty body', ''],
    ['a JSON array', '[1,2]'],
    ['JSON null', 'null'],
    ['a JSON string', '"ok"'],
  ])('%s -> kind malformed, no crash', async (_, body) => {
    answer(() => new HttpResponse(body, { status: 200, headers: { 'Content-Type': 'application/json' } }));
    const error = await failure(api.get('menu/v1/getAllMenu'));
    expect(error).toMatchObject({ kind: 'malformed', messageId: 'error.malformed', sessionExpired: false });
    expect(translate('ZH', error.messageId)).not.toBe('');
  });

  it('a schema mismatch of data -> malformed', async () => {
    answer(() => envelope({ code: 200, data: { version: 42 } }));
    const error = await failure(api.get('version.json', { t: 1 }, v.object({ version: v.string() })));
    expect(error).toMatchObject({ kind: 'malformed', messageId: 'error.malformed' });
  });

  it('data matching the schema is returned as parsed', async () => {
    answer(() => envelope({ code: 200, data: { version: '1.2.3', extra: true } }));
    await expect(api.get('version.json', { t: 1 }, v.object({ version: v.string() }))).resolves.toEqual({ version: '1.2.3' });
  });

  it('timeout: a call that never answers rejects with kind timeout and error.http.408', async () => {
    configureClient({ timeoutMs: 50 });
    answer(async () => {
      await delay('infinite');
      return envelope({ code: 200 });
    });
    const started = Date.now();
    const error = await failure(api.get('user/v1/page'));
    expect(Date.now() - started).toBeLessThan(5000);
    expect(error).toMatchObject({ kind: 'timeout', status: 408, messageId: 'error.http.408', sessionExpired: false });
    expect(translate('ZH', error.messageId)).toBe('请求超时！请您稍后重试');
  });

  it('timeout covers the body too: headers then a stalled body -> kind timeout', async () => {
    configureClient({ timeoutMs: 50 });
    answer(
      () =>
        new HttpResponse(
          new ReadableStream({
            start(controller) {
              controller.enqueue(new TextEncoder().encode('{"code": 200, "data": '));
            },
          }),
          { headers: { 'Content-Type': 'application/json' } },
        ),
    );
    const error = await failure(api.get('user/v1/page'));
    expect(error).toMatchObject({ kind: 'timeout', messageId: 'error.http.408' });
  });

  it('a caller abort is not reported as a timeout or network error', async () => {
    answer(async () => {
      await delay('infinite');
      return envelope({ code: 200 });
    });
    const controller = new AbortController();
    const pending = request({ path: 'user/v1/page', signal: controller.signal }).catch((e: unknown) => e);
    setTimeout(() => controller.abort(), 10);
    const error = await pending;
    expect(isApiError(error)).toBe(false);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('envelope codes (section 8: success only for 200, 1, "0", "1")', () => {
  it.each([200, 1, '0', '1'])('code %j succeeds with data', async (code) => {
    answer(() => envelope({ code, success: true, message: 'ok', data: { id: 5 } }));
    await expect(api.get('user/v1/info', { id: 5 })).resolves.toEqual({ id: 5 });
  });

  it.each([0, '200', 500, 'abc', 2, -1, null, true, '', ' 1'])('code %j is rejected with the server message', async (code) => {
    answer(() => envelope({ code, success: false, message: '服务器说不行', data: { id: 5 } }));
    const error = await failure(api.post('user/v1/update', { id: 5 }));
    expect(error).toMatchObject({ kind: 'business', code, messageId: 'error.business', serverMessage: '服务器说不行', sessionExpired: false });
    expect(error.message).toBe('服务器说不行');
    expect(sessionEnds).toEqual([]);
  });

  it('a missing code is rejected too, with the catalogue message when the server says nothing', async () => {
    answer(() => envelope({ success: true, data: 1 }));
    const error = await failure(api.get('x'));
    expect(error).toMatchObject({ kind: 'business', messageId: 'error.business', serverMessage: undefined });
  });

  it.each([
    [401, 401, 'error.http.401'],
    ['401', 401, 'error.http.401'],
    [300, 300, 'error.http.300'],
    ['300', 300, 'error.http.300'],
  ] as const)('envelope code %j -> sessionExpired and onSessionEnd(%i)', async (code, status, messageId) => {
    answer(() => envelope({ code, success: false, message: 'token expired' }));
    const error = await failure(api.get('menu/v1/getUserMenu', { roleId: 1 }));
    expect(error).toMatchObject({ kind: 'business', status, code, messageId, sessionExpired: true });
    expect(sessionEnds).toEqual([status]);
  });

  it('20 concurrent 401 calls: onSessionEnd is called 20 times', async () => {
    answer(() => envelope({ code: 401 }, { status: 401 }));
    const errors = await Promise.all(Array.from({ length: 20 }, (_, i) => failure(api.get('user/v1/info', { id: i }))));
    expect(errors.every((e) => e.sessionExpired && e.status === 401)).toBe(true);
    expect(sessionEnds).toHaveLength(20);
  });

  it('20 concurrent 401 calls against a ready session actor: one notify, one signedOut', async () => {
    const actor = createActor(
      sessionMachine.provide({
        actors: {
          loadMenu: fromPromise(async () => [{ id: 1, path: 'system', name: '系统设置', nameEn: 'System' }]),
          logout: fromPromise<unknown, void>(async () => ({})),
        },
      }),
      { input: { token: 't', user: { id: 1, name: 'admin', realName: 'A', email: 'a@b.cd', phone: '13800138000', roleId: 1 } } },
    );
    const emitted: SessionEmitted[] = [];
    actor.on('notify', (e) => emitted.push(e));
    actor.on('signedOut', (e) => emitted.push(e));
    actor.start();
    await waitFor(actor, (s) => s.matches('ready'));
    let told = 0;
    configureClient({
      onSessionEnd: (status) => {
        told += 1;
        actor.send({ type: 'SESSION_END', status });
      },
    });
    answer(() => envelope({ code: 401 }, { status: 401 }));
    await Promise.all(Array.from({ length: 20 }, () => api.get('user/v1/info').catch((e: unknown) => e)));
    expect(told).toBe(20);
    expect(actor.getSnapshot().value).toBe('expired');
    expect(emitted.filter((e) => e.type === 'notify')).toEqual([{ type: 'notify', intent: 'error', messageId: 'error.http.401' }]);
    expect(emitted.filter((e) => e.type === 'signedOut')).toHaveLength(1);
    actor.stop();
  });
});

describe('requests', () => {
  it('sends the token and language headers to /admin/ + path, query in the URL', async () => {
    const seen: Request[] = [];
    server.use(
      http.get(`${BASE}menu/v1/getUserMenu`, ({ request: req }) => {
        seen.push(req.clone());
        return envelope({ code: 200, data: [] });
      }),
    );
    token = 'tok-123';
    language = 'EN';
    await api.get('/menu/v1/getUserMenu', { roleId: 3, skip: undefined, none: null });
    expect(seen).toHaveLength(1);
    const url = new URL(seen[0].url);
    expect(url.pathname).toBe('/admin/menu/v1/getUserMenu');
    expect([...url.searchParams.entries()]).toEqual([['roleId', '3']]);
    expect(seen[0].headers.get('token')).toBe('tok-123');
    expect(seen[0].headers.get('language')).toBe('EN');
  });

  it('language defaults to ZH and no token header is sent without a token', async () => {
    const seen: Headers[] = [];
    server.use(
      http.all(`${BASE}*`, ({ request: req }) => {
        seen.push(req.headers);
        return envelope({ code: 1 });
      }),
    );
    configureClient({ getLanguage: DEFAULT_GET_LANGUAGE });
    await api.get('x');
    expect(seen[0].get('language')).toBe('ZH');
    expect(seen[0].has('token')).toBe(false);
  });

  it('POST bodies are JSON', async () => {
    let body: unknown;
    let type: string | null = null;
    let method = '';
    server.use(
      http.post(`${BASE}user/v1/update/password`, async ({ request: req }) => {
        method = req.method;
        type = req.headers.get('content-type');
        body = await req.json();
        return envelope({ code: 200, success: true });
      }),
    );
    await api.post('user/v1/update/password', { newPassword: 'a1', confirmPassword: 'a1' });
    expect(method).toBe('POST');
    expect(type).toContain('application/json');
    expect(body).toEqual({ newPassword: 'a1', confirmPassword: 'a1' });
  });

  it('a multipart upload sends FormData with the fields and the file', async () => {
    let form: FormData | null = null;
    let type: string | null = null;
    server.use(
      http.post(`${BASE}file/upload`, async ({ request: req }) => {
        type = req.headers.get('content-type');
        form = await req.formData();
        return envelope({ code: 200, data: { url: 'https://cdn.test/a.png' } });
      }),
    );
    const file = new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' });
    const result = await api.upload('file/upload', { kind: 'image', file });
    expect(result).toEqual({ url: 'https://cdn.test/a.png' });
    expect(type).toMatch(/^multipart\/form-data; boundary=/);
    expect(form).toBeInstanceOf(FormData);
    expect(form!.get('kind')).toBe('image');
    const sent = form!.get('file') as File;
    expect(sent.name).toBe('a.png');
    expect(new Uint8Array(await sent.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });

  it.each([
    ['attachment; filename="orders.xlsx"', 'orders.xlsx'],
    ['attachment; filename=report.csv', 'report.csv'],
    [`attachment; filename*=UTF-8''${encodeURIComponent('订单统计.xlsx')}`, '订单统计.xlsx'],
    ['attachment; filename="100%.xlsx"', '100%.xlsx'],
    [`attachment; filename="fallback.xlsx"; filename*=UTF-8''${encodeURIComponent('会员 数据.xlsx')}`, '会员 数据.xlsx'],
    [`attachment; filename=${encodeURIComponent('充值订单.xlsx')}`, '充值订单.xlsx'],
  ])('a blob download returns the blob and the filename of %s', async (disposition, filename) => {
    const bytes = new Uint8Array([80, 75, 3, 4, 0, 255]);
    server.use(
      http.post(`${BASE}order/export`, () =>
        new HttpResponse(bytes, {
          headers: { 'Content-Type': 'application/vnd.ms-excel', 'Content-Disposition': disposition },
        }),
      ),
    );
    const { blob, filename: name } = await api.download('order/export', { from: '2024-01-01' });
    expect(name).toBe(filename);
    expect(blob).toBeInstanceOf(Blob);
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
  });

  it('a download without Content-Disposition has a null filename', async () => {
    answer(() => new HttpResponse('a,b\n1,2', { headers: { 'Content-Type': 'text/csv' } }));
    const { blob, filename } = await api.download('order/export');
    expect(filename).toBeNull();
    expect(await blob.text()).toBe('a,b\n1,2');
  });

  it('a download answered with an error envelope rejects with it', async () => {
    answer(() => envelope({ code: 500, message: '导出失败' }));
    const error = await failure(api.download('order/export'));
    expect(error).toMatchObject({ kind: 'business', serverMessage: '导出失败' });
  });

  it('a download answered with a success envelope still returns the body as a blob', async () => {
    answer(() => envelope({ code: 200, data: { url: 'x' } }));
    const { blob } = await api.download('order/export');
    expect(JSON.parse(await blob.text())).toMatchObject({ code: 200 });
  });

  it.each([
    [401, 'error.http.401'],
    [500, 'error.http.500'],
  ] as const)('a download answered with HTTP %i rejects with %s', async (status, messageId) => {
    answer(() => new HttpResponse(null, { status }));
    const error = await failure(api.download('order/export'));
    expect(error).toMatchObject({ kind: 'http', status, messageId });
    expect(sessionEnds).toEqual(status === 401 ? [401] : []);
  });

  it('a download that never answers times out', async () => {
    configureClient({ timeoutMs: 50 });
    answer(async () => {
      await delay('infinite');
      return new HttpResponse(null);
    });
    const error = await failure(api.download('order/export'));
    expect(error).toMatchObject({ kind: 'timeout', messageId: 'error.http.408' });
  });
});
