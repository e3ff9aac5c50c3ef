import { useLayoutEffect, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import { useClearRefinements } from 'react-instantsearch-core';
import { useSearchSelector } from '../hooks/use-search-selector';
import { FacetsDrawn, FILTER_COLUMN_QUERY } from './facets-drawn';
import { useFilterChips } from './filter-chips';
import { FilterPanel } from './filter-panel';
import type { FiltersDialogProps } from './filters-dialog';
import './filters-drawer.css';

/** The dialog is code for phones only: loaded on first use, then kept. */
let Dialog: ComponentType<FiltersDialogProps> | undefined;
const loadDialog = () =>
  import('./filters-dialog').then((module) => {
    Dialog = module.FiltersDialog;
  });

const wideQuery = () => (typeof matchMedia === 'function' ? matchMedia(FILTER_COLUMN_QUERY) : null);
const watchWidth = (onChange: () => void) => {
  const query = wideQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};
// Without media queries (tests, old browsers) the column is assumed, and the facets drawn.
const isWide = () => wideQuery()?.matches ?? true;

/**
 * One filter panel in two places: a side column from 768 px up, a "Filters" dialog below
 * (filters-drawer.css switches which one shows). The panel is rendered once, in its column (so
 * a page rendered at build time hydrates it where it is), and its element is moved into the
 * open dialog and back, so its widgets never remount: a remount would cost a search, lose what
 * the visitor typed into a facet's search box, and, after hydration, remove and add every facet
 * widget in one long task.
 */
export function FiltersDrawer() {
  const column = useRef<HTMLDivElement>(null);
  const panelHost = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  // A page rendered at build time has the column (hidden on phones by filters-drawer.css).
  const wide = useSyncExternalStore(watchWidth, isWide, () => true);
  const { canRefine, refine: clearAll } = useClearRefinements();
  const foundNothing = useSearchSelector((search) => {
    const results = search.mainIndex.getResults();
    return search.status !== 'error' && results !== null && results.nbHits === 0;
  });
  const inUse = useFilterChips().map((chip) => chip.value);

  // Facets list what the results hold: a search that found nothing (and is not filtered) has
  // none to offer, and the column says why instead of standing empty.
  const nothingToFilter = foundNothing && inUse.length === 0;

  useLayoutEffect(() => {
    const host = panelHost.current;
    const place = open && slot ? slot : column.current;
    // Closing removes the dialog with the panel in it: it comes back to its column here, in the
    // same commit, before anything is painted.
    if (host && place && host.parentElement !== place) place.append(host);
  }, [open, slot]);
  useLayoutEffect(() => {
    const host = panelHost.current;
    const home = column.current;
    // Where React put it, before React takes the screen away.
    return () => {
      if (host && home && host.parentElement !== home) home.append(host);
    };
  }, []);

  const panel = (
    <FacetsDrawn value={wide || open}>
      <FilterPanel />
    </FacetsDrawn>
  );

  const openDialog = () => {
    // Offline before the first use: nothing opens, and the next press tries again.
    loadDialog().then(
      () => setOpen(true),
      () => {},
    );
  };
  const closeDialog = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <>
      <div className="filters-bar">
        <button
          ref={button}
          type="button"
          className="filters-button"
          aria-haspopup="dialog"
          onClick={openDialog}
          onPointerEnter={() => void loadDialog().catch(() => {})}
        >
          Filters
          {inUse.length > 0 && (
            <>
              <span aria-hidden="true"> ({inUse.length})</span>
              <span className="visually-hidden">, {inUse.length} active</span>
            </>
          )}
        </button>
        {inUse.length > 0 && (
          <p className="filters-summary">
            <span className="visually-hidden">Filters in use: </span>
            {inUse.join(', ')}
          </p>
        )}
        {open && Dialog && (
          <Dialog
            onClose={closeDialog}
            bodyRef={setSlot}
            canClear={canRefine}
            clearAll={clearAll}
          />
        )}
      </div>
      <div className="filter-column">
        <div ref={column}>
          <div ref={panelHost} className="filter-panel-host">
            {panel}
          </div>
        </div>
        {nothingToFilter && (
          <p className="filter-column-note">Filters appear here when a search finds something.</p>
        )}
      </div>
    </>
  );
}
