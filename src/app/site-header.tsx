import { Link, useLocation } from 'react-router';
import { useAppConfig } from '@/config/app-config-context';
import { ArchiveSearchForm } from '@/components/ui/archive-search-form';
import { SiteNav } from './site-nav';
import { ThemeSelect } from './theme-select';
import './site-header.css';

export function SiteHeader() {
  const { archiveName } = useAppConfig();
  const { pathname } = useLocation();
  return (
    <header className="site-header">
      <Link to="/" className="site-name">
        {archiveName}
      </Link>
      <SiteNav />
      {/* The search screen and the map have their own live search box; elsewhere a form takes
          you to the search screen. */}
      {pathname !== '/' && pathname !== '/map' && (
        <ArchiveSearchForm
          // Beside a collection's own box, which searches inside the collection.
          label={pathname.startsWith('/collections/') ? 'Search the whole archive' : undefined}
        />
      )}
      <ThemeSelect />
    </header>
  );
}
