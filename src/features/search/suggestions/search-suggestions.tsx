import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import {
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
} from 'react';
import { useInstantSearchContext } from 'react-instantsearch-core';
import { useAppConfig } from '@/config/app-config-context';
import type { SearchClient } from '@/services/search/search-client';
import { useSearchService } from '@/services/search/search-service';
import {
  addRecentSearch,
  clearRecentSearches,
  removeRecentSearch,
  searchKey,
  useRecentSearches,
} from '@/services/suggestions/recent-searches';
import { useSearchSelector } from '../hooks/use-search-selector';
import { SuggestionGroups } from './suggestion-groups';
import { suggestionItems, type SuggestionItem } from './suggestion-items';
import { selectSuggestionScope } from './suggestion-scope';
import { useSuggestionAnswer } from './use-suggestion-answer';
import './suggestions.css';

/**
 * The lazy part of the search box (components/search-box.tsx): query suggestions under it, as a
 * WAI-ARIA combobox built on Downshift's useCombobox. The box's <input> stays the one the visitor
 * is typing in: this part renders only the list, and hands the input the combobox's attributes
 * and handlers through `bind`, so taking over loses no focus, caret or typed text.
 */

/** What the search box's input gets from the combobox once it has loaded. */
export interface InputBinding {
  id: string;
  role: 'combobox';
  'aria-autocomplete': 'list';
  'aria-controls': string;
  'aria-expanded': boolean;
  'aria-activedescendant': string | undefined;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
  onBlur(event: FocusEvent<HTMLInputElement>): void;
  onClick(event: MouseEvent<HTMLInputElement>): void;
}

export interface SearchSuggestionsProps {
  input: RefObject<HTMLInputElement | null>;
  /** The text in the box. */
  value: string;
  /**
   * Before this part loaded, the visitor opened the list (a click or typing) and has
   * not closed it since: it opens at once if the box still has focus.
   */
  openedEarly: boolean;
  /** Puts text in the box and searches for it, as typing does. */
  onType(value: string): void;
  bind(binding: InputBinding): void;
}

/** For a search the visitor ran without the list (Enter, or before this part loaded). */
export { addRecentSearch as rememberSearch };

const { stateChangeTypes } = useCombobox;

function itemToString(item: SuggestionItem | null | undefined): string {
  return item && item.kind !== 'clear-recent' ? item.query : '';
}

function stateReducer(
  state: UseComboboxState<SuggestionItem>,
  { type, changes }: UseComboboxStateChangeOptions<SuggestionItem>,
): Partial<UseComboboxState<SuggestionItem>> {
  // Leaving the box runs nothing: only Enter or a click picks a suggestion.
  if (type === stateChangeTypes.InputBlur) {
    return { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
  }
  // "Clear recent searches" keeps the text and the list (popular queries may remain).
  if (changes.selectedItem?.kind === 'clear-recent') {
    return { ...changes, inputValue: state.inputValue, isOpen: true, highlightedIndex: -1 };
  }
  return changes;
}

export function SearchSuggestions({
  input,
  value,
  openedEarly,
  onType,
  bind,
}: SearchSuggestionsProps) {
  const { client } = useSearchService();
  const { algolia } = useAppConfig();
  // Whether the visitor wants the list; it shows only when it has something in it.
  const [open, setOpen] = useState(() => openedEarly && document.activeElement === input.current);
  const [status, setStatus] = useState('');
  const recent = useRecentSearches();
  const searching = useSearchSelector((search) => search.status === 'loading');
  // Suggestions are offered within the filters in use, through the search's own client.
  const searchClient = useInstantSearchContext().client as SearchClient;
  const scope = useSearchSelector((search) => selectSuggestionScope(search, client));
  const within = useMemo(() => ({ client: searchClient, scope }), [searchClient, scope]);
  const { popular, counts } = useSuggestionAnswer(
    client,
    algolia.suggestionsIndex,
    value,
    recent,
    open,
    searching,
    within,
  );
  const items = useMemo(
    () => suggestionItems(recent, popular, value, counts),
    [recent, popular, value, counts],
  );
  const expanded = open && items.length > 0;
  const hintId = useId();

  const combobox = useCombobox<SuggestionItem>({
    items,
    itemToString,
    isOpen: expanded,
    inputValue: value,
    // Never kept as "selected": picking the same suggestion twice runs it twice.
    selectedItem: null,
    stateReducer,
    onIsOpenChange: (changes) => setOpen(changes.isOpen ?? false),
    onInputValueChange: ({ type, inputValue }) => {
      // Typing reaches the box directly; Escape on a closed list clears it.
      if (type === stateChangeTypes.InputKeyDownEscape) onType(inputValue ?? '');
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      if (selectedItem.kind === 'clear-recent') {
        clearRecentSearches();
        setStatus('Recent searches cleared.');
        return;
      }
      onType(selectedItem.query);
      addRecentSearch(selectedItem.query);
    },
  });
  const { highlightedIndex, setHighlightedIndex, closeMenu } = combobox;
  const highlighted = expanded ? items[highlightedIndex] : undefined;

  function remove(query: string, index: number) {
    removeRecentSearch(query);
    setStatus(`“${query}” removed from recent searches.`);
    // The next recent search moves up into its place; after the last one, the one above.
    const key = searchKey(query);
    const left = recent.filter((item) => searchKey(item) !== key);
    const recentLeft = suggestionItems(left, [], value, counts).filter(
      (item) => item.kind === 'recent',
    );
    setHighlightedIndex(recentLeft.length === 0 ? -1 : Math.min(index, recentLeft.length - 1));
  }

  const ownKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Enter' && !highlighted) {
      // Enter without a highlighted suggestion submits the form, as before the list loaded.
      (event.nativeEvent as { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
      closeMenu();
      setOpen(false);
    } else if (event.key === 'Delete' && event.shiftKey && highlighted?.kind === 'recent') {
      event.preventDefault();
      remove(highlighted.query, highlightedIndex);
    } else if (event.key === 'Escape' && !expanded) {
      // Nothing is showing yet: a late answer must not open the list after Escape.
      setOpen(false);
    }
  };

  // Downshift's getter also hands out a ref: the box's own input is the combobox's.
  const { ref: inputRef, ...inputProps } = combobox.getInputProps(
    {
      onChange: (event: ChangeEvent<HTMLInputElement>) => onType(event.currentTarget.value),
      onKeyDown: ownKeyDown,
      // Downshift closes a list that shows; one still waiting for answers closes here.
      onBlur: (_event: FocusEvent<HTMLInputElement>) => {
        if (!expanded) setOpen(false);
      },
    },
    { suppressRefError: true },
  );
  const latest = useRef(inputProps);
  useLayoutEffect(() => {
    latest.current = inputProps;
  });
  useLayoutEffect(() => {
    (inputRef as (node: HTMLInputElement | null) => void)(input.current);
  }, [inputRef, input]);

  // The handlers read the latest getter props, so the input needs new ones only when an
  // attribute changes.
  const handlers = useMemo(
    () => ({
      onChange: (event: ChangeEvent<HTMLInputElement>) => latest.current.onChange?.(event),
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => latest.current.onKeyDown?.(event),
      onBlur: (event: FocusEvent<HTMLInputElement>) => latest.current.onBlur?.(event),
      onClick: (event: MouseEvent<HTMLInputElement>) => latest.current.onClick?.(event),
    }),
    [],
  );
  const inputId = inputProps.id as string;
  const menuId = inputProps['aria-controls'] as string;
  const activeId = highlighted ? (inputProps['aria-activedescendant'] as string) : '';
  useLayoutEffect(() => {
    bind({
      id: inputId,
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-controls': menuId,
      'aria-expanded': expanded,
      'aria-activedescendant': activeId || undefined,
      ...handlers,
    });
  }, [bind, inputId, menuId, expanded, activeId, handlers]);

  return (
    <>
      <div className="suggestions" hidden={!expanded}>
        <ul {...combobox.getMenuProps({ 'aria-label': 'Search suggestions' })}>
          {expanded && (
            <SuggestionGroups
              items={items}
              filtered={scope !== ''}
              getItemProps={combobox.getItemProps}
              hintId={hintId}
              onRemove={remove}
            />
          )}
        </ul>
        <p
          id={hintId}
          className={highlighted?.kind === 'recent' ? 'suggestions-hint' : 'visually-hidden'}
        >
          Shift+Delete removes the highlighted search from recent searches.
        </p>
      </div>
      {/* A live region, not role="status": the search screen's own status is the page's one. */}
      <p aria-live="polite" className="visually-hidden">
        {status}
      </p>
    </>
  );
}
