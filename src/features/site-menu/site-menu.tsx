import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
} from '@radix-ui/react-navigation-menu';
import { useLayoutEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { mapLinkFrom } from '@/services/search/map-search-href';
import { ExplorePanel } from './explore-panel';
import { useUnhiddenFocusSentinel } from './use-unhidden-focus-sentinel';
import './site-menu.css';

export interface SiteMenuProps {
  /** The item (`data-nav-item`) the plain links had focus on when this replaced them. */
  focusItem: string | null;
}

/**
 * The site menu on Radix Navigation Menu, loaded after the first paint in place of the header's
 * plain links: Explore opens on hover after 200 ms (no delay when moving from another item
 * within 300 ms: Radix's defaults), on click, and from the keyboard; Map and About are links.
 */
export function SiteMenu({ focusItem }: SiteMenuProps) {
  const { pathname, search } = useLocation();
  const root = useRef<HTMLElement>(null);
  useUnhiddenFocusSentinel(root);
  useLayoutEffect(() => {
    if (!focusItem) return;
    // Focus was on the plain link this replaced: it stays on the same item.
    if (document.activeElement !== document.body && document.activeElement !== null) return;
    root.current?.querySelector<HTMLElement>(`[data-nav-item="${focusItem}"]`)?.focus();
  }, [focusItem]);
  return (
    <NavigationMenu ref={root} className="site-nav" aria-label="Site">
      <NavigationMenuList className="site-nav-list">
        <NavigationMenuItem value="explore">
          <NavigationMenuTrigger
            className="site-nav-link site-nav-trigger"
            data-nav-item="explore"
            data-current={pathname.startsWith('/collections') || undefined}
          >
            Explore
            <svg aria-hidden="true" viewBox="0 0 12 12" width="12" height="12">
              <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
            </svg>
          </NavigationMenuTrigger>
          <NavigationMenuContent className="site-menu-panel">
            <ExplorePanel />
          </NavigationMenuContent>
        </NavigationMenuItem>
        <NavigationMenuItem>
          <NavigationMenuLink asChild active={pathname === '/map'}>
            <Link to={mapLinkFrom(pathname, search)} className="site-nav-link" data-nav-item="map">
              Map
            </Link>
          </NavigationMenuLink>
        </NavigationMenuItem>
        <NavigationMenuItem>
          <NavigationMenuLink asChild active={pathname === '/about'}>
            <Link to="/about" className="site-nav-link" data-nav-item="about">
              About
            </Link>
          </NavigationMenuLink>
        </NavigationMenuItem>
      </NavigationMenuList>
    </NavigationMenu>
  );
}
