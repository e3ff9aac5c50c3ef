import type { EngineSettings } from './engine-settings';

export type { EngineSettings } from './engine-settings';

/** A stored record: anything JSON-like with an `objectID`. */
export type EngineRecord = { objectID: string } & Record<string, unknown>;

/** One synonym object of an index, in the shape of the service's synonyms API (`SynonymHit`). */
export interface EngineSynonym {
  objectID: string;
  type: 'synonym' | 'onewaysynonym' | 'altcorrection1' | 'altcorrection2' | 'placeholder';
  synonyms?: string[];
  input?: string;
  word?: string;
  corrections?: string[];
  placeholder?: string;
  replacements?: string[];
}

export interface EngineIndex {
  indexName: string;
  settings: EngineSettings;
  /** The index's synonyms, which the service stores beside its settings. */
  synonyms?: readonly EngineSynonym[];
  /** Indices given the same array (a primary and its replicas) share one text index. */
  records: readonly EngineRecord[];
}

export interface EngineOptions {
  /**
   * Called once per parameter name, the first time a search carries a parameter the engine
   * accepts but does not implement (with a value other than its default), so nothing it ignores
   * goes unnamed. Without it, nothing is reported.
   */
  onIgnoredParameter?: (name: string) => void;
}

export type EngineErrorStatus = 400 | 404;

/** What the HTTP layer sends back: the status and the JSON body Algolia would send. */
export type EngineReply =
  | { status: 200; body: unknown }
  | { status: EngineErrorStatus; body: { message: string; status: EngineErrorStatus } };

export interface SearchEngine {
  /** `POST /1/indexes/*\/queries` */
  multipleQueries(body: unknown): EngineReply;
  /** `POST /1/indexes/{indexName}/query` */
  searchIndex(indexName: string, body: unknown): EngineReply;
  /** `POST /1/indexes/{indexName}/facets/{facet}/query` */
  searchForFacetValues(indexName: string, facet: string, body: unknown): EngineReply;
  /** `GET /1/indexes/{indexName}/{objectID}` */
  getObject(indexName: string, objectID: string, attributesToRetrieve?: string[]): EngineReply;
  /** `POST /1/indexes/*\/objects` */
  getObjects(body: unknown): EngineReply;
  /** `POST /1/indexes/{indexName}/browse`: search parameters and `cursor`. */
  browse(indexName: string, body: unknown): EngineReply;
  /** `GET /1/indexes/{indexName}/settings`: the settings as given, with `primary` on a replica. */
  getSettings(indexName: string): EngineReply;
}
