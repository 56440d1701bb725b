import { cjkFontProblem } from '../../scripts/cjk-fonts';

/**
 * Before any journey: Chinese must be drawn with real CJK glyphs, or every layout journey would
 * measure it narrower than an operator sees it (issue #26; scripts/cjk-fonts.ts). Fails the run
 * at once, with what to install.
 */
export default async function globalSetup(): Promise<void> {
  const problem = await cjkFontProblem();
  if (problem) throw new Error(`The browser journeys need a Chinese font.\n${problem}`);
}
