import type { EngineRecord, EngineSettings, EngineSynonym } from '../../../src/engine';

/**
 * One documented behaviour of Algolia's search API, as a row of the conformance suite: an index,
 * a request, and what the service documents the answer to be. Every case cites the page of
 * Algolia's documentation that documents it, and names the README row (`parameter`) it proves.
 */

/** The index a case searches: records, settings and synonyms, as the service would hold them. */
export interface ConformanceIndex {
  records: readonly EngineRecord[];
  settings?: EngineSettings;
  synonyms?: readonly EngineSynonym[];
}

export interface SearchAnswer {
  /** Absent when `responseFields` leaves it out, and in a facet-value search. */
  hits?: ({ objectID: string } & Record<string, unknown>)[];
  nbHits?: number;
  [field: string]: unknown;
}

export interface ConformanceCase {
  /** The row of src/engine/README.md this case proves, exactly as the row names it. */
  parameter: string;
  /** The documented behaviour, in a sentence: the test's name. */
  behaviour: string;
  /** The documentation page that documents it (https://www.algolia.com/doc/...). */
  docs: string;
  index: ConformanceIndex;
  /** Search parameters, sent as one request of `POST /1/indexes/*\/queries`. */
  request: Record<string, unknown>;
  expect: {
    /** objectIDs of the page's hits, in order. */
    hits?: readonly string[];
    /** objectIDs that must be among the hits (any order). */
    includes?: readonly string[];
    /** objectIDs that must not be among the hits. */
    excludes?: readonly string[];
    nbHits?: number;
    /** An error reply: its status and a pattern its message matches. */
    error?: { status: number; message: RegExp };
    /** Anything else about the answer (ranking info, highlights, fields). */
    check?: (answer: SearchAnswer) => void;
  };
}
