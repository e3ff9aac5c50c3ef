import type { AlgoliaCredentials } from './env.ts';
import type { AdminClient } from './client.ts';
import type { Output } from './output.ts';
import type { PushOptions } from './args.ts';
import type { PushRecord } from './records.ts';
import type { TaskPolling } from './push-steps.ts';

/** Everything a push or a dry run needs, resolved once by main. */
export interface RunContext {
  options: PushOptions;
  records: PushRecord[];
  /** Paths as the user wrote them (for messages) and as resolved (for I/O). */
  recordsShownPath: string;
  statePath: string;
  stateShownPath: string;
  output: Output;
  createClient: (credentials: AlgoliaCredentials) => AdminClient;
  polling: TaskPolling;
  /** Monotonic milliseconds, for the time taken. */
  now: () => number;
  /** Wall-clock time, for the state file. */
  date: () => Date;
}
