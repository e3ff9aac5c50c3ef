import { readConfig, readViteEnv, type ConfigResult } from './env.ts';

/**
 * The configuration of this build, read once with the rules of env.ts. A build is given it
 * already read (scripts/vite/config-result-plugin.ts), so the browser carries the result and
 * not the rules; the dev server and the tests read it here.
 */
export const configResult: ConfigResult = readConfig(readViteEnv());
