import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { AppConfigProvider } from '@/config/app-config-context';
import type { AppConfig } from '@/config/env';
import type { PageData } from '@/services/search/page-data';
import { PageDataProvider } from '@/services/search/page-data-context';
import type { SearchRequester } from '@/services/search/search-client';
import { SearchServiceProvider } from '@/services/search/search-service';
import { AppRoutes } from './router';

/**
 * What every screen reads, around a router: the browser's (`App`) or, when pages are built in
 * Node, a static one (src/entry-server.tsx), so both draw the same tree and hydration matches.
 */
export function AppProviders({
  config,
  pageData = null,
  collectLoad,
  requester,
  children,
}: {
  config: AppConfig;
  /** The data of a page rendered at build time, when the app starts on it. */
  pageData?: PageData | null;
  /** Given while a page is rendered in Node: the loads its screens ask for (rendered-loads.tsx). */
  collectLoad?: (name: string, load: () => Promise<unknown>) => void;
  requester?: SearchRequester;
  children: ReactNode;
}) {
  return (
    <AppConfigProvider config={config}>
      <SearchServiceProvider config={config.algolia} requester={requester}>
        <PageDataProvider data={pageData} collectLoad={collectLoad}>
          {children}
        </PageDataProvider>
      </SearchServiceProvider>
    </AppConfigProvider>
  );
}

export function App({ config, pageData }: { config: AppConfig; pageData?: PageData | null }) {
  return (
    <AppProviders config={config} pageData={pageData}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
