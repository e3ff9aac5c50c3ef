import { useEffect } from 'react';

/** Sets the tab title for the current screen, e.g. "Fallen Leaf · Folio". */
export function useDocumentTitle(title: string | null, archiveName: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${archiveName}` : archiveName;
  }, [title, archiveName]);
}
