import type { LoggedEvent } from '@/services/event-log/event-log';
import { compactPayload, describeStatus, formatEventTime, prettyPayload } from './event-format';

/** One event: when, where to, what, what became of it, and its payload (one line until opened). */
export function EventRow({ event }: { event: LoggedEvent }) {
  const status = describeStatus(event);
  return (
    <li className={`event-row is-${event.status}`}>
      <div className="event-row-head">
        <time className="event-time" dateTime={new Date(event.time).toISOString()}>
          {formatEventTime(event.time)}
        </time>
        <span className="event-destination">{event.destination}</span>
        <span className="event-name">{event.name}</span>
        {status && <span className={`event-status is-${event.status}`}>{status}</span>}
      </div>
      <details className="event-payload">
        <summary>
          <span className="event-payload-label">Payload: </span>
          <code>{compactPayload(event)}</code>
        </summary>
        <pre>{prettyPayload(event)}</pre>
      </details>
    </li>
  );
}
