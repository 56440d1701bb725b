import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dataUrlText } from '@/features/system/components/AttachmentPreview';

/**
 * Text previews decode data: URLs themselves (issue #9: the CSP's connect-src has no data:, so
 * fetch(data:) is refused); the result must be what the browser's own fetch would give.
 */
describe('dataUrlText', () => {
  it('reads percent-encoded and base64 text, in UTF-8 or another charset', () => {
    expect(dataUrlText(`data:text/plain;charset=utf-8,${encodeURIComponent('第 1 行\n你好, world %')}`)).toBe('第 1 行\n你好, world %');
    expect(dataUrlText('data:text/plain,hello%20world')).toBe('hello world');
    expect(dataUrlText(`data:text/plain;base64,${Buffer.from('字幕\r\n2').toString('base64')}`)).toBe('字幕\r\n2');
    expect(dataUrlText('data:text/plain;charset=iso-8859-1,caf%E9')).toBe('café');
    expect(dataUrlText(`data:text/plain;charset=gbk;base64,${Buffer.from([0xc4, 0xe3, 0xba, 0xc3]).toString('base64')}`)).toBe('你好');
    expect(dataUrlText('data:,plain')).toBe('plain');
    expect(() => dataUrlText('blob:http://localhost/abc')).toThrow();
  });

  it('agrees with fetch for any text (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme' }), fc.boolean(), async (text, b64) => {
        const url = b64 ? `data:text/plain;base64,${Buffer.from(text).toString('base64')}` : `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
        expect(dataUrlText(url)).toBe(await (await fetch(url)).text());
      }),
      { numRuns: 100 },
    );
  });
});
