import { useOnline } from '../hooks/use-online';

/**
 * Said as soon as the browser goes offline, before any search fails. A search that fails
 * meanwhile runs again by itself once the connection is back (SearchError).
 */
export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <p className="offline-notice" role="status">
      You are offline. Searching starts again by itself when the connection is back.
    </p>
  );
}
