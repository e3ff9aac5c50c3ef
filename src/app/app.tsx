import { BrowserRouter } from 'react-router';
import { AppConfigProvider } from '@/config/app-config-context';
import type { AppConfig } from '@/config/env';
import { SearchServiceProvider } from '@/services/search/search-service';
import { AppRoutes } from './router';

export function App({ config }: { config: AppConfig }) {
  return (
    <AppConfigProvider config={config}>
      <SearchServiceProvider config={config.algolia}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </SearchServiceProvider>
    </AppConfigProvider>
  );
}
