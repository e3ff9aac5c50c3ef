/**
 * Debian's Chromium as the browser tests and benchmarks start it (a downloaded browser is not
 * available here). The flags keep it headless, sandbox-free as root, and off the network except
 * for the pages it is sent to. CHROMIUM_PATH overrides the binary.
 */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
