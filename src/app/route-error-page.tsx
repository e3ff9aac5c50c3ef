import { Link, useRouteError } from 'react-router';

/**
 * Last line of defence for a screen that failed to load or render, most often a chunk that
 * could not be fetched after a new deploy: a reload fetches the new one.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const isChunkError =
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script failed/i.test(error.message);
  return (
    <section className="message-page" role="alert">
      <h1>This page could not be shown</h1>
      <p>
        {isChunkError
          ? 'Part of the app could not be downloaded; the site may have been updated.'
          : 'Something went wrong while showing this page.'}{' '}
        Reload the page to try again.
      </p>
      <p>
        <button type="button" onClick={() => window.location.reload()}>
          Reload
        </button>{' '}
        <Link to="/">Back to the archive</Link>
      </p>
    </section>
  );
}
