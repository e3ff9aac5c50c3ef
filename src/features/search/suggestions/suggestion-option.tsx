import { Fragment, type HTMLAttributes, type MouseEvent, type Ref } from 'react';
import { formatCount } from '@/components/ui/format-count';
import type { SuggestionItem } from './suggestion-items';

interface SuggestionOptionProps {
  item: SuggestionItem;
  /** Downshift's props for the option (id, role, aria-selected, handlers, ref). */
  optionProps: HTMLAttributes<HTMLLIElement> & { ref?: Ref<HTMLLIElement> };
  onRemove(): void;
}

const CLOCK = 'M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z';
const MAGNIFIER = 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13ZM15.5 15.5 20 20';

function Icon({ path }: { path: string }) {
  return (
    <svg className="suggestion-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}

/** One option: its text with the part matching what was typed in <mark>. */
export function SuggestionOption({ item, optionProps, onRemove }: SuggestionOptionProps) {
  if (item.kind === 'clear-recent') {
    return (
      <li {...optionProps} className="suggestion suggestion-action">
        Clear recent searches
      </li>
    );
  }
  // A pointer's way to remove one; keyboards use Shift+Delete (a button inside an option would
  // be a second, nested control that screen readers cannot reach).
  const remove = (event: MouseEvent) => {
    event.stopPropagation();
    onRemove();
  };
  return (
    <li {...optionProps} className="suggestion">
      <Icon path={item.kind === 'recent' ? CLOCK : MAGNIFIER} />
      <span className="suggestion-text">
        {item.parts.map((part, index) =>
          part.match ? (
            <mark key={index}>{part.text}</mark>
          ) : (
            <Fragment key={index}>{part.text}</Fragment>
          ),
        )}
      </span>
      {item.nbHits !== undefined && (
        <span className="suggestion-count">
          {' '}
          {formatCount(item.nbHits)} {item.nbHits === 1 ? 'result' : 'results'}
        </span>
      )}
      {item.kind === 'recent' && (
        <span
          className="suggestion-remove"
          aria-hidden="true"
          title={`Remove “${item.query}” from recent searches`}
          onClick={remove}
        >
          ×
        </span>
      )}
    </li>
  );
}
