import { useEffect, useRef, useState } from 'react';
import { useSearchBox } from 'react-instantsearch-core';
import { LIMITS } from '@/services/search/search-url';

/** Searches on every keystroke; the URL follows (see routing/search-routing.ts). */
export function SearchBox() {
  const { query, refine, clear } = useSearchBox();
  const [value, setValue] = useState(query);
  const inputRef = useRef<HTMLInputElement>(null);

  // Back/forward changes the query from outside; follow it unless the visitor is typing.
  useEffect(() => {
    if (document.activeElement !== inputRef.current) setValue(query);
  }, [query]);

  function update(next: string) {
    setValue(next);
    refine(next);
  }

  return (
    <form
      role="search"
      className="search-box"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        inputRef.current?.blur();
      }}
      onReset={(event) => {
        event.preventDefault();
        setValue('');
        clear();
        inputRef.current?.focus();
      }}
    >
      <input
        ref={inputRef}
        type="search"
        aria-label="Search the archive"
        placeholder="Search titles, tags, places, people…"
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={LIMITS.queryLength}
        value={value}
        onChange={(event) => update(event.currentTarget.value)}
      />
      {value !== '' && (
        <button type="reset" className="search-box-clear" aria-label="Clear the search">
          ×
        </button>
      )}
    </form>
  );
}
