import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundPage } from './not-found-page';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';

/** Route modules are thin and lazy: each screen's code loads when its route is first visited. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: () => null,
    children: [
      { index: true, lazy: () => import('@/features/search/search-route') },
      { path: 'item/:id', lazy: () => import('@/features/item/item-route') },
      { path: '*', Component: NotFoundPage },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
