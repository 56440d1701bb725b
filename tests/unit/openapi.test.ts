import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { loadContracts } from '@/app/contracts';
import { resourceCalls } from '@/lib/resource/calls';
import { formatOpenApi, openApiDocument } from '../../scripts/openapi';

const file = join(__dirname, '..', '..', 'docs', 'openapi.json');
const { areas } = await loadContracts();
/** The document, built once for the file (seconds each). */
let building: Promise<Record<string, unknown>> | undefined;
const built = () => (building ??= openApiDocument());

type Operation = { 'x-access'?: string; 'x-grant'?: string[]; responses?: Record<string, unknown>; security?: unknown[]; parameters?: Array<{ $ref?: string; name?: string; in?: string }>; requestBody?: { content: Record<string, unknown> } };
type Doc = { paths: Record<string, Record<string, Operation>> };

// Rendering the document loads every contract: seconds on a quiet machine, more on a busy one.
describe('docs/openapi.json', { timeout: 60_000 }, () => {
  it('is generated from the contracts and is up to date (run `npm run docs:api`)', async () => {
    expect(readFileSync(file, 'utf8')).toBe(formatOpenApi(await built()));
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(readFileSync(file, 'utf8')));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('has every declared call and every resource call, with its access, the language header and the token unless public', async () => {
    const doc = (await built()) as unknown as Doc;
    const calls = areas.flatMap((a) => a.calls);
    expect(calls.length).toBeGreaterThan(20);
    const expected = [...calls, ...areas.flatMap((a) => a.resources.flatMap(resourceCalls))];
    for (const call of expected) {
      const op = doc.paths[`/${call.path}`]?.[call.method === 'GET' ? 'get' : 'post'];
      expect(op, `${call.method} ${call.path}`).toBeDefined();
      expect(['read', 'write']).toContain(op['x-access']);
      if (call.access === 'write') expect(op['x-access'], call.path).toBe('write');
      expect(op.parameters).toContainEqual({ $ref: '#/components/parameters/language' });
      if (call.grant === 'public') expect(op.security).toEqual([]);
      else expect(op.security).toBeUndefined();
      // Who may make it: every page (or marker) the call names, and the 403 of anyone else.
      for (const grant of typeof call.grant === 'string' ? [call.grant] : call.grant) expect(op['x-grant'], call.path).toContain(grant);
      if (call.grant !== 'public') expect(op.responses, call.path).toHaveProperty('403');
      if (call.method === 'UPLOAD') expect(Object.keys(op.requestBody!.content)).toEqual(['multipart/form-data']);
      if (call.method === 'GET' && call.request) expect(op.parameters!.some((p) => p.in === 'query')).toBe(true);
    }
    expect(doc.paths['/member/v1/recharge'].post['x-access']).toBe('write');
    expect(doc.paths['/member/v1/statistics'].post['x-access']).toBe('read');
    expect(doc.paths['/user/v1/login'].post['x-access']).toBe('write');
    expect(doc.paths['/tools/v1/clearSessions'].post['x-grant']).toEqual(['system/tools']);
    expect(doc.paths['/role/v1/page'].post['x-grant']).toEqual(['system/roles', 'system/user']);
    expect(doc.paths['/user/v1/update'].post['x-grant']).toEqual(['self', 'system/user']);
  });
});
