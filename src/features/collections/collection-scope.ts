import { collections } from '@/config/site-collections';
import { isRangeFilter, RANGE_FILTERS } from '@/config/range-filters';
import type { CollectionConfig, CollectionFilters, YearRange } from '@/config/site-schema';

/** What a search inside a collection adds to every request. */
export interface CollectionScope {
  /** Words every result must match besides the visitor's; empty for none. */
  query: string;
  /** Algolia `filters` syntax: one value of each attribute, and the year and rating ranges. */
  filters: string;
}

export function findCollection(slug: string): CollectionConfig | undefined {
  return collections.find((collection) => collection.slug === slug);
}

/** A filter value in double quotes, so spaces, colons and a leading "-" stay part of it. */
export const quoteFilterValue = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

function rangeFilter(attribute: string, { from, to }: YearRange): string | null {
  if (from !== undefined && to !== undefined) return `${attribute}:${from} TO ${to}`;
  if (from !== undefined) return `${attribute} >= ${from}`;
  if (to !== undefined) return `${attribute} <= ${to}`;
  return null;
}

/**
 * `{ tags: ['mountains', 'hills'], year: { from: 2000 } }` →
 * `(tags:"mountains" OR tags:"hills") AND years >= 2000`: an AND of OR groups, the one shape
 * Algolia's `filters` accepts, so it can be joined to other filters with AND.
 */
export function collectionFilterString(filters: CollectionFilters): string {
  return Object.entries(filters)
    .flatMap(([attribute, wanted]) => {
      if (wanted === undefined) return [];
      if (isRangeFilter(attribute) && !Array.isArray(wanted)) {
        const range = rangeFilter(RANGE_FILTERS[attribute].attribute, wanted as YearRange);
        return range ? [range] : [];
      }
      const values = (wanted as readonly string[]).map(
        (value) => `${attribute}:${quoteFilterValue(value)}`,
      );
      return values.length === 1 ? values : [`(${values.join(' OR ')})`];
    })
    .join(' AND ');
}

export function collectionScope(collection: CollectionConfig): CollectionScope {
  return {
    query: collection.query?.trim() ?? '',
    filters: collectionFilterString(collection.filters),
  };
}
