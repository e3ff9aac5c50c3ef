/**
 * The security policy allows no inline style (`style-src 'self'`), so a `style` attribute in a
 * page's HTML would be refused by the browser. The rendered markup's style attributes become
 * rules of the page's own stylesheet, each element tagged with the rule it takes; once hydrated,
 * React's later style changes are set through the CSSOM, which the policy allows.
 */

export const STYLE_ATTRIBUTE = 'data-style';

export interface MovedStyles {
  markup: string;
  /** The page's stylesheet; empty when the markup had no style attribute. */
  css: string;
}

const STYLE = /\sstyle="([^"]*)"/g;

/** React's attribute escaping undone: the declarations as written. */
function unescapeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * Declarations that cannot leave their rule: in an attribute they could only style their own
 * element, in a stylesheet a brace or a comment could close the rule and style the whole page.
 */
function isContained(declarations: string): boolean {
  return !/[{}]|\/\*|<\//.test(declarations);
}

export function moveInlineStyles(markup: string): MovedStyles {
  const rules = new Map<string, string>();
  const dropped: string[] = [];
  const moved = markup.replace(STYLE, (_attribute, escaped: string) => {
    const declarations = unescapeAttribute(escaped);
    if (!isContained(declarations)) {
      dropped.push(declarations.slice(0, 80));
      return '';
    }
    let name = rules.get(declarations);
    if (name === undefined) {
      name = `s${rules.size}`;
      rules.set(declarations, name);
    }
    return ` ${STYLE_ATTRIBUTE}="${name}"`;
  });
  if (dropped.length > 0) {
    console.warn(`Style left out of a rendered page (it could escape its rule): ${dropped[0]}`);
  }
  const css = [...rules]
    .map(([declarations, name]) => `[${STYLE_ATTRIBUTE}="${name}"]{${declarations}}`)
    .join('\n');
  return { markup: moved, css };
}
