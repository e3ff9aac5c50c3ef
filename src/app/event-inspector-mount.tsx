import { lazy, Suspense, useRef, useState, useSyncExternalStore } from 'react';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { useAppConfig } from '@/config/app-config-context';
import { loggedEvents, subscribeEventLog } from '@/services/event-log/event-log';
import { readDebugEvents } from './debug-events';
import './event-inspector-mount.css';

// Only this import() names the drawer, so its code and styles stay out of the first load.
const EventInspector = lazy(() =>
  import('@/features/event-inspector/event-inspector').then((module) => ({
    default: module.EventInspector,
  })),
);

const DRAWER_ID = 'event-inspector';
const eventCount = () => loggedEvents().length;
const noSubscription = () => () => {};

/**
 * The "Events" corner button that opens the event inspector: always in mock mode, and in any
 * build once the tab was opened with `?debug=events` (until `?debug=off`).
 */
export function EventInspectorMount() {
  const { mode } = useAppConfig();
  // Read once per start, before the search screen rewrites the URL.
  const [debug] = useState(() => readDebugEvents(window.location.search));
  const available = mode === 'mock' || debug.enabled;
  const [open, setOpen] = useState(available && debug.openAtStart);
  const [takeFocus, setTakeFocus] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const count = useSyncExternalStore(available ? subscribeEventLog : noSubscription, eventCount);
  if (!available) return null;

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
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
