import { useLoad } from '@/components/ui/use-load';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { useMetaDescription } from '@/components/ui/use-meta-description';
import { useAppConfig } from '@/config/app-config-context';
import { collections } from '@/config/site-collections';
import { describeSearchError } from '@/services/search/search-errors';
import { useSearchService } from '@/services/search/search-service';
import { useRetryWhenOnline } from '@/services/search/use-retry-when-online';
import { IIIF_ARCHIVE_COLLECTION_PATH } from '@/services/page-meta/iiif-collection-paths';
import { fetchCollectionStats } from '../fetch-collection-stats';
import { CollectionCard } from './collection-card';
import { IiifCollectionLink } from './iiif-collection-link';
import '../collections.css';

/** The cards of the first row load first. */
const FIRST_ROW = 3;

export function CollectionsPage() {
  const { archiveName } = useAppConfig();
  const { client, indexName } = useSearchService();
  useDocumentTitle('Collections', archiveName);
  useMetaDescription(
    `Curated sets of ${archiveName}: ${collections.map(({ title }) => title).join(', ')}.`,
  );
  const stats = useLoad(
    collections.length > 0 ? indexName : null,
    () => fetchCollectionStats(client, indexName, collections),
    { renderedAs: 'collection-stats' },
  );
  useRetryWhenOnline(stats.status === 'failed' ? stats.retry : null);
  const failure = stats.status === 'failed' ? describeSearchError(stats.error) : null;
  const value = stats.status === 'done' ? stats.value : null;

  return (
    <section className="collections-page" aria-labelledby="collections-title">
      <h1 id="collections-title">Collections</h1>
      <p className="page-intro">
        Curated sets of the archive. Each opens as a search of its own that you can narrow with
        every filter.
      </p>
      <p>
        <IiifCollectionLink path={IIIF_ARCHIVE_COLLECTION_PATH}>
          The archive as a IIIF collection
        </IiifCollectionLink>
      </p>
      {failure && (
        <p className="collections-problem" role="status">
          The number of items and the covers could not be loaded. {failure.title}.{' '}
          {failure.retryable && (
            <button type="button" className="link-button" onClick={stats.retry}>
              Try again
            </button>
          )}
        </p>
      )}
      {collections.length === 0 ? (
        <p>There are no collections yet.</p>
      ) : (
        <ul className="collection-list">
          {collections.map((collection, at) => (
            <li key={collection.slug}>
              <CollectionCard
                collection={collection}
                count={value?.counts[collection.slug]}
                cover={value ? (value.covers[collection.cover] ?? null) : undefined}
                priority={at < FIRST_ROW ? 'high' : 'lazy'}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
