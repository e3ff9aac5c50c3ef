import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppConfigProvider } from '@/config/app-config-context';
import type { AppConfig } from '@/config/env';
import { SearchServiceProvider } from '@/services/search/search-service';
import { createAppRouter } from './router';

export function App({ config }: { config: AppConfig }) {
  const [router] = useState(createAppRouter);
  return (
    <AppConfigProvider config={config}>
      <SearchServiceProvider config={config.algolia}>
        <RouterProvider router={router} />
      </SearchServiceProvider>
    </AppConfigProvider>
  );
}
