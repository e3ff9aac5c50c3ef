import {
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import { Link, useLocation } from 'react-router';
import type { SiteMenuProps } from '@/features/site-menu/site-menu';
import { mapLinkFrom } from '@/services/search/map-search-href';

interface LoadedMenu {
  Menu: ComponentType<SiteMenuProps>;
  focusItem: string | null;
}

/** The plain links: each menu item's own page (`data-nav-item` names it for the swap). */
const PLAIN_LINKS = [
  ['explore', '/collections', 'Explore'],
  ['map', '/map', 'Map'],
  ['about', '/about', 'About'],
] as const;

/** Kept once loaded, so a later header (another test, a remount) starts with the menu. */
let loadedMenu: ComponentType<SiteMenuProps> | undefined;

/** When the browser has a moment after the first paint (within two seconds). */
function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, 200);
  return () => clearTimeout(timer);
}

/**
 * The site's navigation. The first paint has plain links (Explore goes to /collections); the
 * menu built on Radix Navigation Menu replaces them when the browser is idle, or as soon as the
 * pointer or focus reaches them, so its code stays out of the first load.
 */
export function SiteNav() {
  const { pathname, search } = useLocation();
  const [menu, setMenu] = useState<LoadedMenu | null>(() =>
    loadedMenu ? { Menu: loadedMenu, focusItem: null } : null,
  );
  const requested = useRef(false);
  const load = useCallback(() => {
    if (requested.current || loadedMenu) return;
    requested.current = true;
    import('@/features/site-menu/site-menu').then(
      ({ SiteMenu }) => {
        loadedMenu = SiteMenu;
        const focused = document.activeElement?.closest<HTMLElement>('[data-nav-item]');
        // A transition: the menu's first render is not one long task beside the screen's own.
        startTransition(() =>
          setMenu({ Menu: SiteMenu, focusItem: focused?.dataset.navItem ?? null }),
        );
      },
      // Offline: the plain links keep working, and the next hover or focus tries again.
      () => (requested.current = false),
    );
  }, []);
  useEffect(() => whenIdle(load), [load]);

  if (menu) return <menu.Menu focusItem={menu.focusItem} />;
  return (
    <nav className="site-nav" aria-label="Site" onPointerEnter={load} onFocus={load}>
      <ul className="site-nav-list">
        {PLAIN_LINKS.map(([item, to, label]) => (
          <li key={item}>
            <Link
              // The map runs the search on screen, as its "Show as a grid" does the other way.
              to={item === 'map' ? mapLinkFrom(pathname, search) : to}
              className="site-nav-link"
              data-nav-item={item}
              aria-current={pathname === to ? 'page' : undefined}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
