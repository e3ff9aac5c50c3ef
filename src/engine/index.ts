/**
 * The local search engine's one public entry: an in-memory stand-in for Algolia's search API.
 * Everything else in this folder is internal; the app, the mocks, the scripts and the
 * build-time pages reach the engine only through what is exported here.
 */
export { createSearchEngine } from './create-search-engine';
export { ignoredParameterMessage } from './ignored-parameter-message';
export type {
  EngineIndex,
  EngineOptions,
  EngineRecord,
  EngineReply,
  EngineSettings,
  EngineSynonym,
  SearchEngine,
} from './types';
export { createRequestHandler } from './http/request-handler';
export type {
  HandlerCredentials,
  RequestHandler,
  ServiceCredentials,
} from './http/request-handler';
