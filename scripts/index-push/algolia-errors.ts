/**
 * Turns what the Algolia client throws into one plain sentence with what to do next. Errors
 * are told apart by `name`/`status` (the client's classes are not imported), and the stack
 * trace is never printed: its requests carry the key in their headers.
 */
export interface PushContext {
  appId: string;
  indexName: string;
}

/** Marks which step failed, so the message can say what was being done. */
export class StepError extends Error {
  override name = 'StepError';

  constructor(
    readonly action: string,
    override readonly cause: unknown,
  ) {
    super(`${action} failed`);
  }
}

interface ErrorLike {
  name?: unknown;
  status?: unknown;
  message?: unknown;
  stackTrace?: unknown;
}

function asErrorLike(error: unknown): ErrorLike {
  return typeof error === 'object' && error !== null ? (error as ErrorLike) : {};
}

function serverMessage(error: ErrorLike): string {
  return typeof error.message === 'string' && error.message !== '' ? error.message : 'no message';
}

/** The client's own waitForTask message once it gives up polling a task. */
function isTaskTimeout(error: ErrorLike): boolean {
  return (
    typeof error.message === 'string' && error.message.startsWith('Stopped waiting for the task')
  );
}

/** "HTTP 503 from 4 hosts", "timed out on 2 hosts": what each host answered, no request data. */
function summariseHosts(stackTrace: unknown): string {
  if (!Array.isArray(stackTrace) || stackTrace.length === 0) return 'no host answered';
  const counts = new Map<string, number>();
  for (const frame of stackTrace as Array<{
    response?: { status?: number; isTimedOut?: boolean };
  }>) {
    const response = frame.response ?? {};
    const what = response.isTimedOut
      ? 'timed out'
      : response.status === undefined || response.status === 0
        ? 'network error'
        : `HTTP ${response.status}`;
    counts.set(what, (counts.get(what) ?? 0) + 1);
  }
  return [...counts]
    .map(([what, count]) => `${what} from ${count} host${count > 1 ? 's' : ''}`)
    .join(', ');
}

export function describeAlgoliaError(error: unknown, context: PushContext): string {
  const action = error instanceof StepError ? error.action : 'talking to Algolia';
  const cause = asErrorLike(error instanceof StepError ? error.cause : error);
  const { appId, indexName } = context;
  const status = typeof cause.status === 'number' ? cause.status : null;

  if (isTaskTimeout(cause)) {
    return (
      `Algolia accepted the request but had not finished it after a long wait (${action}). ` +
      'It may still complete: check the index in the Algolia dashboard in a few minutes, then ' +
      'run the command again (a re-run is safe).'
    );
  }
  if (status === 401 || status === 403) {
    return (
      `Algolia refused the key while ${action} (${status}: ${serverMessage(cause)}). Check that ` +
      `ALGOLIA_ADMIN_KEY is the Admin API key of application ${appId} (dashboard → Settings → ` +
      'API Keys), or a key with the addObject, deleteIndex, editSettings, settings and browse ' +
      `ACLs on ${indexName}, ${indexName}_newest, ${indexName}_oldest and ${indexName}_tmp_*.`
    );
  }
  if (status === 404) {
    return (
      `Algolia answered "not found" while ${action} (404: ${serverMessage(cause)}). Check ` +
      `ALGOLIA_APP_ID (${appId}) and ALGOLIA_INDEX (${indexName}).`
    );
  }
  if (status === 429) {
    return (
      `Algolia is rate-limiting this application (429: ${serverMessage(cause)}) while ${action}. ` +
      'Wait a minute, then run the command again.'
    );
  }
  if (status !== null && status >= 400 && status < 500) {
    return (
      `Algolia rejected a request while ${action} (${status}: ${serverMessage(cause)}). Fix the ` +
      'cause above and run the command again.'
    );
  }
  if (cause.name === 'RetryError') {
    return (
      `Could not reach Algolia for application ${appId} while ${action} ` +
      `(${summariseHosts(cause.stackTrace)}). Check your network connection and ALGOLIA_APP_ID; ` +
      'if both are right, Algolia may be having trouble (status.algolia.com): try again later.'
    );
  }
  if (cause.name === 'DeserializationError') {
    return `Algolia sent a response that is not JSON while ${action}. Try again later.`;
  }
  return `Unexpected error while ${action}: ${serverMessage(cause)}`;
}
