import { Route, Routes } from 'react-router';
import { lazyRoute } from './lazy-route';
import { NotFoundPage } from './not-found-page';
import { RootLayout } from './root-layout';
import {
  loadAboutRoute,
  loadCollectionRoute,
  loadCollectionsRoute,
  loadItemRoute,
  loadMapRoute,
  loadOpenDataRoute,
  loadSearchRoute,
} from './route-modules';

const SearchRoute = lazyRoute(loadSearchRoute);
const ItemRoute = lazyRoute(loadItemRoute);
const CollectionsRoute = lazyRoute(loadCollectionsRoute);
const CollectionRoute = lazyRoute(loadCollectionRoute);
const AboutRoute = lazyRoute(loadAboutRoute);
const MapRoute = lazyRoute(loadMapRoute);
const OpenDataRoute = lazyRoute(loadOpenDataRoute);

/**
 * Route modules are thin and lazy: each screen's code loads when its route is first visited.
 * Declarative routes, not a data router: Folio loads its data inside the screens, and the data
 * router's code is 16 KB gzip of first load (docs/decisions/014-declarative-routes.md).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<RootLayout />}>
        <Route index element={<SearchRoute />} />
        <Route path="item/:id" element={<ItemRoute />} />
        <Route path="collections" element={<CollectionsRoute />} />
        <Route path="collections/:slug" element={<CollectionRoute />} />
        <Route path="about" element={<AboutRoute />} />
        <Route path="map" element={<MapRoute />} />
        <Route path="data" element={<OpenDataRoute />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
