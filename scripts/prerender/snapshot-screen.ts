import type { ScreenSnapshot } from './first-screen-page.ts';

/**
 * Runs in the page (Playwright's `page.evaluate`), once the app has drawn the screen: an inert
 * copy of the app's root for the page's HTML. Left out: what only the running app knows
 * (`data-first-screen-omit`: consent, the QA inspector), scripts, and what a library draws inside
 * a box (`data-first-screen-empty`: a map). Ids and the attributes that
 * point at ids go, as the app's own elements carry them once it runs. Inline styles become rules
 * (`!important`, as inline styles win over classes) in the page's stylesheet, since the security
 * policy refuses inline styles in HTML. Every image but the page's photo (`fetchpriority="high"`)
 * has its sources held back (`data-first-screen-src`, `data-first-screen-srcset`), and
 * public/first-screen.js puts them back once the photo has loaded and the page has been drawn:
 * fetched beside it, the other cards' images took the photo's bandwidth on a slow connection.
 */
export function snapshotScreen(): ScreenSnapshot {
  const ID_REFERENCES = [
    'id',
    'for',
    'form',
    'list',
    'aria-labelledby',
    'aria-describedby',
    'aria-controls',
    'aria-owns',
    'aria-activedescendant',
  ];
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  const copy = root.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[data-first-screen-omit], script, template').forEach((element) => {
    element.remove();
  });
  // A box whose content a library draws (a map): the box stays, so the page keeps its layout.
  copy.querySelectorAll('[data-first-screen-empty]').forEach((element) => {
    element.replaceChildren();
  });
  copy.querySelectorAll('img').forEach((image) => {
    if (image.getAttribute('fetchpriority') === 'high') return;
    const picture = image.parentElement?.tagName === 'PICTURE' ? image.parentElement : null;
    const elements = [...(picture ? Array.from(picture.querySelectorAll('source')) : []), image];
    for (const element of elements) {
      for (const name of ['srcset', 'src']) {
        const value = element.getAttribute(name);
        if (value === null) continue;
        element.setAttribute(`data-first-screen-${name}`, value);
        element.removeAttribute(name);
      }
    }
  });
  const styleRules: string[] = [];
  copy.querySelectorAll<HTMLElement>('*').forEach((element) => {
    for (const name of ID_REFERENCES) element.removeAttribute(name);
    if (!element.hasAttribute('style')) return;
    const declarations = Array.from(element.style, (property) => {
      const value = element.style.getPropertyValue(property);
      return `${property}: ${value} !important`;
    });
    element.removeAttribute('style');
    if (declarations.length === 0) return;
    element.setAttribute('data-first-screen-style', String(styleRules.length));
    styleRules.push(
      `[data-first-screen-style="${styleRules.length}"] { ${declarations.join('; ')} }`,
    );
  });
  return {
    html: copy.innerHTML,
    title: document.title,
    description: document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? '',
    styleRules,
    stylesheets: Array.from(
      document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'),
      (link) => new URL(link.href).pathname,
    ),
  };
}
