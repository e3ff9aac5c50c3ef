import { buildDistinctKeys } from './distinct-keys';
import { buildFacetColumn } from './facet-column';
import type { FacetColumn } from './facet-column';
import { buildGeoColumn } from './geo';
import type { GeoColumn } from './geo';
import { buildNumericColumn } from './numeric-column';
import type { NumericColumn } from './numeric-column';
import type { SearchableAttribute, SortKey } from './resolve-settings';
import { denseRanks } from './static-ranking';
import { buildTextIndex } from './text-index';
import type { TextIndex } from './text-index';
import type { EngineRecord } from './types';

/**
 * Everything derived from one records array, built once and shared by every index over it (the
 * primary and its sort replicas): text indexes, facet, numeric and geo columns.
 */
export class Corpus {
  readonly positions: ReadonlyMap<string, number>;
  private readonly textIndexes = new Map<string, TextIndex>();
  private readonly facetColumns = new Map<string, FacetColumn>();
  private readonly numericColumns = new Map<string, NumericColumn>();
  private readonly sortRanks = new Map<string, Int32Array>();
  private readonly distinctKeyColumns = new Map<string, Int32Array>();
  private geoColumn: GeoColumn | null = null;

  constructor(readonly records: readonly EngineRecord[]) {
    this.positions = new Map(records.map((record, index) => [record.objectID, index]));
  }

  get size(): number {
    return this.records.length;
  }

  /** Indices with the same searchable attributes share one text index. */
  textIndex(attributes: readonly SearchableAttribute[]): TextIndex {
    const key = JSON.stringify(attributes);
    let index = this.textIndexes.get(key);
    if (!index) {
      index = buildTextIndex(this.records, attributes);
      this.textIndexes.set(key, index);
    }
    return index;
  }

  facetColumn(attribute: string): FacetColumn {
    let column = this.facetColumns.get(attribute);
    if (!column) {
      column = buildFacetColumn(this.records, attribute);
      this.facetColumns.set(attribute, column);
    }
    return column;
  }

  numericColumn(attribute: string): NumericColumn {
    let column = this.numericColumns.get(attribute);
    if (!column) {
      column = buildNumericColumn(this.records, attribute);
      // Any name can be filtered on: keeping the empty columns of made-up names would let
      // requests grow the cache without end.
      if (column.values.length > 0) this.numericColumns.set(attribute, column);
    }
    return column;
  }

  /** Dense ranks by sort keys; indices sorting the same way share them. */
  ranks(keys: readonly SortKey[]): Int32Array {
    const key = JSON.stringify(keys);
    let ranks = this.sortRanks.get(key);
    if (!ranks) {
      ranks = denseRanks(this.records, keys);
      this.sortRanks.set(key, ranks);
    }
    return ranks;
  }

  /** Each record's `attributeForDistinct` group (-1: none); replicas share it. */
  distinctKeys(attribute: string): Int32Array {
    let keys = this.distinctKeyColumns.get(attribute);
    if (!keys) {
      keys = buildDistinctKeys(this.records, attribute);
      this.distinctKeyColumns.set(attribute, keys);
    }
    return keys;
  }

  geo(): GeoColumn {
    this.geoColumn ??= buildGeoColumn(this.records);
    return this.geoColumn;
  }
}
