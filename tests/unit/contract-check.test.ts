import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContracts } from '@/app/contracts';
import { grantAllows } from '@/lib/api/contract';
import { loadModel } from '../../scripts/contract-model';
import { resourceCalls } from '@/lib/resource/calls';
import { checkContract, type CheckResult } from '../../scripts/contract';
import { knownPages } from '@/lib/menu-catalogue';

const root = join(__dirname, '..', '..');
const tsx = join(root, 'node_modules', '.bin', 'tsx');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Runs `npm run mock-server` (the same script) on a free port; resolves once it says it listens. */
async function startMockServer(): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(tsx, ['scripts/mock-server.ts'], { cwd: root, env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`mock server did not start: ${output}`)), 150_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('mock backend on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`mock server exited (${code}): ${output}`));
    });
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

const envelope = (data: unknown) => JSON.stringify({ code: 200, success: true, message: 'success', data });

/** A backend that signs anyone in and answers the member list with a golden-bean balance as text; nothing else. */
function wrongBackend(): Promise<Server> {
  const member = {
    id: 1, cardNumber: '12345678', name: '佐藤 陽菜', nickname: 'hina_1', type: 'member', level: 2, status: 'normal', phone: '', email: 'hina@example.jp',
    gender: 'female', birthday: null, platform: 'ios', loginType: 'apple', beanBalance: '12', vipTypeId: null, expiryTime: null, unsubscribeTime: null,
    refundTime: null, joinTime: '2026-01-01T00:00:00.000Z', lastLoginTime: '2026-01-02T00:00:00.000Z', referrerId: null, referrerName: '', referrerCard: '',
    channelId: null, joinIp: '126.0.0.1', consecutiveLoginDays: 1, maxLoginDays: 1, deviceId: 'X', appVersion: '2.6.0', sentBack: false,
  };
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.setHeader('Content-Type', 'application/json');
      if (req.url === '/admin/user/v1/login') {
        res.end(envelope({ token: 't', user: { id: 1, name: 'admin', realName: '王建国', email: 'a@b.cn', phone: '13800138000', roleId: 1 } }));
      } else if (req.url === '/admin/menu/v1/getUserMenu') {
        // A limited role: the member pages only.
        const page = { id: 100, path: 'member/memberInforMation', name: '会员信息', nameEn: 'Member information', parentId: 2 };
        res.end(envelope([{ id: 2, path: 'member', name: '会员管理', nameEn: 'Members', parentId: null, children: [page] }]));
      } else if (req.url === '/admin/member/v1/page') {
        res.end(envelope({ records: [member], total: 1 }));
      } else {
        res.statusCode = 404;
        res.end(JSON.stringify({ code: 404, success: false, message: 'Not Found', data: null }));
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('npm run contract against the demo backend over HTTP', () => {
  let backend: { child: ChildProcess; base: string };
  beforeAll(async () => {
    backend = await startMockServer();
  }, 180_000);
  afterAll(() => {
    backend?.child.kill();
  });

  it('calls every read-only endpoint and every answer matches the contracts', async () => {
    const lines: string[] = [];
    const results = await checkContract({ base: backend.base, user: 'admin', password: 'admin123', log: (l) => lines.push(l) });
    const failed = results.filter((r) => r.status !== 'PASS');
    expect(failed, lines.join('\n')).toEqual([]);
    // Every declared read call and every resource's page and info were sent.
    const { areas, resources } = await loadContracts();
    const sent = new Set(results.map((r: CheckResult) => r.call));
    for (const call of areas.flatMap((a) => a.calls).filter((c) => c.access === 'read')) expect(sent).toContain(`${call.method} ${call.path}`);
    for (const def of resources) {
      expect(sent).toContain(`POST ${def.endpoint}/v1/page (${def.name}.page)`);
      expect(sent).toContain(`GET ${def.endpoint}/v1/info (${def.name}.info)`);
    }
    // Nothing that writes, sign-in aside.
    const reads = new Set([
      ...areas.flatMap((a) => a.calls).filter((c) => c.access === 'read').map((c) => `${c.method} ${c.path}`),
      ...resources.flatMap(resourceCalls).filter((c) => c.access === 'read').map((c) => `${c.method} ${c.path} (${c.resource}.${c.action})`),
    ]);
    expect(results.filter((r) => r.call !== 'POST user/v1/login (sign-in)' && !reads.has(r.call))).toEqual([]);
    expect(lines.at(-1)).toMatch(/^\d+ passed, 0 failed, 0 skipped/);
  }, 120_000);

  it('with a limited account, every call outside its grants is refused with 403, reported per call', async () => {
    const lines: string[] = [];
    const results = await checkContract({ base: backend.base, limitedUser: 'operator', limitedPassword: 'operator123', limitedInputless: true, log: (l) => lines.push(l) });
    expect(results.filter((r) => r.status !== 'PASS'), lines.join('\n')).toEqual([]);
    const probed = results.map((r) => r.call).filter((c) => !c.includes('(sign-in'));
    // The operator's menu has every page but the system settings: each system route, and nothing else.
    const { operations } = await loadModel();
    const outside = new Set(
      operations
        .filter((op) => !operations.some((o) => o.path === op.path && o.method === op.method && o.grant !== 'self' && grantAllows(o.grant, { signedIn: true, pages: new Set(knownPages().filter((k) => !k.startsWith('system/'))) })))
        .map((op) => `${op.method === 'GET' ? 'GET' : 'POST'} ${op.path}`),
    );
    expect(probed.length).toBe(outside.size);
    expect(probed.every((c) => / (user|role|menu|version|attachment|oplog|oplogTable|config|tools|file)\//.test(c) && c.endsWith(' as operator'))).toBe(true);
    for (const call of ['POST user/v1/add (user.add) as operator', 'POST user/v1/update (user.update) as operator', 'GET user/v1/info (user.info) as operator', 'POST tools/v1/clearSessions as operator', 'POST config/v1/update as operator', 'GET menu/v1/getAllMenu as operator']) {
      expect(lines).toContain(`PASS ${call}  refused (403)`);
    }
    expect(lines.at(-1)).toMatch(/^\d+ passed, 0 failed, 0 skipped/);
    // Nothing was let through: the administrator's password still works.
    const admin = await checkContract({ base: backend.base, user: 'admin', password: 'admin123', log: () => {} });
    expect(admin.find((r) => r.call === 'POST user/v1/login (sign-in)')?.status).toBe('PASS');
  }, 120_000);
});

describe('npm run contract against a backend that breaks the contract', () => {
  let server: Server;
  beforeAll(async () => {
    server = await wrongBackend();
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('fails, naming the call and the mismatching field, and exits non-zero', async () => {
    const { port } = server.address() as AddressInfo;
    const args = ['scripts/contract.ts', '--base', `http://127.0.0.1:${port}/admin/`, '--user', 'admin', '--password', 'x', '--limited-user', 'operator', '--limited-password', 'x'];
    const child = spawn(tsx, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code, output).toBe(1);
    const lines = output.split('\n');
    expect(lines).toContain('PASS POST user/v1/login (sign-in)');
    expect(lines).toContain('FAIL POST member/v1/page (member.page)  data.records.0.beanBalance: expected number, received "12"');
    expect(lines.some((l) => l.startsWith('FAIL GET config/v1/get  HTTP 404'))).toBe(true);
    // A backend that does not refuse a limited account's calls with 403 fails each of them.
    expect(lines).toContain('PASS POST user/v1/login (sign-in as operator)');
    expect(lines.some((l) => l.startsWith('FAIL POST user/v1/add (user.add) as operator  not refused with 403: HTTP 404'))).toBe(true);
    expect(lines.some((l) => l.startsWith('SKIP POST tools/v1/clearSessions as operator'))).toBe(true);
    // Its menu grants the member information page: that page's calls are not probed, the membership data page's are.
    expect(lines.some((l) => l.includes('member/v1/recharge'))).toBe(false);
    expect(lines.some((l) => l.startsWith('FAIL POST member/v1/statistics as operator  not refused with 403'))).toBe(true);
  }, 120_000);
});
