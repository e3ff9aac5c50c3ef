import { existsSync } from 'node:fs';

/**
 * Debian's Chromium as the browser tests and benchmarks start it (a downloaded browser is not
 * available here). The flags keep it headless, sandbox-free as root, and off the network except
 * for the pages it is sent to. CHROMIUM_PATH overrides the binary.
 */
const DEFAULT_CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH?.trim() || DEFAULT_CHROMIUM;

export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: CHROMIUM_PATH,
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

/** Null when the browser is there; otherwise one sentence saying what to do. */
export function findChromiumProblem(): string | null {
  if (existsSync(CHROMIUM_PATH)) return null;
  if (CHROMIUM_PATH !== DEFAULT_CHROMIUM)
    return `CHROMIUM_PATH is ${CHROMIUM_PATH}, which does not exist: point it at a Chromium or Chrome binary.`;
  return (
    `No Chromium at ${DEFAULT_CHROMIUM}. Install Debian's package (apt-get install chromium, as ` +
    'root or with sudo; `bash .ci/run` does it), or set CHROMIUM_PATH to a Chromium or Chrome binary.'
  );
}
