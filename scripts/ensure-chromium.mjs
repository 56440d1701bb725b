// Browser tests drive Debian's Chromium (Playwright's own browser downloads do not work here) and
// measure Chinese text, which needs a Chinese font (Debian's fonts-noto-cjk): without one Chromium
// draws Chinese with a narrow fallback and every layout journey measures text narrower than an
// operator sees it (issue #26; the journeys' globalSetup refuses to run then, scripts/cjk-fonts.ts).
// Before `npm test`, install what is missing when we may (root on Debian); otherwise say how.
import { existsSync, readFileSync } from 'node:fs';
import { execFileSync, execSync } from 'node:child_process';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const root = typeof process.getuid === 'function' && process.getuid() === 0;
const apt = existsSync('/usr/bin/apt-get');

/** Whether fontconfig has a font for Chinese (unknown, true, when fc-list is not there to ask). */
function hasChineseFont() {
  try {
    return execFileSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim().length > 0;
  } catch {
    // No fontconfig tools: Chromium brings fontconfig itself; the journeys' own check decides.
    return true;
  }
}

// CI (.ci/run) may have started installing them in the background while `npm ci` ran: wait for it.
const pending = Number(process.env.DEBIAN_INSTALL_PID);
if (pending > 0) {
  const running = () => {
    try {
      // A finished child its shell has not reaped yet is a zombie ('Z'): finished all the same.
      return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pending}/stat`, 'utf8'));
    } catch {
      return false;
    }
  };
  if (running()) console.log('Waiting for the Debian packages being installed (chromium, fonts-noto-cjk)…');
  while (running()) await new Promise((resolve) => setTimeout(resolve, 500));
}

const missing = [];
if (!existsSync(path)) missing.push('chromium');
if (!hasChineseFont()) missing.push('fonts-noto-cjk');

if (missing.length) {
  if (root && apt) {
    console.log(`Installing Debian's ${missing.join(' and ')} for the browser journeys…`);
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`, { stdio: 'inherit' });
  } else {
    const why = {
      chromium: `${path} is missing: install Debian's chromium (sudo apt-get install chromium) or set CHROMIUM_PATH.`,
      'fonts-noto-cjk': 'No font for Chinese is installed: the layout journeys measure Chinese text and need real CJK glyphs. Install Debian\'s fonts-noto-cjk (sudo apt-get install fonts-noto-cjk).',
    };
    for (const name of missing) console.error(why[name]);
    process.exit(1);
  }
}
