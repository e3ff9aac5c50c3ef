import { Link } from 'react-router';
import { ArchiveSearchForm } from '@/components/ui/archive-search-form';
import { useAppConfig } from '@/config/app-config-context';
import { useDocumentTitle } from '@/components/ui/use-document-title';

export function NotFoundPage() {
  const { archiveName } = useAppConfig();
  useDocumentTitle('Page not found', archiveName);
  return (
    <section className="message-page" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>There is no page at this address. It may have moved, or the link may be mistyped.</p>
      <ArchiveSearchForm className="inline-search" label="Search for an item" />
      <p>
        <Link to="/">Back to the archive</Link>
      </p>
    </section>
  );
}
