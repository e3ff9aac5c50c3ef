import { useEffect } from 'react';

/**
 * `<meta name="robots" content="noindex">` while a screen is shown that no search engine should
 * keep (a not-found screen: the host answers its address 200 when it serves the app for it).
 */
export function useNoIndex(): void {
  useEffect(() => {
    let meta = document.querySelector<HTMLMetaElement>('meta[name="robots"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'robots';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = 'noindex';
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, []);
}
