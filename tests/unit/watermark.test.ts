import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { watermarkBackground, watermarkSvg, watermarkText, xmlText } from '@/lib/watermark';

/** The watermark's text and its SVG tile (src/lib/watermark.ts). */

describe('the watermark', () => {
  it('names the user and the time to the minute', () => {
    const at = new Date(2026, 11, 2, 9, 5, 42).getTime();
    expect(watermarkText('admin', at)).toBe('admin 2026-12-02 09:05');
    expect(watermarkText('  op  ', at)).toBe('op 2026-12-02 09:05');
  });

  it('changes only when the minute does', () => {
    const at = new Date(2026, 11, 2, 9, 5, 0).getTime();
    expect(watermarkText('a', at + 59_000)).toBe(watermarkText('a', at));
    expect(watermarkText('a', at + 60_000)).not.toBe(watermarkText('a', at));
  });

  it('draws the text twice in a tile, in the given colour and opacity', () => {
    const svg = watermarkSvg('admin 2026-12-02 09:05', { color: '#242424', opacity: 0.12 });
    expect(svg.match(/<text /g)).toHaveLength(2);
    expect(svg.match(/admin 2026-12-02 09:05/g)).toHaveLength(2);
    expect(svg).toContain('fill="#242424"');
    expect(svg).toContain('fill-opacity="0.12"');
  });

  it('any user name is text in the tile, never markup', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const svg = watermarkSvg(name, { color: '#fff', opacity: 0.1 });
        const body = svg.slice(svg.indexOf('<g '), svg.lastIndexOf('</g>'));
        // The only tags are the tile's own: two <text> and their ends.
        expect(body.match(/<[^>]*>/g)!.filter((tag) => !/^<(\/?text|g)\b/.test(tag))).toEqual([]);
        expect(svg).toContain(`>${xmlText(name)}</text>`);
      }),
    );
    expect(xmlText('<b>"x" & \'y\'</b>')).toBe('&lt;b&gt;&quot;x&quot; &amp; &apos;y&apos;&lt;/b&gt;');
  });

  it('is a CSS data: URL (the CSP allows data: images) that decodes to the tile', () => {
    const css = watermarkBackground('ä <x> "q"', { color: '#fff', opacity: 0.14 });
    const m = /^url\("data:image\/svg\+xml,(.*)"\)$/.exec(css);
    expect(m).not.toBeNull();
    expect(m![1]).not.toMatch(/["\s]/);
    expect(decodeURIComponent(m![1])).toBe(watermarkSvg('ä <x> "q"', { color: '#fff', opacity: 0.14 }));
  });
});
