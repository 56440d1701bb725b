/**
 * How this project launches Debian's Chromium (browser downloads do not work here): the binary
 * and the flags. Without the background-networking flags Chromium tries hosts this machine
 * cannot reach. Used by playwright.config.ts and the benchmark.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
