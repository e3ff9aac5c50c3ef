import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * A GET form: submitting it lands on the search screen with `?q=`, as a link would (in the
 * app through the router; the form alone does the same without script). Its search landmark
 * is named like its box, so it stays distinct from a screen's own search.
 */
export function ArchiveSearchForm({
  className = 'header-search',
  label = 'Search the archive',
  defaultValue,
}: {
  className?: string;
  label?: string;
  defaultValue?: string;
}) {
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = new FormData(event.currentTarget).get('q');
    if (typeof query !== 'string') return;
    void navigate(`/?${new URLSearchParams({ q: query }).toString()}`);
  };
  return (
    <form
      action="/"
      method="get"
      role="search"
      aria-label={label}
      className={className}
      onSubmit={onSubmit}
    >
      <input
        type="search"
        name="q"
        aria-label={label}
        placeholder={label}
        maxLength={512}
        defaultValue={defaultValue}
        required
      />
      <button type="submit">Search</button>
    </form>
  );
}
