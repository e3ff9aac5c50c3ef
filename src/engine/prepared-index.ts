import type { Corpus } from './corpus';
import type { FilterColumns } from './filters/compile-filter';
import { buildSynonymTable } from './query/synonym-table';
import type { SynonymTable } from './query/synonym-table';
import { resolveSettings } from './resolve-settings';
import type { ResolvedSettings } from './resolve-settings';
import { buildStaticRanking } from './static-ranking';
import type { StaticRanking } from './static-ranking';
import type { TextIndex } from './text-index';
import type { EngineIndex } from './types';

/** One index ready to search: its settings, the shared corpus and its own static ranking. */
export interface PreparedIndex {
  name: string;
  settings: ResolvedSettings;
  corpus: Corpus;
  text: TextIndex;
  staticRanking: StaticRanking;
  columns: FilterColumns;
  /** The index's synonyms, read once: what each query word may also be. */
  synonyms: SynonymTable;
}

export function prepareIndex(index: EngineIndex, corpus: Corpus): PreparedIndex {
  const settings = resolveSettings(index.settings, corpus.records);
  const text = corpus.textIndex(settings.searchableAttributes);
  // Facet columns are built up front so the first search pays no indexing cost.
  for (const attribute of settings.facetAttributes.keys()) corpus.facetColumn(attribute);
  return {
    name: index.indexName,
    settings,
    corpus,
    text,
    synonyms: buildSynonymTable(index.synonyms ?? []),
    staticRanking: buildStaticRanking(
      corpus.size,
      settings.ranking,
      settings.customRanking,
      (keys) => corpus.ranks(keys),
    ),
    columns: {
      // Algolia lets every index filter on objectID and _tags without declaring them as facets.
      facet: (attribute) =>
        settings.facetAttributes.has(attribute) || attribute === '_tags' || attribute === 'objectID'
          ? corpus.facetColumn(attribute)
          : null,
      numeric: (attribute) => corpus.numericColumn(attribute),
    },
  };
}
