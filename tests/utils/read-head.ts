/**
 * A page's head as a crawler reads it: the HTML parsed by a browser's parser (DOMParser, in a
 * test file run with `@vitest-environment jsdom`), never the data it was written from.
 */
export function readHead(headHtml: string) {
  const doc = new DOMParser().parseFromString(
    `<!doctype html><html><head>${headHtml}</head><body></body></html>`,
    'text/html',
  );
  const meta = (selector: string) =>
    [...doc.head.querySelectorAll<HTMLMetaElement>(`meta[${selector}]`)].map((tag) => tag.content);
  const blocks = doc.head.querySelectorAll('script[type="application/ld+json"]');
  return {
    doc,
    title: doc.title,
    name: (key: string) => meta(`name="${key}"`),
    property: (key: string) => meta(`property="${key}"`),
    canonical: doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? null,
    jsonLd: [...blocks].map(
      (block) => JSON.parse(block.textContent ?? '') as Record<string, unknown>,
    ),
  };
}
