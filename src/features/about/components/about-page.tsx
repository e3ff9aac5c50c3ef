import { Link } from 'react-router';
import { useLoad } from '@/components/ui/use-load';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { useMetaDescription } from '@/components/ui/use-meta-description';
import { useAppConfig } from '@/config/app-config-context';
import { site } from '@/config/site';
import { describeSearchError } from '@/services/search/search-errors';
import { useSearchService } from '@/services/search/search-service';
import { useRetryWhenOnline } from '@/services/search/use-retry-when-online';
import { fetchCredits } from '../fetch-credits';
import { CreditsList } from './credits-list';
import { TrackingSection } from './tracking-section';
import '../about.css';

export function AboutPage() {
  const { archiveName } = useAppConfig();
  const { client, indexName } = useSearchService();
  useDocumentTitle('About', archiveName);
  useMetaDescription(site.description);
  const credits = useLoad(indexName, () => fetchCredits(client, indexName), {
    renderedAs: 'credits',
  });
  useRetryWhenOnline(credits.status === 'failed' ? credits.retry : null);
  const failure = credits.status === 'failed' ? describeSearchError(credits.error) : null;

  return (
    <article className="about-page" aria-labelledby="about-title">
      <h1 id="about-title">About {archiveName}</h1>
      <p className="about-description">{site.description}</p>

      <section className="about-section" aria-labelledby="credits-title">
        <h2 id="credits-title">Credits and licences</h2>
        {credits.status === 'done' ? (
          <CreditsList credits={credits.value} />
        ) : failure ? (
          <div role="alert">
            <p>
              The credits could not be loaded. {failure.title}. {failure.detail}
            </p>
            {failure.retryable && (
              <button type="button" onClick={credits.retry}>
                Try again
              </button>
            )}
          </div>
        ) : (
          <p role="status">Loading the credits…</p>
        )}
      </section>

      <section className="about-section" aria-labelledby="open-data-title">
        <h2 id="open-data-title">Open data</h2>
        <p>
          The records of this archive are published as <Link to="/data">open data</Link>: CSV, JSON
          and GeoJSON files anyone may download and reuse.
        </p>
      </section>

      <TrackingSection />
    </article>
  );
}
