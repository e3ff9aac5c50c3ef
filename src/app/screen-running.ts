import { useEffect } from 'react';

/** On `<html>` once the app has taken the page over: journeys and benchmarks wait for it. */
export const APP_RUNNING_ATTRIBUTE = 'data-app-running';

/**
 * Marks the page once a route's screen has committed: hydrated, on a page rendered at build
 * time (the screen is a Suspense boundary of its own, hydrated after the header), or drawn.
 * Before it, a rendered page reads as it will but its screen does nothing on a click.
 */
export function ScreenRunning(): null {
  useEffect(() => {
    document.documentElement.setAttribute(APP_RUNNING_ATTRIBUTE, '');
  }, []);
  return null;
}
