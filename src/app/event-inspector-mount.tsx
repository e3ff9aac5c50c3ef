import { lazy, Suspense, useState } from 'react';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { useAppConfig } from '@/config/app-config-context';
import { readDebugEvents } from './debug-events';

// Only the decision is in the first load: the button and, behind it, the drawer load on their own.
const EventInspectorToggle = lazy(() =>
  import('./event-inspector-toggle').then((module) => ({ default: module.EventInspectorToggle })),
);

/**
 * Offers the event inspector: always in mock mode, and in any build once the tab was opened
 * with `?debug=events` (until `?debug=off`), which then stays in the address as the tab moves on.
 */
export function EventInspectorMount() {
  const { mode } = useAppConfig();
  // Read once per start, before the search screen rewrites the URL.
  const [debug] = useState(() => readDebugEvents(window.location.search));
  if (mode !== 'mock' && !debug.enabled) return null;
  return (
    <ErrorBoundary label="The event inspector button" fallback={null}>
      <Suspense fallback={null}>
        <EventInspectorToggle openAtStart={debug.openAtStart} />
      </Suspense>
    </ErrorBoundary>
  );
}
