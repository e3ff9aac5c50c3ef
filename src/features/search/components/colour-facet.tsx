import { useId } from 'react';
import { useRefinementList } from 'react-instantsearch-core';
import type { ColorName } from '@/types/item';
import { FacetCount } from './facet-count';
import { colourLabel } from './facet-labels';

/** What each name of the fixed palette (scripts/ingest/color-name.ts) looks like. */
const SWATCHES: Record<ColorName, string> = {
  red: '#d32f2f',
  orange: '#f57c00',
  yellow: '#fbc02d',
  green: '#388e3c',
  teal: '#00897b',
  blue: '#1e63c4',
  purple: '#7b1fa2',
  pink: '#ec6fa0',
  brown: '#795548',
  black: '#111111',
  grey: '#9e9e9e',
  white: '#ffffff',
};

/** The dominant colour as swatches; each checkbox is named "Grey (16)" for screen readers. */
export function ColourFacet({ attribute, title }: { attribute: string; title: string }) {
  const headingId = useId();
  const { items, refine } = useRefinementList({
    attribute,
    limit: 12,
    sortBy: ['count:desc', 'name:asc'],
  });
  if (items.length === 0) return null;
  return (
    <fieldset className="facet colour-facet" aria-labelledby={headingId}>
      <legend id={headingId}>{title}</legend>
      <ul>
        {items.map((item) => {
          const name = colourLabel(item.value);
          return (
            <li key={item.value}>
              <label className="facet-option" title={name}>
                <input
                  type="checkbox"
                  checked={item.isRefined}
                  aria-label={`${name} (${item.count})`}
                  onChange={() => refine(item.value)}
                />
                <span
                  className="colour-swatch"
                  aria-hidden="true"
                  style={{ background: SWATCHES[item.value as ColorName] ?? 'transparent' }}
                />
                <span className="facet-label">{name}</span> <FacetCount count={item.count} />
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
