import { useCopyText } from '@/components/ui/use-copy-text';
import { clearEventLog, type LoggedEvent } from '@/services/event-log/event-log';
import { DESTINATIONS, type DestinationFilter } from './event-filter';
import { toJson } from './event-format';

interface EventToolsProps {
  text: string;
  onTextChange: (text: string) => void;
  destination: DestinationFilter;
  onDestinationChange: (destination: DestinationFilter) => void;
  /** The events on screen: what "Copy as JSON" copies. */
  shown: readonly LoggedEvent[];
}

/** Filter by text and destination, clear the log, copy what is shown. */
export function EventTools(props: EventToolsProps) {
  const { text, onTextChange, destination, onDestinationChange, shown } = props;
  const { state, copy } = useCopyText();
  return (
    <div className="event-tools">
      <label className="event-tools-filter">
        Filter events
        <input type="search" value={text} onChange={(event) => onTextChange(event.target.value)} />
      </label>
      <label>
        Destination
        <select
          value={destination}
          onChange={(event) => onDestinationChange(event.target.value as DestinationFilter)}
        >
          <option value="all">All</option>
          {DESTINATIONS.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <div className="event-tools-actions">
        <button type="button" onClick={clearEventLog}>
          Clear
        </button>
        <button type="button" onClick={() => void copy(toJson(shown, 2))}>
          Copy as JSON
        </button>
        <span className="event-tools-copied" role="status">
          {state === 'copied' && 'Copied'}
          {state === 'failed' && 'The browser refused the clipboard: nothing was copied.'}
        </span>
      </div>
    </div>
  );
}
