import { useEffect } from 'react';

const MAX_LENGTH = 160;

/** Sets `<meta name="description">` for the current screen and restores the site's on leave. */
export function useMetaDescription(text: string | null): void {
  useEffect(() => {
    if (!text) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    const clean = text.replace(/\s+/g, ' ').trim();
    meta.content = clean.length > MAX_LENGTH ? `${clean.slice(0, MAX_LENGTH - 1)}…` : clean;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [text]);
}
