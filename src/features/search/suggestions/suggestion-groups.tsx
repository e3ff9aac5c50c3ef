import type { UseComboboxPropGetters } from 'downshift';
import type { SuggestionItem } from './suggestion-items';
import { SuggestionOption } from './suggestion-option';

interface SuggestionGroupsProps {
  items: SuggestionItem[];
  /** Filters are in use: the searches offered are those that find something there. */
  filtered: boolean;
  getItemProps: UseComboboxPropGetters<SuggestionItem>['getItemProps'];
  /** Describes each recent search: how to remove it by keyboard. */
  hintId: string;
  onRemove(query: string, index: number): void;
}

interface Group {
  label: string;
  entries: { item: SuggestionItem; index: number }[];
}

function groupsOf(items: SuggestionItem[], filtered: boolean): Group[] {
  const within = filtered ? ' within your filters' : '';
  const recent: Group = { label: `Recent searches${within}`, entries: [] };
  const popular: Group = { label: `Popular searches${within}`, entries: [] };
  items.forEach((item, index) =>
    (item.kind === 'popular' ? popular : recent).entries.push({ item, index }),
  );
  return [recent, popular].filter((group) => group.entries.length > 0);
}

/** The options of the list, in labelled groups (the listbox itself is the combobox's). */
export function SuggestionGroups({
  items,
  filtered,
  getItemProps,
  hintId,
  onRemove,
}: SuggestionGroupsProps) {
  return groupsOf(items, filtered).map((group) => (
    <li key={group.label} role="none">
      <span className="suggestions-heading" aria-hidden="true">
        {group.label}
      </span>
      <ul role="group" aria-label={group.label}>
        {group.entries.map(({ item, index }) => (
          <SuggestionOption
            key={item.kind === 'clear-recent' ? ' clear' : `${item.kind} ${item.query}`}
            item={item}
            optionProps={getItemProps({
              item,
              index,
              'aria-describedby': item.kind === 'recent' ? hintId : undefined,
            })}
            onRemove={() => item.kind === 'recent' && onRemove(item.query, index)}
          />
        ))}
      </ul>
    </li>
  ));
}
