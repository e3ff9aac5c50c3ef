import { MOCK_ALGOLIA } from '@/config/mock-defaults';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '@/app/app';
import { startTracking } from '@/app/start-tracking';
import { readConfig, type AppConfig } from '@/config/env';

export const mockConfig: AppConfig = (() => {
  const result = readConfig({ mock: MOCK_ALGOLIA });
  if (!result.ok) throw new Error('The mock configuration must be valid.');
  return result.config;
})();

/** Renders the whole app at `path`, through the real router, search client and MSW. */
export function renderApp(path: string, config: AppConfig = mockConfig) {
  window.history.replaceState(null, '', path);
  startTracking(config);
  const user = userEvent.setup();
  const view = render(<App config={config} />);
  return { user, ...view };
}

/** The address bar as a visitor reads it. */
export function currentUrl(): string {
  return `${window.location.pathname}${window.location.search}`;
}
