import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundPage } from './not-found-page';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';
import { loadItemRoute, loadSearchRoute } from './route-modules';

/** Route modules are thin and lazy: each screen's code loads when its route is first visited. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: () => null,
    children: [
      { index: true, lazy: loadSearchRoute },
      { path: 'item/:id', lazy: loadItemRoute },
      { path: '*', Component: NotFoundPage },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
