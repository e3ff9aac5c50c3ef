import { startTransition, StrictMode, type ReactNode } from 'react';
import { App } from '@/app/app';
import { startTracking } from '@/app/start-tracking';
import { StartupErrorScreen } from '@/app/startup-error-screen';
import { configResult } from '@/config/config-result';
import { readPageData } from '@/services/search/page-data';
import { startMockService } from './mock-service';
import { nextTask } from './next-task';
import { showRootWithout } from './root-markup';

/**
 * The app itself: React, the router and the screens, loaded by `main.tsx` (the HTML preloads
 * this chunk beside it). It hydrates a page rendered at build time for this address, and draws
 * any other from nothing (src/start/README.md).
 */

/** The data of a page rendered at build time for this address (decision 038), if it is one. */
const pageData = readPageData(document, window.location);

/** The screen, and whether it is the app drawing the page's own markup (then hydrated). */
async function chooseScreen(): Promise<{ screen: ReactNode; hydrate: boolean }> {
  if (!configResult.ok) {
    // Only a build with problems shows it (a real build stops on them), so it loads on demand.
    const { ConfigErrorScreen } = await import('@/app/config-error-screen');
    return { screen: <ConfigErrorScreen problems={configResult.problems} />, hydrate: false };
  }
  // The real build has no mock service to fail, and so no screen for it (folded away).
  if (__FOLIO_MOCK__) {
    try {
      // Started by main.tsx already; this waits for it to answer.
      await startMockService();
    } catch (error) {
      return { screen: <StartupErrorScreen error={error} />, hydrate: false };
    }
  }
  startTracking(configResult.config);
  return { screen: <App config={configResult.config} pageData={pageData} />, hydrate: !!pageData };
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
// React's DOM renderer is imported here, not with this module: main.tsx asks for it last, so that
// it runs in a task of its own once the app's other code is in (bench:hydration); hydration
// starts in the task after.
void Promise.all([chooseScreen(), import('react-dom/client')])
  .then(nextTask)
  .then(([{ screen, hydrate }, { createRoot, hydrateRoot }]) => {
    // A page rendered at build time is hydrated: its markup stays, the app attaches to it. Any
    // other page (index.html served for another address, a start-up problem) is drawn from nothing.
    if (hydrate) {
      // As a transition, hydration yields to the browser every few milliseconds: at the default
      // priority it ran as one task of 70-90 ms on a slow phone (bench:hydration).
      startTransition(() => {
        hydrateRoot(container, <StrictMode>{screen}</StrictMode>);
      });
      return;
    }
    showRootWithout(container);
    createRoot(container).render(<StrictMode>{screen}</StrictMode>);
  });
