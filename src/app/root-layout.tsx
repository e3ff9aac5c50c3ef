import { Outlet, ScrollRestoration } from 'react-router';
import { EventInspectorMount } from './event-inspector-mount';
import { PrivacyChoicesMount } from './privacy-choices-mount';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function RootLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <PrivacyChoicesMount />
      <EventInspectorMount />
      <ScrollRestoration />
    </>
  );
}
