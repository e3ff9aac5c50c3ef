import { Link } from 'react-router';
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
import { safeHttpUrl } from '@/services/page-meta/site-address';
import { useSearchService } from '@/services/search/search-service';
import { useRetryWhenOnline } from '@/services/search/use-retry-when-online';
import { fetchArchiveCount } from '../fetch-archive-count';
import { DataFiles } from './data-files';
import '../open-data.css';

function Licence({ summary }: { summary: OpenDataSummary }) {
  const url = safeHttpUrl(summary.license.url);
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

const items = (count: number) => (count === 1 ? '1 item' : `${count.toLocaleString('en')} items`);

/** How the files' count compares with the search's: what the owners withheld. */
function withheldNote(searchable: number | null, published: number): string {
  if (searchable === null)
    return 'Items their owners have withheld are searchable here but not in these files.';
  if (searchable <= published)
    return `All ${items(searchable)} searchable here are in these files.`;
  return `${items(published)} of the ${searchable.toLocaleString('en')} searchable here are in these files: their owners have withheld the others.`;
}

export function OpenDataPage() {
  const { archiveName } = useAppConfig();
  useDocumentTitle('Open data', archiveName);
  useMetaDescription(dataDescription(archiveName));
  const summary = useLoad(OPEN_DATA_SUMMARY_PATH, fetchOpenDataSummary, {
    renderedAs: OPEN_DATA_LOAD,
  });
  useRetryWhenOnline(summary.status === 'failed' ? summary.retry : null);
  const { client, indexName } = useSearchService();
  const searchable = useLoad(indexName, () => fetchArchiveCount(client, indexName), {
    renderedAs: 'archive-count',
  });

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
              <time dateTime={summary.value.dateModified}>{summary.value.dateModified}</time>.{' '}
              {withheldNote(
                searchable.status === 'done' ? searchable.value : null,
                summary.value.files[0]?.records ?? 0,
              )}
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
