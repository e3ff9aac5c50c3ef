import { lazy, type ComponentType } from 'react';
import { ScreenRunning } from './screen-running';

/** Screens whose download failed, each with a way to try again. */
const failedRoutes = new Set<() => void>();

/**
 * A route screen loaded on first visit. Unlike a bare React.lazy, a failed download is not kept
 * for good: once the visitor has moved on (`retryFailedRoutes`), the next visit tries again.
 */
export function lazyRoute(load: () => Promise<{ Component: ComponentType }>): ComponentType {
  const start = () =>
    lazy(() =>
      load().then(
        (module) => ({ default: module.Component }),
        (error: unknown) => {
          failedRoutes.add(() => (Screen = start()));
          throw error;
        },
      ),
    );
  let Screen = start();
  return function RouteScreen() {
    return (
      <>
        <Screen />
        <ScreenRunning />
      </>
    );
  };
}

/** Lets every screen that failed to download try again on its next render. */
export function retryFailedRoutes(): void {
  for (const retry of failedRoutes) retry();
  failedRoutes.clear();
}
