import { useEffect, useLayoutEffect } from 'react';
import { trackPageView } from '@/services/analytics/analytics';

/**
 * Sets the tab title for the current screen, e.g. "Fallen Leaf · Folio", and counts the page
 * view once the title is the page's own: `pending` while the screen still loads what names it.
 * The title changes in the commit that shows the screen (a layout effect), never a moment after.
 */
export function useDocumentTitle(
  title: string | null,
  archiveName: string,
  { pending = false }: { pending?: boolean } = {},
): void {
  const fullTitle = title ? `${title} · ${archiveName}` : archiveName;
  useLayoutEffect(() => {
    document.title = fullTitle;
  }, [fullTitle]);
  useEffect(() => {
    if (!pending) trackPageView(fullTitle);
  }, [fullTitle, pending]);
}
