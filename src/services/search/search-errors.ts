/**
 * Turns what the search client throws into words a visitor (and the person running the
 * archive) can act on. The client's error classes are told apart by `name` and `status`,
 * so this module needs no import from the client itself.
 */

export interface SearchErrorDescription {
  title: string;
  detail: string;
  /** Retrying can help (network trouble, a timeout, a 5xx); a bad key will not fix itself. */
  retryable: boolean;
}

interface ErrorLike {
  name?: unknown;
  status?: unknown;
  message?: unknown;
}

function asErrorLike(error: unknown): ErrorLike {
  return typeof error === 'object' && error !== null ? (error as ErrorLike) : {};
}

export function describeSearchError(error: unknown): SearchErrorDescription {
  const { name, status, message } = asErrorLike(error);
  if (status === 401 || status === 403) {
    return {
      title: 'The search service refused this archive’s key',
      detail:
        'Check VITE_ALGOLIA_APP_ID and VITE_ALGOLIA_SEARCH_KEY: the key must be a search-only key of that application.',
      retryable: false,
    };
  }
  if (status === 404) {
    return {
      title: 'The search index was not found',
      detail: 'Check VITE_ALGOLIA_INDEX, and that `npm run index:push` has created the index.',
      retryable: false,
    };
  }
  if (status === 429) {
    return {
      title: 'Too many searches right now',
      detail: 'The search service asked us to slow down. Try again in a moment.',
      retryable: true,
    };
  }
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return {
      title: 'The search service could not run this search',
      detail: typeof message === 'string' && message !== '' ? message : `Status ${status}.`,
      retryable: true,
    };
  }
  if (name === 'RetryError') {
    return {
      title: 'The search service is not responding',
      detail: 'Check your connection; your search is kept and you can try again.',
      retryable: true,
    };
  }
  return {
    title: 'Search failed',
    detail: 'Something went wrong while searching. Your search is kept; try again.',
    retryable: true,
  };
}
