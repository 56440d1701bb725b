import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContracts } from '@/app/contracts';
import { resourceCalls } from '@/lib/resource/calls';
import { checkContract, type CheckResult } from '../../scripts/contract';

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
    gender: 'female', birthday: null, platform: 'ios', loginType: 'apple', beanBalance: '12', vipType: null, expiryTime: null, unsubscribeTime: null,
    refundTime: null, joinTime: '2026-01-01T00:00:00.000Z', lastLoginTime: '2026-01-02T00:00:00.000Z', referrerId: null, referrerName: '', referrerCard: '',
    channelId: null, joinIp: '126.0.0.1', consecutiveLoginDays: 1, maxLoginDays: 1, deviceId: 'X', appVersion: '2.6.0', sentBack: false,
  };
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.setHeader('Content-Type', 'application/json');
      if (req.url === '/admin/user/v1/login') {
        res.end(envelope({ token: 't', user: { id: 1, name: 'admin', realName: '王建国', email: 'a@b.cn', phone: '13800138000', roleId: 1 } }));
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
});

describe('npm run contract against a backend that breaks the contract', () => {
  let server: Server;
  beforeAll(async () => {
    server = await wrongBackend();
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('fails, naming the call and the mismatching field, and exits non-zero', async () => {
    const { port } = server.address() as AddressInfo;
    const child = spawn(tsx, ['scripts/contract.ts', '--base', `http://127.0.0.1:${port}/admin/`, '--user', 'admin', '--password', 'x'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code, output).toBe(1);
    const lines = output.split('\n');
    expect(lines).toContain('PASS POST user/v1/login (sign-in)');
    expect(lines).toContain('FAIL POST member/v1/page (member.page)  data.records.0.beanBalance: expected number, received "12"');
    expect(lines.some((l) => l.startsWith('FAIL GET config/v1/get  HTTP 404'))).toBe(true);
  }, 120_000);
});
