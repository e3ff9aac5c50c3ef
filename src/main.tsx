// First: the visitor's theme is on <html> before anything renders (no inline script allowed).
import '@/services/theme/start-theme';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { ConfigErrorScreen } from '@/app/config-error-screen';
import { preloadRouteFor } from '@/app/route-modules';
import { startTracking } from '@/app/start-tracking';
import { StartupErrorScreen } from '@/app/startup-error-screen';
import { configResult } from '@/config/env';
import '@/app/styles.css';

/** In mock mode MSW must be answering before the first search leaves (mswjs/msw#1964). */
async function startMockService(): Promise<void> {
  // __FOLIO_MOCK__ is a build-time constant, so the real build drops this import entirely.
  if (!__FOLIO_MOCK__) return;
  const { startMockWorker } = await import('./mocks/browser');
  await startMockWorker();
}

async function chooseScreen(): Promise<ReactNode> {
  if (!configResult.ok) return <ConfigErrorScreen problems={configResult.problems} />;
  // The screen's code downloads while the mock service worker starts, not after it.
  preloadRouteFor(window.location.pathname);
  try {
    await startMockService();
  } catch (error) {
    return <StartupErrorScreen error={error} />;
  }
  startTracking(configResult.config);
  return <App config={configResult.config} />;
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
const root = createRoot(container);
void chooseScreen().then((screen) => root.render(<StrictMode>{screen}</StrictMode>));
