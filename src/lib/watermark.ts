import { formatDateTime } from './format';

/*
 * The watermark (docs/theme-and-watermark.md): the operator's user name and the time to the minute,
 * faint and repeated over a data page's content, so a screenshot names its source. Drawn as one
 * SVG tile in a data: URL (the CSP's img-src allows data:), repeated by CSS: no element per copy,
 * nothing a screen reader or a click can reach.
 */

/** The tile's size in CSS pixels: two copies in it, staggered like bricks. */
export const WATERMARK_TILE = { width: 320, height: 180 } as const;

/** What the watermark says: the user name and the time to the minute (local, 24 hours). */
export function watermarkText(userName: string, now: number): string {
  return `${userName.trim()} ${formatDateTime(now).slice(0, 16)}`.trim();
}

const XML: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text as SVG character data, never markup. */
export function xmlText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML[c]);
}

export interface WatermarkStyle {
  /** The text's colour (the theme's strongest foreground: dark on light, light on dark). */
  color: string;
  /** Its opacity: faint, yet readable on a screenshot. */
  opacity: number;
  /** The font family, as CSS names it. */
  fontFamily?: string;
}

/** The SVG tile: the text twice, rotated, at a quarter and three quarters of the tile. */
export function watermarkSvg(text: string, style: WatermarkStyle): string {
  const { width, height } = WATERMARK_TILE;
  const body = xmlText(text);
  const font = xmlText(style.fontFamily ?? 'sans-serif');
  const copy = (x: number, y: number) =>
    `<text x="${x}" y="${y}" transform="rotate(-20 ${x} ${y})" text-anchor="middle" dominant-baseline="middle">${body}</text>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<g fill="${xmlText(style.color)}" fill-opacity="${style.opacity}" font-family="${font}" font-size="14">` +
    copy(width / 4, height / 4) +
    copy((width * 3) / 4, (height * 3) / 4) +
    '</g></svg>'
  );
}

/** The tile as a CSS background image. */
export function watermarkBackground(text: string, style: WatermarkStyle): string {
  return `url("data:image/svg+xml,${encodeURIComponent(watermarkSvg(text, style))}")`;
}
