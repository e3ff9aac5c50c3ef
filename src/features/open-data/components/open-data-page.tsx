import { Link } from 'react-router';
import { safeMediaUrl } from '@/components/ui/media-url';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { useLoad } from '@/components/ui/use-load';
import { useMetaDescription } from '@/components/ui/use-meta-description';
import { useAppConfig } from '@/config/app-config-context';
import { fetchOpenDataSummary } from '@/services/open-data/fetch-open-data';
import {
  OPEN_DATA_LOAD,
  OPEN_DATA_SUMMARY_PATH,
  type OpenDataSummary,
} from '@/services/open-data/open-data-summary';
import { dataDescription } from '@/services/page-meta/data-page-meta';
import { useRetryWhenOnline } from '@/services/search/use-retry-when-online';
import { DataFiles } from './data-files';
import '../open-data.css';

function Licence({ summary }: { summary: OpenDataSummary }) {
  const url = safeMediaUrl(summary.license.url);
  const name = <bdi>{summary.license.name}</bdi>;
  return (
    <p>
      The records are published under{' '}
      {url ? (
        <a href={url} rel="license noopener noreferrer">
          {name}
        </a>
      ) : (
        name
      )}
      . The photos and videos keep their own licences: each item&rsquo;s page names its licence and
      credit, and the <Link to="/about">about page</Link> lists them all.
    </p>
  );
}

export function OpenDataPage() {
  const { archiveName } = useAppConfig();
  useDocumentTitle('Open data', archiveName);
  useMetaDescription(dataDescription(archiveName));
  const summary = useLoad(OPEN_DATA_SUMMARY_PATH, fetchOpenDataSummary, {
    renderedAs: OPEN_DATA_LOAD,
  });
  useRetryWhenOnline(summary.status === 'failed' ? summary.retry : null);

  return (
    <article className="open-data-page" aria-labelledby="open-data-title">
      <h1 id="open-data-title">Open data</h1>
      <p className="open-data-intro">
        The records of {archiveName} (titles, descriptions, dates, places, people, credits and
        licences) are published for anyone to download and reuse.
      </p>
      {summary.status === 'done' ? (
        <>
          <section className="open-data-section" aria-labelledby="open-data-files">
            <h2 id="open-data-files">Files</h2>
            <DataFiles files={summary.value.files} labelledBy="open-data-files" />
            <p className="open-data-updated">
              Updated{' '}
              <time dateTime={summary.value.dateModified}>{summary.value.dateModified}</time>. Items
              their owner has withheld are searchable here but not in these files.
            </p>
          </section>
          <section className="open-data-section" aria-labelledby="open-data-licence">
            <h2 id="open-data-licence">Licence</h2>
            <Licence summary={summary.value} />
          </section>
        </>
      ) : summary.status === 'failed' ? (
        <div role="alert">
          <p>
            The list of open data files could not be loaded.{' '}
            {summary.error instanceof Error ? summary.error.message : ''}
          </p>
          <button type="button" onClick={summary.retry}>
            Try again
          </button>
        </div>
      ) : (
        <p role="status">Loading the list of files…</p>
      )}
    </article>
  );
}
