// With its extension on imports of it: vite.config.ts loads this file too (site-config-plugin).
import type { CollectionConfig } from './site-schema.ts';

/**
 * Curated sets of the archive, edited by its owner: `/collections` lists them, and
 * `/collections/<slug>` is the search screen inside one. A collection is every record that
 * matches its filters: one of the listed values of each attribute (any facet of the index), the
 * year range, and the query's words when it has one. `cover` is the objectID of the item shown
 * on its card. `vite build` checks this list and names the collection and field of a problem.
 */
export const collections: readonly CollectionConfig[] = [
  {
    slug: 'mountains',
    title: 'Mountains and hills',
    description: 'Ridges, peaks and the hills at sunset, from the Basque Country to the Picos.',
    filters: { tags: ['mountains', 'hills'] },
    cover: 'picos-de-europa',
  },
  {
    slug: 'space',
    title: 'Space',
    description: 'A launch at night, an astronaut, and the deepest picture of the sky ever taken.',
    filters: { tags: ['space'] },
    cover: 'hubble-deep-field',
  },
  {
    slug: 'denmark',
    title: 'Denmark',
    description: 'Skagen’s coast from the air and the beach, and a few things found indoors.',
    filters: { 'place.country': ['Denmark'] },
    cover: 'skagen-2',
  },
  {
    slug: 'early-2000s',
    title: 'The early 2000s',
    description: 'Everything taken between 2000 and 2009: canyons, dunes, snow and storms.',
    filters: { year: { from: 2000, to: 2009 } },
    cover: 'grand-canyon-3',
  },
];
