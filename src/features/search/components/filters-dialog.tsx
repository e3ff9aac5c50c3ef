import { useEffect, useEffectEvent, useId, useRef } from 'react';
import { useInstantSearch } from 'react-instantsearch-core';
import { formatCount } from '@/components/ui/format-count';
import './filters-dialog.css';
import { FILTER_COLUMN_QUERY } from './facets-drawn';

export interface FiltersDialogProps {
  /** Called once the dialog has closed (Escape, the close button, "Show N results", backdrop). */
  onClose: () => void;
  /** Where the filter panel goes while the dialog is open. */
  bodyRef: (element: HTMLElement | null) => void;
  canClear: boolean;
  clearAll: () => void;
}

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
function keepTabInside(event: KeyboardEvent, container: HTMLElement) {
  const controls = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) =>
      !element.matches(':disabled') &&
      (typeof element.checkVisibility !== 'function' || element.checkVisibility()),
  );
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const edge = event.shiftKey ? first : last;
  if (document.activeElement === edge || !container.contains(document.activeElement)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

/**
 * The filters on a phone: a native modal dialog (the rest of the page is inert), with the
 * number of results the filters give, live, and a way to clear them all.
 */
export function FiltersDialog({ onClose, bodyRef, canClear, clearAll }: FiltersDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const { results } = useInstantSearch();
  const nbHits = results.nbHits;

  // The page behind stops being inert before focus goes back to the button there.
  const close = () => {
    dialog.current?.close();
    onClose();
  };
  // A DOM listener: the filter panel inside is a portal, whose React events bubble elsewhere.
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab' && dialog.current) {
      keepTabInside(event, dialog.current);
    }
  });

  // Turned to landscape, wider than a phone: the filters are back in the column.
  const onWidthChange = useEffectEvent((event: MediaQueryListEvent) => {
    if (event.matches) close();
  });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    element.showModal();
    closeButton.current?.focus();
    element.addEventListener('keydown', onKeyDown);
    const wide = typeof matchMedia === 'function' ? matchMedia(FILTER_COLUMN_QUERY) : null;
    wide?.addEventListener('change', onWidthChange);
    return () => {
      element.removeEventListener('keydown', onKeyDown);
      wide?.removeEventListener('change', onWidthChange);
      element.close();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className="filters-dialog"
      aria-labelledby={headingId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      // A press on the backdrop lands on the dialog itself; its content fills the box.
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className="filters-dialog-header">
        <h2 id={headingId}>Filters</h2>
        <button
          ref={closeButton}
          type="button"
          className="filters-dialog-close"
          aria-label="Close filters"
          onClick={close}
        >
          ×
        </button>
      </div>
      <div ref={bodyRef} className="filters-dialog-body" />
      <div className="filters-dialog-footer">
        <button
          type="button"
          className="link-button"
          aria-disabled={!canClear}
          onClick={() => {
            if (canClear) clearAll();
          }}
        >
          Clear all
        </button>
        <button type="button" className="filters-dialog-show" onClick={close}>
          Show {formatCount(nbHits)} {nbHits === 1 ? 'result' : 'results'}
        </button>
      </div>
    </dialog>
  );
}
