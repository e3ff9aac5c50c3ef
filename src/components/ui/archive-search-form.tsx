import { Form } from 'react-router';

/** A plain GET form: submitting it lands on the search screen with `?q=`, as a link would. */
export function ArchiveSearchForm({
  className = 'header-search',
  label = 'Search the archive',
}: {
  className?: string;
  label?: string;
}) {
  return (
    <Form action="/" method="get" role="search" className={className}>
      <input
        type="search"
        name="q"
        aria-label={label}
        placeholder={label}
        maxLength={512}
        required
      />
      <button type="submit">Search</button>
    </Form>
  );
}
