
/* The file library's media, made up in code: a real video clip of the demo, sounds, artwork and text files as data: URLs. */

/**
 * A 2.5 s, 160x90 WebM clip (VP8), so seeded videos really play in the preview: a static file
 * of the demo (public/demo/clip.webm, served beside the console). Its size in bytes is checked
 * against the file by tests/unit/system/attachments.test.ts.
 */
export const DEMO_CLIP = { url: '/demo/clip.webm', mime: 'video/webm', size: 7903 } as const;

export function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Bytes behind a data: URL (base64 or percent-encoded). */
export function dataUrlSize(url: string): number {
  const comma = url.indexOf(',');
  const meta = url.slice(5, comma);
  const payload = url.slice(comma + 1);
  if (meta.endsWith(';base64')) return Math.floor((payload.length * 3) / 4) - (payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0);
  return new TextEncoder().encode(decodeURIComponent(payload)).length;
}

export function dataUrlMime(url: string): string {
  return url.slice(5, url.indexOf(',')).split(';')[0] || 'application/octet-stream';
}

/** A short 8 kHz mono WAV of a few notes: a sound effect for the library's audio files. */
export function chime(notes: number[], seconds: number): string {
  const rate = 8000;
  const n = Math.floor(rate * seconds);
  const bytes = new Uint8Array(44 + n);
  const view = new DataView(bytes.buffer);
  const text = (at: number, s: string) => [...s].forEach((c, i) => (bytes[at + i] = c.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + n, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  text(36, 'data');
  view.setUint32(40, n, true);
  for (let i = 0; i < n; i++) {
    const t = i / rate;
    const note = notes[Math.min(notes.length - 1, Math.floor((i / n) * notes.length))];
    const envelope = Math.min(1, i / 200, (n - i) / 1200);
    bytes[44 + i] = 128 + Math.round(56 * envelope * Math.sin(2 * Math.PI * note * t));
  }
  return `data:audio/wav;base64,${base64(bytes)}`;
}

function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A drama poster (3:4) or a banner (5:2) as an SVG data: URL. */
export function artwork(title: string, subtitle: string, hue: number, shape: 'poster' | 'banner'): string {
  const [w, h] = shape === 'poster' ? [360, 480] : [750, 300];
  const lines = shape === 'poster' && title.length > 7 ? [title.slice(0, 7), title.slice(7)] : [title];
  const top = shape === 'poster' ? 330 : 150;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},68%,46%)"/><stop offset="1" stop-color="hsl(${(hue + 48) % 360},70%,22%)"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/><circle cx="${w - 80}" cy="80" r="56" fill="#ffffff" fill-opacity="0.14"/>` +
    lines.map((line, i) => `<text x="28" y="${top + i * 40}" font-family="sans-serif" font-size="32" font-weight="700" fill="#fff">${escapeXml(line)}</text>`).join('') +
    `<text x="28" y="${top + lines.length * 40 + 8}" font-family="sans-serif" font-size="18" fill="#fff" fill-opacity="0.8">${escapeXml(subtitle)}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const textUrl = (content: string, mime = 'text/plain') => `data:${mime};charset=utf-8,${encodeURIComponent(content)}`;
