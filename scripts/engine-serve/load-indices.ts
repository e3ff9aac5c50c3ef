import type {
  EngineIndex,
  EngineRecord,
  EngineSettings,
  EngineSynonym,
} from '../../src/engine/index.ts';
import {
  buildQuerySuggestions,
  QUERY_SUGGESTIONS_SETTINGS,
} from '../../src/mocks/query-suggestions.ts';
import { allIndexSettings } from '../../src/services/search/index-settings.ts';
import { loadRecords } from './load-records.ts';
import { isPlainObject, readJsonFile } from './read-json-file.ts';
import { ServeError } from './serve-error.ts';

/**
 * The indices `engine:serve` answers for, all over the same records (so the primary and its
 * replicas share one text index). Without a settings file: the archive's index, its sort
 * replicas and its Query Suggestions index, as in mock mode.
 */

interface IndexSource {
  records: string;
  settings: string | null;
  index: string;
}

interface IndexDefinition {
  settings: EngineSettings;
  synonyms?: EngineSynonym[];
}

/** An index's entry: its settings, or `{"settings": {...}, "synonyms": [...]}`. */
function readDefinition(value: unknown, where: string): IndexDefinition {
  if (!isPlainObject(value)) throw new ServeError(`${where} must be a JSON object of settings`);
  if (!('settings' in value)) return { settings: value as EngineSettings };
  const { settings, synonyms, ...rest } = value;
  const extra = Object.keys(rest);
  if (
    !isPlainObject(settings) ||
    (synonyms !== undefined && !Array.isArray(synonyms)) ||
    extra.length > 0
  ) {
    throw new ServeError(
      `${where} must be {"settings": {...}, "synonyms": [...]}${extra.length > 0 ? `; unexpected ${extra.join(', ')}` : ''}`,
    );
  }
  return {
    settings: settings as EngineSettings,
    ...(synonyms && { synonyms: synonyms as EngineSynonym[] }),
  };
}

/** Settings by index name when `index` is one of the file's keys, else the settings of `index`. */
function readSettingsFile(path: string, index: string): Map<string, IndexDefinition> {
  const file = readJsonFile(path, 'settings');
  if (!isPlainObject(file))
    throw new ServeError(`the settings file ${path} must hold a JSON object`);
  if (!(index in file)) {
    const names = Object.keys(file);
    if (names.length > 0 && Object.values(file).every(isPlainObject)) {
      throw new ServeError(
        `the settings file ${path} holds settings by index name (${names.join(', ')}) but not for "${index}": pass --index with the primary index`,
      );
    }
    return new Map([[index, readDefinition(file, `the settings file ${path}`)]]);
  }
  const byName = new Map<string, IndexDefinition>([
    [index, readDefinition(file[index], `"${index}" in ${path}`)],
  ]);
  for (const [name, value] of Object.entries(file)) {
    if (name !== index) byName.set(name, readDefinition(value, `"${name}" in ${path}`));
  }
  return byName;
}

export function loadIndices(source: IndexSource): EngineIndex[] {
  const records = loadRecords(source.records, source.settings === null);
  if (source.settings !== null) {
    return [...readSettingsFile(source.settings, source.index)].map(([indexName, definition]) => ({
      indexName,
      records,
      ...definition,
    }));
  }
  return [
    ...allIndexSettings(source.index).map(({ indexName, settings }) => ({
      indexName,
      settings,
      records,
    })),
    {
      indexName: `${source.index}_query_suggestions`,
      settings: QUERY_SUGGESTIONS_SETTINGS,
      records: buildQuerySuggestions(records as readonly EngineRecord[], source.index),
    },
  ];
}
