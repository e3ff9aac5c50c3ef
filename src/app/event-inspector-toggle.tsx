import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { loggedEvents, subscribeEventLog } from '@/services/event-log/event-log';
import { keepDebugInAddress } from './keep-debug-in-address';
import './event-inspector-toggle.css';

const EventInspector = lazy(() =>
  import('@/features/event-inspector/event-inspector').then((module) => ({
    default: module.EventInspector,
  })),
);

const DRAWER_ID = 'event-inspector';
const eventCount = () => loggedEvents().length;

/**
 * Escape closes the drawer when focus is in it, on this button, or nowhere in particular (the
 * drawer opened by `?debug=events` takes no focus). Elsewhere Escape belongs to what has focus
 * (the search box's suggestions, the viewer).
 */
function escapeIsOurs(button: HTMLButtonElement | null): boolean {
  const focused = document.activeElement;
  return (
    !focused ||
    focused === document.body ||
    focused === document.getElementById('main') ||
    focused === button ||
    document.getElementById(DRAWER_ID)?.contains(focused) === true
  );
}

/** The "Events N" corner button; the drawer's code loads when it first opens. */
export function EventInspectorToggle({ openAtStart }: { openAtStart: boolean }) {
  const [open, setOpen] = useState(openAtStart);
  const [takeFocus, setTakeFocus] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const count = useSyncExternalStore(subscribeEventLog, eventCount);
  useEffect(() => (openAtStart ? keepDebugInAddress() : undefined), [openAtStart]);
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (!escapeIsOurs(toggle.current)) return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);
  return (
    <>
      <button
        ref={toggle}
        type="button"
        className="event-inspector-toggle"
        aria-expanded={open}
        aria-controls={DRAWER_ID}
        onClick={() => {
          setTakeFocus(!open);
          setOpen(!open);
        }}
      >
        Events {count}
      </button>
      {open && (
        <ErrorBoundary
          label="The event inspector"
          fallback={
            <p className="event-inspector-unavailable" role="status">
              The event inspector could not load. Reload the page to try again.
            </p>
          }
        >
          <Suspense fallback={null}>
            <EventInspector id={DRAWER_ID} onClose={close} takeFocus={takeFocus} />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
