import { useEffect } from 'react';
import { Link } from 'react-router';

/**
 * Last line of defence for a screen that failed to load or render, most often a chunk that
 * could not be fetched after a new deploy, or while the visitor is offline: a reload fetches
 * it, and happens by itself when the browser comes back online.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  // The browser's words for a failed import, or Vite's when the chunk's CSS could not be loaded.
  const isChunkError =
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
      error.message,
    );
  const offline = isChunkError && navigator.onLine === false;

  useEffect(() => {
    if (!isChunkError) return undefined;
    const reload = () => window.location.reload();
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [isChunkError]);

  return (
    <section className="message-page" role="alert">
      <h1>This page could not be shown</h1>
      <p>
        {offline
          ? 'You seem to be offline, so part of the app could not be downloaded. The page reloads by itself when the connection is back.'
          : isChunkError
            ? 'Part of the app could not be downloaded; the site may have been updated. Reload the page to try again.'
            : 'Something went wrong while showing this page. Reload the page to try again.'}
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
