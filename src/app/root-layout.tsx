import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { EventInspectorMount } from './event-inspector-mount';
import { PrivacyChoicesMount } from './privacy-choices-mount';
import { RouteErrorBoundary } from './route-error-boundary';
import { useScrollRestoration } from './scroll-restoration';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function RootLayout() {
  const { pathname } = useLocation();
  useScrollRestoration();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <RouteErrorBoundary pathname={pathname}>
          {/* Navigations are transitions: the screen shown stays until the next one has loaded. */}
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <SiteFooter />
      <PrivacyChoicesMount />
      <EventInspectorMount />
    </>
  );
}
