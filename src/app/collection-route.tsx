import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useAppConfig } from '@/config/app-config-context';
import { collectionScope, findCollection } from '@/features/collections/collection-scope';
import { CollectionHeading } from '@/features/collections/components/collection-heading';
import { scopedSearchClient } from '@/features/collections/scoped-search-client';
import { SearchScreen, type SearchScope } from '@/features/search/components/search-screen';
import { useSearchService } from '@/services/search/search-service';
import { NotFoundPage } from './not-found-page';

/**
 * Lazy route module for `/collections/:slug`: the search screen inside one collection (two
 * features composed here, since features do not import each other). An unknown slug is a 404.
 */
export function Component() {
  const { slug = '' } = useParams();
  const { archiveName } = useAppConfig();
  const { client, indexName } = useSearchService();
  const collection = findCollection(slug);
  const scope = useMemo<SearchScope | null>(
    () =>
      collection
        ? {
            heading: <CollectionHeading collection={collection} archiveName={archiveName} />,
            searchClient: scopedSearchClient(client, indexName, collectionScope(collection)),
          }
        : null,
    [collection, archiveName, client, indexName],
  );
  if (!scope) return <NotFoundPage />;
  // Another collection is another search: its own InstantSearch, started from its own URL.
  return <SearchScreen key={slug} scope={scope} />;
}
