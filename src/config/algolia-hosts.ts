/**
 * Where searches go instead of Algolia's own hosts (VITE_ALGOLIA_HOSTS): `npm run engine:serve`
 * or an Algolia-compatible proxy. Read by readConfig for the app and by the build's security
 * policy, which then allows exactly these origins (docs/decisions/035).
 */

export interface SearchHost {
  protocol: 'http' | 'https';
  /** Lower case: a host name, an IPv4 address or a bracketed IPv6 address. */
  hostname: string;
  /** null: the protocol's default port. */
  port: number | null;
}

const VARIABLE = 'VITE_ALGOLIA_HOSTS';

/**
 * The client's timeouts grow with each host it tries (search-timeouts.ts): two hosts keep a
 * search that gets no answer within its 10 s budget, a third would not.
 */
export const MAX_SEARCH_HOSTS = 2;

/** This computer: plain http is allowed, and implied, only here (nothing crosses a network). */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
const DEFAULT_PORT = { http: 80, https: 443 } as const;
const AUTHORITY = /^(\[[0-9a-f:.]+\]|[a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(\d{1,5}))?$/;
const EXAMPLE = 'like 127.0.0.1:8787 or https://search.example.org';

export function searchHostOrigin({ protocol, hostname, port }: SearchHost): string {
  return `${protocol}://${hostname}${port === null ? '' : `:${port}`}`;
}

/** One entry of the list as a host, or why it is not one. */
function readEntry(entry: string): SearchHost | string {
  if (entry === '') return 'is empty: remove the extra comma';
  if (/\s/.test(entry)) return 'has a space: separate the hosts with a comma alone';
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(entry);
  const given = scheme?.[1]?.toLowerCase();
  if (given !== undefined && given !== 'http' && given !== 'https') {
    return `uses ${given}://, which the search client cannot speak: use https:// (or http:// for localhost)`;
  }
  const rest = scheme ? entry.slice(scheme[0].length) : entry;
  const end = rest.search(/[/?#]/);
  const authority = end < 0 ? rest : rest.slice(0, end);
  const tail = end < 0 ? '' : rest.slice(end);
  // Every VITE_ value is public: a user name or password in it would be published.
  if (authority.includes('@')) return 'holds a user name or password: remove it';
  const match = AUTHORITY.exec(authority.toLowerCase());
  if (!match?.[1]) return `is not a host name with an optional port, ${EXAMPLE}`;
  if (tail !== '' && tail !== '/') {
    return `has a path (${tail}): give the host alone, the client adds /1/indexes/… itself`;
  }
  const hostname = match[1];
  const loopback = LOOPBACK.has(hostname);
  if (given === 'http' && !loopback) {
    return 'uses http:// on a host other than this computer: use https:// (http:// only for localhost, 127.0.0.1 or [::1])';
  }
  const protocol = given ?? (loopback ? 'http' : 'https');
  const port = match[2] === undefined ? null : Number(match[2]);
  if (port !== null && (port < 1 || port > 65_535)) return `has port ${port}: use 1 to 65535`;
  return { protocol, hostname, port: port === DEFAULT_PORT[protocol] ? null : port };
}

/** Why the hosts, each fine alone, cannot be the list (null: they can). */
function listProblem(hosts: readonly SearchHost[]): string | null {
  const origins = hosts.map(searchHostOrigin);
  const twice = origins.find((origin, index) => origins.indexOf(origin) !== index);
  if (twice !== undefined) return `lists ${twice} twice`;
  if (hosts.length > MAX_SEARCH_HOSTS) {
    return `lists ${hosts.length} hosts: give at most ${MAX_SEARCH_HOSTS}, so that a search with no answer gives up within 10 s`;
  }
  return null;
}

/**
 * Comma-separated hosts, each with an optional protocol (https, or http for this computer) and
 * port; blank keeps Algolia's own hosts (null). A problem names every bad entry at once.
 */
export function readAlgoliaHosts(raw: string | undefined): {
  hosts: SearchHost[] | null;
  problems: { variable: string; message: string }[];
} {
  const value = raw?.trim() ?? '';
  if (value === '') return { hosts: null, problems: [] };
  const read = value.split(',').map((entry) => ({ entry, host: readEntry(entry) }));
  const bad = read.flatMap(({ entry, host }, index) =>
    typeof host === 'string' ? [`entry ${index + 1} ("${entry}") ${host}`] : [],
  );
  const hosts = read.flatMap(({ host }) => (typeof host === 'string' ? [] : [host]));
  const problem = bad.length > 0 ? bad.join('; ') : listProblem(hosts);
  if (problem === null) return { hosts, problems: [] };
  const help = `Give one or two hosts separated by a comma, ${EXAMPLE}, or leave it empty for Algolia's own hosts.`;
  return { hosts: null, problems: [{ variable: VARIABLE, message: `${problem}. ${help}` }] };
}
