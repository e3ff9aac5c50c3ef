import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { revealApp, updateBehindFirstScreen } from '@/components/ui/first-screen';
import { startTracking } from '@/app/start-tracking';
import { StartupErrorScreen } from '@/app/startup-error-screen';
import { configResult } from '@/config/config-result';
import { startMockService } from './mock-service';

/**
 * The app itself: React, the router and the screens, loaded by `main.tsx` once it has sent the
 * first search (the HTML preloads this chunk beside it).
 */

async function chooseScreen(): Promise<ReactNode> {
  if (!configResult.ok) {
    // Only a build with problems shows it (a real build stops on them), so it loads on demand.
    const { ConfigErrorScreen } = await import('@/app/config-error-screen');
    revealApp();
    return <ConfigErrorScreen problems={configResult.problems} />;
  }
  // The real build has no mock service to fail, and so no screen for it (folded away).
  if (__FOLIO_MOCK__) {
    try {
      // Started by main.tsx already; this waits for it to answer.
      await startMockService();
    } catch (error) {
      revealApp();
      return <StartupErrorScreen error={error} />;
    }
  }
  startTracking(configResult.config);
  return <App config={configResult.config} />;
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
const root = createRoot(container);
void chooseScreen().then((screen) => {
  updateBehindFirstScreen(() => root.render(<StrictMode>{screen}</StrictMode>));
});
