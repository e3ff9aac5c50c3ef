import { Link, useLocation } from 'react-router';
import { useAppConfig } from '@/config/app-config-context';
import { ArchiveSearchForm } from '@/components/ui/archive-search-form';

export function SiteHeader() {
  const { archiveName } = useAppConfig();
  const { pathname } = useLocation();
  return (
    <header className="site-header">
      <Link to="/" className="site-name">
        {archiveName}
      </Link>
      {/* The search screen has its own live search box; elsewhere a form takes you there. */}
      {pathname !== '/' && <ArchiveSearchForm />}
    </header>
  );
}
