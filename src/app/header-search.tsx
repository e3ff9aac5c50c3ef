import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { ArchiveSearchForm } from '@/components/ui/archive-search-form';

/**
 * The header's search form. From 768 px it sits in the header row; on a phone it is a button
 * that opens the form over the header's one row (site-header.css), so the header never grows.
 * Escape or "Close search" folds it back and returns focus to the button.
 */
export function HeaderSearch({ label }: { label?: string }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (open) panel.current?.querySelector('input')?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (!open || event.key !== 'Escape') return;
    event.stopPropagation();
    close();
  };

  // A tap elsewhere folds an empty form away; one with words in it waits to be sent or closed.
  const foldWhenLeftEmpty = (event: FocusEvent) => {
    if (!open || event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    if (!panel.current?.querySelector('input')?.value) setOpen(false);
  };

  return (
    <div
      className="header-search-slot"
      data-open={open || undefined}
      onKeyDown={closeOnEscape}
      onBlur={foldWhenLeftEmpty}
    >
      <button
        ref={button}
        type="button"
        className="header-search-open"
        aria-label="Open search"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(true)}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20">
          <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m13 13 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <div ref={panel} id={panelId} className="header-search-panel">
        <ArchiveSearchForm label={label} />
        {open && (
          <button
            type="button"
            className="header-search-close"
            aria-label="Close search"
            onClick={close}
          >
            ×
          </button>
        )}
      </div>
    </div>
  );
}
