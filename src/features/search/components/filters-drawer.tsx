import { useLayoutEffect, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import { useClearRefinements, useCurrentRefinements } from 'react-instantsearch-core';
import { useHydrated } from '@/components/ui/client-only';
import { useSearchSelector } from '../hooks/use-search-selector';
import { facetValueLabel } from './facet-labels';
import { FacetsDrawn, FILTER_COLUMN_QUERY } from './facets-drawn';
import { FilterPanel } from './filter-panel';
import type { FiltersDialogProps } from './filters-dialog';
import './filters-drawer.css';

const OPERATOR_LABELS: Record<string, string> = { '>=': 'from', '<=': 'to' };

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

function createPanelHost(): HTMLDivElement {
  const host = document.createElement('div');
  host.className = 'filter-panel-host';
  return host;
}

/**
 * One filter panel in two places: a side column from 768 px up, a "Filters" dialog below
 * (filters-drawer.css switches which one shows). The panel is rendered once, into an element of
 * its own that moves between the column and the open dialog, so its widgets never remount: a
 * remount would cost a search and lose what the visitor typed into a facet's search box.
 */
export function FiltersDrawer() {
  // No document when the page is rendered in Node: there the panel is drawn in the column.
  const [panelHost] = useState(() => (typeof document === 'undefined' ? null : createPanelHost()));
  const hydrated = useHydrated();
  const column = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  // A page rendered at build time has the column (hidden on phones by filters-drawer.css).
  const wide = useSyncExternalStore(watchWidth, isWide, () => true);
  const { items } = useCurrentRefinements();
  const { canRefine, refine: clearAll } = useClearRefinements();
  const foundNothing = useSearchSelector((search) => {
    const results = search.mainIndex.getResults();
    return search.status !== 'error' && results !== null && results.nbHits === 0;
  });
  const inUse = items.flatMap((item) =>
    item.refinements.map((refinement) =>
      refinement.operator
        ? `${OPERATOR_LABELS[refinement.operator] ?? refinement.operator} ${refinement.value}`
        : facetValueLabel(item.attribute, refinement.label),
    ),
  );

  // Facets list what the results hold: a search that found nothing (and is not filtered) has
  // none to offer, and the column says why instead of standing empty.
  const nothingToFilter = foundNothing && inUse.length === 0;

  useLayoutEffect(() => {
    if (panelHost) (open && slot ? slot : column.current)?.append(panelHost);
  }, [open, slot, panelHost]);

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
        {/* Rendered at build time, and hydrated, in place; moved into its own element after. */}
        <div ref={column}>{!hydrated && panel}</div>
        {nothingToFilter && (
          <p className="filter-column-note">Filters appear here when a search finds something.</p>
        )}
      </div>
      {hydrated && panelHost && createPortal(panel, panelHost)}
    </>
  );
}
