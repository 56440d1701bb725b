import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { loadContracts } from '@/app/contracts';
import { LoginResultSchema, MenuListSchema } from '@/records/session';
import { api } from '@/lib/api/client';
import { coerceQuery, firstIssue } from '@/mocks/http';
import { useMockBackend } from './support/mock-server';

const { token } = useMockBackend();
const { areas } = await loadContracts();
const calls = areas.flatMap((a) => a.calls);

describe('handleCall, the mock side of a declared call', () => {
  it('reads query strings as the numbers and booleans the schema asks for, keeps text as sent, drops blanks', () => {
    const schema = v.object({ id: v.number(), card: v.string(), flag: v.optional(v.boolean()), roleId: v.optional(v.number()) });
    expect(coerceQuery(schema, { id: '12', card: '0012', flag: 'true', roleId: '' })).toEqual({ id: 12, card: '0012', flag: true });
    expect(coerceQuery(schema, { id: 'x', card: '7' })).toEqual({ id: 'x', card: '7' });
  });

  it('refuses a missing field with the field’s own message', () => {
    const schema = v.object({ date: v.pipe(v.string('system.tools.recompute.dateRequired'), v.maxLength(10)) });
    expect(firstIssue(schema, {})).toBe('system.tools.recompute.dateRequired');
    expect(firstIssue(schema, { date: 5 })).toBe('system.tools.recompute.dateRequired');
    expect(firstIssue(v.object({ n: v.number() }), {})).toBe('valid.invalid');
    expect(firstIssue(schema, { date: '2026-01-01' })).toBeNull();
  });

  it('every declared call is answered, and without a session only the public ones', async () => {
    expect(calls.length).toBeGreaterThan(20);
    for (const call of calls) {
      const sent =
        call.method === 'GET' ? api.get(call.path) : call.method === 'UPLOAD' ? api.upload(call.path, { note: 'x' }) : api.post(call.path, {});
      const error = await sent.then(
        () => null,
        (e: unknown) => e,
      );
      if (call.grant === 'public') expect(error, call.path).toMatchObject({ kind: 'business' });
      else expect(error, call.path).toMatchObject({ status: 401 });
    }
  });

  it('answers a GET whose query carries its numbers as text', async () => {
    const { token: value, user } = await api.post('user/v1/login', { username: 'operator', password: 'operator123' }, LoginResultSchema);
    token.value = value;
    const menu = await api.get('menu/v1/getUserMenu', { roleId: String(user.roleId) }, MenuListSchema);
    expect(menu.length).toBeGreaterThan(0);
    await expect(api.get('menu/v1/getUserMenu', { roleId: 'abc' })).rejects.toMatchObject({ kind: 'business', code: 400 });
  });
});
