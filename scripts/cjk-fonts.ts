import { execFileSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';

/**
 * The console's users read Chinese with Chinese fonts. A test machine without one draws every
 * Chinese character with a narrow fallback (or a box), so every journey that measures a layout
 * (columns that fit, filters on screen, tabs in the strip, clipped headers) would measure text
 * narrower than an operator sees, and pass where the console fails (issue #26). The journeys run
 * only where Chinese is drawn with real CJK glyphs: Playwright's globalSetup runs this first and
 * stops the run with a message saying what to install.
 *
 * Two checks, both needed:
 *  - fontconfig knows a font for Chinese (`fc-list :lang=zh`);
 *  - Chromium, with the console's own font stack, draws a line of common ideographs at least
 *    0.95 em per character (a CJK font draws each one 1 em wide; the fallbacks seen on machines
 *    without one are far narrower), and draws two different ideographs differently (a box for
 *    every missing glyph could be 1 em wide too). So it cannot pass by drawing Chinese narrow.
 */

/** How to get the fonts, for the message. */
export const CJK_FONT_HINT =
  'Install Debian\'s fonts-noto-cjk (as root: apt-get install fonts-noto-cjk; `npm test` does it for you when run as root on Debian, and .ci/run does it in CI).';

/** The console's font stack (Fluent UI's `tokens.fontFamilyBase`), at the list's 14 px. */
const FONT = '14px "Segoe UI", "Segoe UI Web (West European)", -apple-system, BlinkMacSystemFont, Roboto, "Helvetica Neue", sans-serif';
/** Common words of the console's screens: 会员信息 (members), 筛选条件 (filters), 订单状态 (order status). */
export const SAMPLE = '会员信息筛选条件订单状态';
/** Narrowest width per ideograph, in em, that a CJK font draws. */
export const MIN_EM = 0.95;

/** Families fontconfig offers for Chinese, or null when fc-list is not there to ask. */
export function chineseFontFamilies(): string[] | null {
  try {
    const out = execFileSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return out
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
  } catch {
    return null;
  }
}

export interface Measured {
  /** Width of `SAMPLE` per character, in em. */
  em: number;
  /** Whether 会 and 员 are drawn with different pixels (no boxes for missing glyphs). */
  distinct: boolean;
}

/** What Chromium makes of Chinese text in the console's font stack. */
export async function measureChinese(): Promise<Measured> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage();
    // Source text, not a function: a transpiler's helpers (tsx's __name) do not exist in the page.
    const script = `(() => {
      const font = ${JSON.stringify(FONT)};
      const sample = ${JSON.stringify(SAMPLE)};
      const span = document.createElement('span');
      span.style.font = font;
      span.style.whiteSpace = 'nowrap';
      span.textContent = sample;
      document.body.append(span);
      const em = span.getBoundingClientRect().width / sample.length / parseFloat(getComputedStyle(span).fontSize);
      const canvas = document.createElement('canvas');
      canvas.width = 64;
      canvas.height = 32;
      const ctx = canvas.getContext('2d');
      ctx.font = font.replace('14px', '24px');
      const pixels = [];
      for (const ch of [sample[0], sample[1]]) {
        ctx.clearRect(0, 0, 64, 32);
        ctx.fillText(ch, 4, 26);
        pixels.push(ctx.getImageData(0, 0, 64, 32).data.join(','));
      }
      return { em, distinct: pixels[0] !== pixels[1] };
    })()`;
    return (await page.evaluate(script)) as Measured;
  } finally {
    await browser.close();
  }
}

/** Why the journeys cannot run here (null: Chinese is drawn with real CJK glyphs). */
export async function cjkFontProblem(): Promise<string | null> {
  const families = chineseFontFamilies();
  if (families !== null && families.length === 0) return `No font for Chinese is installed (fc-list :lang=zh lists none). ${CJK_FONT_HINT}`;
  const { em, distinct } = await measureChinese();
  if (em < MIN_EM || !distinct) {
    return (
      `Chromium draws Chinese with a fallback: "${SAMPLE}" is ${em.toFixed(2)} em per character (a CJK font: 1 em)` +
      `${distinct ? '' : ', and different characters look the same (boxes)'}. Layout journeys would measure text narrower than an operator sees it. ${CJK_FONT_HINT}`
    );
  }
  return null;
}
