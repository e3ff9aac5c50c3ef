import { OPEN_DATA_SUMMARY_PATH, type OpenDataSummary } from './open-data-summary';

/** The build's summary of its open data files; a site built without records has none. */
export async function fetchOpenDataSummary(): Promise<OpenDataSummary> {
  const response = await fetch(`/${OPEN_DATA_SUMMARY_PATH}`).catch(() => {
    throw new Error('No connection: try again once you are online.');
  });
  // A host answering the app's page for a missing file (the dev server does) has none either.
  const isJson = /json/.test(response.headers.get('content-type') ?? '');
  if (response.status === 404 || (response.ok && !isJson)) {
    throw new Error('This site was built without its records, so it publishes no open data.');
  }
  if (!response.ok) throw new Error(`The site answered ${response.status}: try again later.`);
  const summary = (await response.json()) as Partial<OpenDataSummary>;
  if (!Array.isArray(summary.files) || !summary.license) {
    throw new Error('The open data summary is not in the form this page reads.');
  }
  return summary as OpenDataSummary;
}
