import { Link, useLocation } from 'react-router';
import { useAppConfig } from '@/config/app-config-context';
import { ThemeSelect } from '@/components/ui/theme-select';
import { HeaderSearch } from './header-search';
import { useScreenHasSearchForm } from '@/components/ui/screen-search-box';
import { SiteNav } from './site-nav';
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
        <HeaderSearch
          // A new page starts with the phone's search folded.
          key={pathname}
          // Beside a collection's own box, which searches inside the collection.
          label={pathname.startsWith('/collections/') ? 'Search the whole archive' : undefined}
        />
      )}
      {/* On a phone the theme is chosen in the site menu (Explore) instead: one header row. */}
      <ThemeSelect className="theme-select header-theme-select" />
    </header>
  );
}
