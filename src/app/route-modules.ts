/**
 * The lazy route modules, in one place so the start-up can begin loading the one the visitor
 * asked for while it waits for other things (the demo's mock service worker), instead of after.
 * A module loads once: the router's `lazy()` reuses the same promise.
 */
export const loadSearchRoute = () => import('@/features/search/search-route');
export const loadItemRoute = () => import('@/features/item/item-route');
export const loadCollectionsRoute = () => import('@/features/collections/collections-route');
export const loadCollectionRoute = () => import('./collection-route');
export const loadAboutRoute = () => import('@/features/about/about-route');
export const loadMapRoute = () => import('@/features/search/map/map-route');
export const loadOpenDataRoute = () => import('@/features/open-data/open-data-route');

function routeModuleFor(pathname: string) {
  if (pathname === '/') return loadSearchRoute;
  if (pathname.startsWith('/item/')) return loadItemRoute;
  if (pathname === '/collections' || pathname === '/collections/') return loadCollectionsRoute;
  if (pathname.startsWith('/collections/')) return loadCollectionRoute;
  if (pathname === '/about') return loadAboutRoute;
  if (pathname === '/map') return loadMapRoute;
  if (pathname === '/data') return loadOpenDataRoute;
  return null;
}

export function preloadRouteFor(pathname: string): void {
  // A failure here is reported by the router when it loads the route for real.
  void routeModuleFor(pathname)?.().catch(() => {});
}
