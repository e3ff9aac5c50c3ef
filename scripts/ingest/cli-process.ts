import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Test helper: the ingest command as a separate process, as an owner runs it. */

export const REPO = fileURLToPath(new URL('../../', import.meta.url));
const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));

// chmod does not stop root, so as root the CLI runs as "nobody" to meet a real EACCES.
export const AS_ROOT = process.getuid?.() === 0;
const NOBODY = 65534;
export const NOBODY_CAN_RUN =
  !AS_ROOT ||
  spawnSync(process.execPath, ['-e', `require('fs').accessSync(${JSON.stringify(CLI)})`], {
    uid: NOBODY,
    gid: NOBODY,
  }).status === 0;

export interface ProcessRun {
  status: number | null;
  stdout: string;
  stderr: string;
  /** Set when the process had to be killed at the time limit. */
  timedOut: boolean;
}

export interface ProcessOptions {
  env?: NodeJS.ProcessEnv;
  /** As root, run as user "nobody" so that file permissions apply. */
  asNobody?: boolean;
  /** A command (and its arguments) that the CLI runs under, like `unshare --mount …`. */
  wrapper?: string[];
  timeoutMs?: number;
}

export function runCliProcess(args: string[], options: ProcessOptions = {}): ProcessRun {
  const { env = process.env, asNobody = false, wrapper = [], timeoutMs = 60_000 } = options;
  const command = [...wrapper, process.execPath, '--import', 'tsx', CLI, ...args];
  const result = spawnSync(command[0] ?? process.execPath, command.slice(1), {
    cwd: REPO,
    encoding: 'utf8',
    env,
    timeout: timeoutMs,
    killSignal: 'SIGKILL',
    ...(asNobody && AS_ROOT ? { uid: NOBODY, gid: NOBODY } : {}),
  });
  return {
    status: result.status,
    stdout: result.stdout,
    stderr: result.stderr,
    timedOut: result.error !== undefined && result.signal === 'SIGKILL',
  };
}
