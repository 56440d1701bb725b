// The journeys' contract check (tests/e2e/contract-check.ts): what it calls a disagreement with docs/openapi.json.
import { describe, expect, it } from 'vitest';
import { disagreements, type Exchange } from '../e2e/contract-check';

const ok = (data: unknown) => ({ code: 200, success: true, message: 'success', data });
const page = { records: [], total: 0, pageNum: 1, pageSize: 10 };
const call = (x: Partial<Exchange>): Exchange => ({ method: 'POST', url: 'http://localhost:4173/admin/autoMessage/v1/page', body: null, contentType: 'application/json', status: 200, answer: ok(page), ...x });

describe('the journeys’ contract check', () => {
  it('passes a request and an answer the document allows', () => {
    expect(disagreements(call({ body: JSON.stringify({ pageNum: 1, pageSize: 10, sort: { field: 'updateTime', order: 'desc' } }) }))).toEqual([]);
  });

  it('names a request field the document does not allow (a sort field), when the server accepted it', () => {
    const [found] = disagreements(call({ body: JSON.stringify({ pageNum: 1, pageSize: 10, sort: { field: 'title', order: 'asc' } }) }));
    expect(found).toMatch(/^POST \/autoMessage\/v1\/page: the request's body disagrees: \/sort\/field/);
  });

  it('leaves a refused request alone, but still checks the refusal against the error envelope', () => {
    const refused = { code: 400, success: false, message: '格式不正确', data: null };
    expect(disagreements(call({ body: '{"pageNum":"x"}', answer: refused }))).toEqual([]);
    expect(disagreements(call({ body: '{"pageNum":"x"}', status: 500, answer: { oops: true } }))[0]).toMatch(/the answer \(HTTP 500\) disagrees/);
  });

  it('names an answer whose data does not match, a path the document lacks, and a stray query parameter', () => {
    expect(disagreements(call({ body: '{"pageNum":1,"pageSize":10}', answer: ok({ records: 'no' }) }))[0]).toMatch(/the answer \(HTTP 200\) disagrees/);
    expect(disagreements(call({ url: 'http://localhost:4173/admin/nothing/v1/here' }))).toEqual(['POST /nothing/v1/here: no such operation in docs/openapi.json']);
    const menu = { method: 'GET', url: 'http://localhost:4173/admin/menu/v1/getUserMenu?roleId=2&colour=red', body: null, contentType: '', answer: ok([]) };
    expect(disagreements(call(menu))).toEqual(["GET /menu/v1/getUserMenu: the query parameter 'colour' is not in the document"]);
    expect(disagreements(call({ ...menu, url: 'http://localhost:4173/admin/menu/v1/getUserMenu?roleId=2' }))).toEqual([]);
  });

  it('ignores calls outside the API', () => {
    expect(disagreements(call({ url: 'http://localhost:4173/version.json?t=1' }))).toEqual([]);
  });
});
