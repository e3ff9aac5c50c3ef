/**
 * What a search for the results grid asks the service to send back: only what a card, the
 * grid's viewer and the reasons for a match show. The item page fetches its whole record
 * (fetch-item.ts). Whole records made the first response 65 KB for 24 hits.
 */
export const GRID_ATTRIBUTES_TO_RETRIEVE = [
  'type',
  'title',
  'creator',
  'creators',
  'credit',
  'license',
  'year',
  // A card falls back on the capture date's year when a record has no year of its own.
  'takenAt',
  // An owner's loose date as written ("1960s"), shown instead of the year.
  'dateLabel',
  'tags',
  'place',
  'image',
  // The image's own alt text (IPTC), drawn instead of the title when the owner wrote one.
  'alt',
  'video',
];

/** Highlighted on cards: the title, matched tags and place, and the creator. */
export const GRID_ATTRIBUTES_TO_HIGHLIGHT = ['title', 'tags', 'creator', 'place.name'];

/** Cards show no description, so nothing is snippeted. */
export const GRID_ATTRIBUTES_TO_SNIPPET: string[] = [];
