import { useLocation } from 'react-router';
import { NotFoundScreen } from '@/components/ui/not-found-screen';
import { searchWordsFromPath } from '@/components/ui/search-words-from-path';
import { useAppConfig } from '@/config/app-config-context';
import { useDocumentTitle } from '@/components/ui/use-document-title';

export function NotFoundPage() {
  const { archiveName } = useAppConfig();
  const { pathname } = useLocation();
  useDocumentTitle('Page not found', archiveName);
  return (
    <NotFoundScreen title="Page not found" query={searchWordsFromPath(pathname)}>
      <p>There is no page at this address. It may have moved, or the link may be mistyped.</p>
    </NotFoundScreen>
  );
}
