import { Form } from 'react-router';

/** A plain GET form: submitting it lands on the search screen with `?q=`, as a link would. */
export function HeaderSearchForm() {
  return (
    <Form action="/" method="get" role="search" className="header-search">
      <input
        type="search"
        name="q"
        aria-label="Search the archive"
        placeholder="Search the archive"
        maxLength={512}
        required
      />
      <button type="submit">Search</button>
    </Form>
  );
}
