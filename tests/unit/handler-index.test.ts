import { getResponse, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { handlerIndex } from '@/mocks/handlers';

const answer = (name: string) => () => HttpResponse.json({ name });
const handlers = [
  http.post('*/admin/member/v1/page', answer('member page')),
  http.get('*/admin/member/v1/info', answer('member info')),
  http.all('*/admin/oplog/*', answer('oplog')),
  http.post('*/admin/member/v1/page', answer('second member page')),
  http.get('*/admin/drama/v1/:id', answer('drama by id')),
];
const index = handlerIndex(handlers);
const names = (method: string, path: string) => index(new Request(`http://console.test${path}`, { method })).map((h) => h.info.header);

describe('handlerIndex: the handlers that may answer a call', () => {
  it('a plain path is found by its method and path, with every handler of a parameter or wildcard, in their order', () => {
    expect(names('POST', '/admin/member/v1/page')).toEqual([
      'POST */admin/member/v1/page',
      '/.+/ */admin/oplog/*',
      'POST */admin/member/v1/page',
      'GET */admin/drama/v1/:id',
    ]);
    expect(names('GET', '/admin/member/v1/page')).toEqual(['/.+/ */admin/oplog/*', 'GET */admin/drama/v1/:id']);
  });

  it('matches paths as msw does: any letter case, a trailing slash, a query string', () => {
    expect(names('GET', '/Admin/Member/v1/INFO/?id=3')[0]).toBe('GET */admin/member/v1/info');
  });

  it('answers what msw answers over all the handlers', async () => {
    const calls: Array<[string, string]> = [
      ['POST', '/admin/member/v1/page'],
      ['GET', '/admin/member/v1/info?id=1'],
      ['GET', '/admin/MEMBER/v1/info/'],
      ['POST', '/admin/oplog/v1/page'],
      ['GET', '/admin/drama/v1/7'],
      ['GET', '/admin/nothing/v1/here'],
      ['DELETE', '/admin/member/v1/page'],
    ];
    for (const [method, path] of calls) {
      const all = await getResponse(handlers, new Request(`http://console.test${path}`, { method }));
      const some = await getResponse(index(new Request(`http://console.test${path}`, { method })), new Request(`http://console.test${path}`, { method }));
      expect(some?.status, `${method} ${path}`).toBe(all?.status);
      expect(some && (await some.json()), `${method} ${path}`).toEqual(all && (await all.json()));
    }
  });
});
