import { createContext, use } from 'react';

/** The width from which the filters are a side column (filters-drawer.css); below, a drawer. */
export const FILTER_COLUMN_QUERY = '(min-width: 768px)';

/**
 * Whether the filter panel is on screen: always from 768 px up, on a phone only while its
 * drawer is open. A facet keeps its widget (its part of the request, what the visitor typed)
 * either way, and draws its options only when they can be seen: eleven facets drawn into a
 * hidden column were most of a phone's first render.
 */
export const FacetsDrawn = createContext(true);

export const useFacetsDrawn = () => use(FacetsDrawn);
