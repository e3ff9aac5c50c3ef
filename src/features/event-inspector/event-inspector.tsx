import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { loggedEvents, subscribeEventLog } from '@/services/event-log/event-log';
import { filterEvents, type DestinationFilter } from './event-filter';
import { EventRow } from './event-row';
import { EventTools } from './event-tools';
import { useSettledValue } from './use-settled-value';
import './event-inspector.css';

interface EventInspectorProps {
  id: string;
  onClose: () => void;
  /** Opened by the visitor (focus moves in), or at start-up (focus stays on the page). */
  takeFocus: boolean;
}

/** How long the count waits for a burst of events to end before it is announced. */
const ANNOUNCE_DELAY_MS = 700;

/**
 * QA's view of every analytics, tag-manager and insights event, live, newest first. Non-modal:
 * the page beside or above it stays in use. Loaded only when opened (app/event-inspector-mount).
 */
export function EventInspector({ id, onClose, takeFocus }: EventInspectorProps) {
  const events = useSyncExternalStore(subscribeEventLog, loggedEvents);
  const [text, setText] = useState('');
  const [destination, setDestination] = useState<DestinationFilter>('all');
  const shown = useMemo(() => filterEvents(events, text, destination), [events, text, destination]);
  const announced = useSettledValue(shown.length, ANNOUNCE_DELAY_MS);
  const dialog = useRef<HTMLElement>(null);

  useEffect(() => {
    if (takeFocus) dialog.current?.focus();
  }, [takeFocus]);

  return (
    <section
      ref={dialog}
      id={id}
      className="event-inspector"
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      {/* Not a <header>: outside a sectioning element that is the page's banner, a second one. */}
      <div className="event-inspector-header">
        <h2 id={`${id}-title`}>Event inspector</h2>
        <button type="button" aria-label="Close event inspector" onClick={onClose}>
          ×
        </button>
      </div>
      <div className="event-inspector-body">
        <EventTools
          text={text}
          onTextChange={setText}
          destination={destination}
          onDestinationChange={setDestination}
          shown={shown}
        />
        <p className="event-inspector-count" aria-live="polite" aria-atomic="true">
          {announced === 1 ? '1 event' : `${announced} events`}
        </p>
        {shown.length > 0 ? (
          <ol className="event-list" aria-label="Events, newest first">
            {shown.map((event) => (
              <EventRow key={event.id} event={event} />
            ))}
          </ol>
        ) : (
          <p className="event-inspector-empty">
            {events.length === 0
              ? 'No events yet. They appear here as the app sends them.'
              : 'No events match this filter.'}
          </p>
        )}
      </div>
    </section>
  );
}
