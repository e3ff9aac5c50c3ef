import { useEffect } from 'react';
import { trackPageView } from '@/services/analytics/analytics';

/**
 * Sets the tab title for the current screen, e.g. "Fallen Leaf · Folio", and counts the page
 * view once the title is the page's own: `pending` while the screen still loads what names it.
 */
export function useDocumentTitle(
  title: string | null,
  archiveName: string,
  { pending = false }: { pending?: boolean } = {},
): void {
  useEffect(() => {
    document.title = title ? `${title} · ${archiveName}` : archiveName;
    if (!pending) trackPageView(document.title);
  }, [title, archiveName, pending]);
}
