import { Link, useLocation } from 'react-router';
import { useAppConfig } from '@/config/app-config-context';
import { ArchiveSearchForm } from '@/components/ui/archive-search-form';
import { useScreenHasSearchForm } from '@/components/ui/screen-search-box';
import { SiteNav } from './site-nav';
import { ThemeSelect } from './theme-select';
import './site-header.css';

export function SiteHeader() {
  const { archiveName } = useAppConfig();
  const { pathname } = useLocation();
  const screenHasForm = useScreenHasSearchForm();
  return (
    <header className="site-header">
      <Link to="/" className="site-name">
        {archiveName}
      </Link>
      <SiteNav />
      {/* The search screen and the map have their own live search box, a not-found screen its
          own form; elsewhere a form takes you to the search screen. */}
      {pathname !== '/' && pathname !== '/map' && !screenHasForm && (
        <ArchiveSearchForm
          // Beside a collection's own box, which searches inside the collection.
          label={pathname.startsWith('/collections/') ? 'Search the whole archive' : undefined}
        />
      )}
      <ThemeSelect />
    </header>
  );
}
