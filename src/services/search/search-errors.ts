/**
 * Turns what the search client throws into words a visitor (and the person running the
 * archive) can act on. The client's error classes are told apart by `name`, `status` and the
 * stack trace of a RetryError, so this module needs no import from the client itself.
 */

export type SearchFailureKind =
  'unavailable' | 'connection' | 'rate-limited' | 'bad-request' | 'key-refused' | 'index-missing';

export interface SearchFailure {
  kind: SearchFailureKind;
  title: string;
  detail: string;
  /** Retrying can help (network, timeout, 5xx, 429); a bad key or a bad request will not. */
  retryable: boolean;
  /** What the service itself said, for the console and the event log; never shown on screen. */
  technical: string;
}

const MESSAGES: Record<SearchFailureKind, Omit<SearchFailure, 'kind' | 'technical'>> = {
  unavailable: {
    title: 'The search service is not working right now',
    detail:
      'It did not answer, or answered with an error. This is usually brief: your search is kept, so try again in a moment.',
    retryable: true,
  },
  connection: {
    title: 'The connection was lost',
    detail:
      'Check your internet connection. Your search is kept, and runs again by itself when the browser is back online.',
    retryable: true,
  },
  'rate-limited': {
    title: 'Too many searches right now',
    detail: 'The search service asked for a pause. Wait a few seconds, then try again.',
    retryable: true,
  },
  'bad-request': {
    title: 'This search could not be run',
    detail:
      'The search service did not accept it. Try other words or fewer filters, or start again from the archive’s home page.',
    retryable: false,
  },
  'key-refused': {
    title: 'The search service refused this archive’s key',
    detail:
      'Search will not work until the site’s owner fixes this. For the owner: check VITE_ALGOLIA_APP_ID and VITE_ALGOLIA_SEARCH_KEY; the key must be a search-only key of that application.',
    retryable: false,
  },
  'index-missing': {
    title: 'The archive’s search index was not found',
    detail:
      'Search will not work until the site’s owner fixes this. For the owner: check VITE_ALGOLIA_INDEX, and that `npm run index:push` has created the index.',
    retryable: false,
  },
};

interface ErrorLike {
  name?: unknown;
  status?: unknown;
  message?: unknown;
  stackTrace?: unknown;
}

interface AttemptLike {
  host?: { url?: unknown };
  response?: { status?: unknown; isTimedOut?: unknown };
}

function asErrorLike(error: unknown): ErrorLike {
  return typeof error === 'object' && error !== null ? (error as ErrorLike) : {};
}

/** One RetryError frame per host tried: `host: HTTP 503`, `host: timed out`, `host: no connection`. */
function attempts(stackTrace: unknown): AttemptLike[] {
  return Array.isArray(stackTrace) ? (stackTrace as AttemptLike[]) : [];
}

function describeAttempt({ host, response }: AttemptLike): string {
  const outcome =
    response?.isTimedOut === true
      ? 'timed out'
      : response?.status === 0
        ? 'no connection'
        : `HTTP ${String(response?.status)}`;
  return `${String(host?.url)}: ${outcome}`;
}

/** Every host failed before any answer came back: the network, not the service. */
function isConnectionLoss(frames: AttemptLike[]): boolean {
  return (
    frames.length > 0 &&
    frames.every(({ response }) => response?.status === 0 && response.isTimedOut !== true)
  );
}

function kindOf(error: ErrorLike, online: boolean): SearchFailureKind {
  const { name, status } = error;
  if (status === 401 || status === 403) return 'key-refused';
  if (status === 404) return 'index-missing';
  if (status === 429) return 'rate-limited';
  if (typeof status === 'number' && status >= 400 && status < 500) return 'bad-request';
  // No status means no answer came back; while offline, that is the connection.
  if (!online && typeof status !== 'number') return 'connection';
  if (name === 'RetryError' && isConnectionLoss(attempts(error.stackTrace))) return 'connection';
  // 5xx on every host, no answer in time, a body that is not JSON, anything unforeseen.
  return 'unavailable';
}

/** A proxy's HTML error page can be long; the start says enough. */
const MAX_TECHNICAL_LENGTH = 500;

function technicalOf(error: unknown, { name, status, message, stackTrace }: ErrorLike): string {
  const label = typeof name === 'string' ? name : typeof error;
  const frames = attempts(stackTrace);
  if (name === 'RetryError' && frames.length > 0) {
    return `${label}: ${frames.map(describeAttempt).join('; ')}`;
  }
  const code = typeof status === 'number' ? ` (HTTP ${status})` : '';
  const text = typeof message === 'string' && message !== '' ? `: ${message}` : '';
  return `${label}${code}${text || (typeof error === 'string' ? `: ${error}` : '')}`;
}

function browserIsOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

export function describeSearchError(error: unknown, online = browserIsOnline()): SearchFailure {
  const errorLike = asErrorLike(error);
  const kind = kindOf(errorLike, online);
  const technical = technicalOf(error, errorLike).slice(0, MAX_TECHNICAL_LENGTH);
  return { kind, ...MESSAGES[kind], technical };
}
