import { useInstantSearch } from 'react-instantsearch-core';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { useMetaDescription } from '@/components/ui/use-meta-description';
import type { CollectionConfig } from '@/config/site-schema';
import { iiifCollectionPath } from '@/services/page-meta/iiif-collection-paths';
import { IiifCollectionLink } from './iiif-collection-link';
import '../collections.css';

/**
 * The heading of the search screen inside a collection (rendered within its InstantSearch):
 * the collection's title and description, and the tab title with the visitor's query.
 */
export function CollectionHeading({
  collection,
  archiveName,
}: {
  collection: CollectionConfig;
  archiveName: string;
}) {
  const query = useInstantSearch().indexUiState.query ?? '';
  useDocumentTitle(query ? `“${query}” in ${collection.title}` : collection.title, archiveName);
  useMetaDescription(collection.description);
  return (
    <header className="collection-heading">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to="/collections">Collections</Link>
      </nav>
      <h1>{collection.title}</h1>
      <p className="collection-heading-description">{collection.description}</p>
      <IiifCollectionLink path={iiifCollectionPath(collection.slug)}>
        IIIF collection
      </IiifCollectionLink>
    </header>
  );
}
