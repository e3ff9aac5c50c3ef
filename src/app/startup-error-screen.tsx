/** Mock mode could not start its local search service (e.g. service workers are blocked). */
export function StartupErrorScreen({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <main className="message-page" role="alert">
      <h1>The demo search service could not start</h1>
      <p>
        Demo mode answers searches inside your browser with a service worker, and the browser
        refused to start it. Open the archive over <code>http://localhost</code> or HTTPS, and allow
        site data for it.
      </p>
      <p className="error-detail">Details: {detail}</p>
    </main>
  );
}
