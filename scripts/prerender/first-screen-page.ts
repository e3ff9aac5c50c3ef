import { FIRST_SCREEN_ATTRIBUTE, FIRST_SCREEN_ID } from '../../src/components/ui/first-screen.ts';

/**
 * The HTML of a prerendered page: the build's index.html with the screen the app drew for that
 * path (src/components/ui/first-screen.ts says how the app takes over from it).
 */

/** What the app drew for a path, as `snapshot-screen.ts` reads it in the browser. */
export interface ScreenSnapshot {
  /** The app's root, inert copy: no ids, no inline styles (see `styleRules`). */
  html: string;
  title: string;
  description: string;
  /** The rules that replace its inline styles (`style-src 'self'` refuses inline ones). */
  styleRules: string[];
  /** The stylesheets the screen had loaded, as linked from the document (absolute paths). */
  stylesheets: string[];
}

/**
 * Runs before the page is drawn (public/; no inline script is allowed): hides the copy where it is
 * not the page's screen, and applies the visitor's theme.
 */
export const HEAD_SCRIPT = '/first-screen.js';

const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');

/** The stylesheets a page links already (its own <link rel="stylesheet"> hrefs). */
export function linkedStylesheets(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].flatMap((tag) => {
    const href = /\bhref="([^"]+)"/.exec(tag[0])?.[1];
    return href ? [href] : [];
  });
}

/** Replaces the first match; `replacement` is literal text (no `$` patterns) or built from it. */
function replaceOnce(
  html: string,
  pattern: RegExp,
  replacement: string | ((match: string) => string),
  what: string,
): string {
  if (!pattern.test(html)) throw new Error(`The build's index.html has no ${what}.`);
  return html.replace(pattern, typeof replacement === 'string' ? () => replacement : replacement);
}

/** Throws for an index.html that is a prerendered page already (a second run on one build). */
export function refusePrerenderedTemplate(template: string): void {
  if (template.includes(`${FIRST_SCREEN_ATTRIBUTE}=`)) {
    throw new Error("The build's index.html is a prerendered page already: build again first.");
  }
}

/**
 * The screen's own stylesheets, whose rules the page's stylesheet holds already, linked for no
 * media: the app's chunk loader finds them linked and neither adds them again nor waits for them.
 * Added, each would be downloaded a second time and restyle the whole page while it starts.
 */
function coveredStylesheetLinks(template: string, snapshot: ScreenSnapshot): string {
  const linked = new Set(linkedStylesheets(template));
  return snapshot.stylesheets
    .filter((href) => !linked.has(href))
    .map(
      (href) => `    <link rel="stylesheet" href="${escapeAttribute(href)}" media="not all" />\n`,
    )
    .join('');
}

/**
 * The page for `path`. `stylesheetHref` is the page's own stylesheet (the screen's CSS beyond
 * the template's, and its style rules). Module preloads are dropped: on this page the app's code
 * is fetched once the photo is drawn (src/main.tsx), not beside it. A small blocking script runs
 * first (HEAD_SCRIPT), as the page is drawn before the app's code runs.
 */
export function firstScreenPage(
  template: string,
  snapshot: ScreenSnapshot,
  stylesheetHref: string,
  path: string,
): string {
  refusePrerenderedTemplate(template);
  let html = template;
  html = replaceOnce(
    html,
    /<html\b[^>]*>/,
    (tag) => `${tag.slice(0, -1)} ${FIRST_SCREEN_ATTRIBUTE}="${escapeAttribute(path)}">`,
    '<html> tag',
  );
  html = replaceOnce(
    html,
    /<title>[^<]*<\/title>/,
    `<title>${escapeText(snapshot.title)}</title>`,
    '<title>',
  );
  html = replaceOnce(
    html,
    /<meta name="description" content="[^"]*"\s*\/?>/,
    `<meta name="description" content="${escapeAttribute(snapshot.description)}" />`,
    'meta description',
  );
  html = html.replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  html = replaceOnce(
    html,
    /<\/head>/,
    `  <link rel="stylesheet" href="${escapeAttribute(stylesheetHref)}" />\n` +
      coveredStylesheetLinks(template, snapshot) +
      // Drawn only once parsed whole: drawn part-way, its justified rows would break again as
      // more cards arrived (a layout shift), and the cards not drawn yet count at a guessed height.
      `    <link rel="expect" href="#root" blocking="render" />\n` +
      `    <script src="${HEAD_SCRIPT}"></script>\n  </head>`,
    '</head>',
  );
  return replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="${FIRST_SCREEN_ID}" aria-hidden="true" inert>${snapshot.html}</div>\n    <div id="root"></div>`,
    'empty <div id="root">',
  );
}

/** The page's stylesheet: the screen's CSS the template does not link, then its style rules. */
export function firstScreenStylesheet(screenCss: string[], styleRules: string[]): string {
  return [...screenCss, ...styleRules].join('\n');
}
