import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ClientOnly } from '@/components/ui/client-only';
import { EventInspectorMount } from './event-inspector-mount';
import { useFocusHeadingOnNavigate } from './focus-heading';
import { PrivacyChoicesMount } from './privacy-choices-mount';
import { RouteErrorBoundary } from './route-error-boundary';
import { useScrollRestoration } from './scroll-restoration';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function RootLayout() {
  const { pathname } = useLocation();
  useScrollRestoration();
  useFocusHeadingOnNavigate();
  return (
    <>
      {/* First in the page, so the question is met first, by Tab and by a screen reader alike. */}
      {/* This browser's choices: not part of a page rendered at build time. */}
      <ClientOnly>
        <PrivacyChoicesMount />
      </ClientOnly>
      {/* Focus moves by script: a #main in the address would be one more history entry. */}
      <a
        className="skip-link"
        href="#main"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
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
      <ClientOnly>
        <EventInspectorMount />
      </ClientOnly>
    </>
  );
}
