import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ChangeEvent,
  type ComponentType,
  type KeyboardEvent,
} from 'react';
import { useSearchBox } from 'react-instantsearch-core';
import { LIMITS } from '@/services/search/search-url';
import type * as SuggestionsModule from '../suggestions/search-suggestions';
import type { InputBinding, SearchSuggestionsProps } from '../suggestions/search-suggestions';
import './search-box.css';

// Suggestions (Downshift and the list) load on the box's first focus, once per visit; until then
// the box searches as plainly as before.
type Suggestions = typeof SuggestionsModule;
let loading: Promise<Suggestions> | undefined;
let Loaded: ComponentType<SearchSuggestionsProps> | undefined;
const loadSuggestions = () =>
  (loading ??= import('../suggestions/search-suggestions').then(
    (module) => ((Loaded = module.SearchSuggestions), module),
    (error: unknown) => {
      loading = undefined; // offline: the next focus tries again
      throw error;
    },
  ));

// The long placeholder is cut off in a phone's box.
const NARROW = '(max-width: 30em)';
const narrowQuery = () => (typeof matchMedia === 'function' ? matchMedia(NARROW) : null);
const watchWidth = (onChange: () => void) => {
  const query = narrowQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};

/** Searches on every keystroke; the URL follows (see routing/search-routing.ts). */
export function SearchBox() {
  const { query, refine, clear } = useSearchBox();
  const [value, setValue] = useState(query);
  const [Suggestions, setSuggestions] = useState(() => Loaded);
  const [binding, setBinding] = useState<InputBinding>();
  // Until the list loads, the box keeps what the visitor asked of it: a click (which toggles, as
  // the loaded combobox's does) or typing opens it; Escape or leaving closes it. A click comes
  // just after the focus that starts the load, so without this the first one opened nothing.
  const [openedEarly, setOpenedEarly] = useState(false);
  const narrow = useSyncExternalStore(
    watchWidth,
    () => narrowQuery()?.matches ?? false,
    () => false,
  );
  const inputRef = useRef<HTMLInputElement>(null);

  // Back and Forward bring the URL's query, which the box shows even with focus in it. Otherwise
  // a query arriving while the visitor types is the trailing echo of their own keystrokes.
  const navigated = useRef(false);
  useEffect(() => {
    const onPopState = () => (navigated.current = true);
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
  useEffect(() => {
    if (!navigated.current && document.activeElement === inputRef.current) return;
    navigated.current = false;
    setValue(query);
  }, [query]);

  function update(next: string) {
    navigated.current = false;
    setValue(next);
    refine(next);
  }

  // InstantSearch renders this box again when a search leaves and when it comes back; the input
  // is rebuilt only when what it shows changes (React rewrites an input's `name` and `type`
  // each time it renders it again). Its handlers call the latest of these.
  const latest = useRef({ update, value, Suggestions });
  useLayoutEffect(() => {
    latest.current = { update, value, Suggestions };
  });
  const handlers = useMemo(
    () => ({
      onFocus() {
        if (!latest.current.Suggestions)
          loadSuggestions().then(
            () => setSuggestions(() => Loaded),
            () => {},
          );
      },
      onClick: () => setOpenedEarly((opened) => !opened),
      onBlur: () => setOpenedEarly(false),
      onChange(event: ChangeEvent<HTMLInputElement>) {
        setOpenedEarly(true);
        latest.current.update(event.currentTarget.value);
      },
      onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
        if (event.key !== 'Escape') return;
        setOpenedEarly(false);
        if (latest.current.value !== '') {
          event.preventDefault();
          latest.current.update('');
        }
      },
    }),
    [],
  );
  const input = useMemo(
    () => (
      <input
        ref={inputRef}
        type="search"
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="list"
        aria-label="Search the archive"
        placeholder={narrow ? 'Titles, tags, places…' : 'Search titles, tags, places, people…'}
        enterKeyHint="search"
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={LIMITS.queryLength}
        value={value}
        {...handlers}
        {...binding}
      />
    ),
    [narrow, value, handlers, binding],
  );

  return (
    <form
      role="search"
      className="search-box"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // The search already ran as it was typed: Enter remembers it. Focus stays in the box,
        // except on a touch screen, where the keyboard would hide the results.
        loadSuggestions().then(
          ({ rememberSearch }) => rememberSearch(value),
          () => {},
        );
        if (typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches) {
          inputRef.current?.blur();
        }
      }}
      onReset={(event) => {
        event.preventDefault();
        setValue('');
        clear();
        inputRef.current?.focus();
      }}
    >
      {input}
      {value !== '' && (
        <button type="reset" className="search-box-clear" aria-label="Clear the search">
          ×
        </button>
      )}
      {Suggestions && (
        <Suggestions
          input={inputRef}
          value={value}
          openedEarly={openedEarly}
          onType={update}
          bind={setBinding}
        />
      )}
    </form>
  );
}
