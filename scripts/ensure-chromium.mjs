// Browser tests drive Debian's Chromium (Playwright's own browser downloads do not work here).
// Before `npm test`, install it when it is missing and we may (root on Debian); otherwise say how.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (root && existsSync('/usr/bin/apt-get')) {
    console.log(`${path} is missing: installing Debian's chromium…`);
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  } else {
    console.error(`${path} is missing. Install Debian's chromium (sudo apt-get install chromium) or set CHROMIUM_PATH.`);
    process.exit(1);
  }
}
