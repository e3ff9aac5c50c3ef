/**
 * The lazy route modules, in one place so the start-up can begin loading the one the visitor
 * asked for while it waits for other things (the demo's mock service worker), instead of after.
 * A module loads once: the router's `lazy()` reuses the same promise.
 */
export const loadSearchRoute = () => import('@/features/search/search-route');
export const loadItemRoute = () => import('@/features/item/item-route');

export function preloadRouteFor(pathname: string): void {
  const load =
    pathname === '/' ? loadSearchRoute : pathname.startsWith('/item/') ? loadItemRoute : null;
  // A failure here is reported by the router when it loads the route for real.
  void load?.().catch(() => {});
}
