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

/**
 * The journeys' launch: the same, with the frames composited in software in the page's own process
 * (no GPU process compositing every frame, which on a machine without a GPU is work done twice)
 * and animation, scrolling and image decoding on the page's thread. Nothing a journey measures
 * (the DOM, layout, text) changes; on the 2-core CI runner the journeys took about 6 % less CPU and
 * time (docs/performance.md, figure 7f). The benchmark keeps Chromium's defaults, as operators'
 * browsers have them.
 */
export const journeyLaunchOptions = {
  ...chromiumLaunchOptions,
  args: [...chromiumLaunchOptions.args, '--disable-gpu-compositing', '--disable-threaded-animation', '--disable-threaded-scrolling', '--disable-checker-imaging'],
};
