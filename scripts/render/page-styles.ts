/**
 * The security policy allows no inline style (`style-src 'self'`): a `style` attribute in a
 * page's HTML would be refused (and reported). Each becomes a rule of the page's own stylesheet
 * instead, and its element is tagged with the rule it takes (`data-style`). React does not patch
 * attributes when it hydrates, so the element keeps the rule until React changes its style,
 * through the CSSOM (which the policy allows); an inline style wins over the rule then.
 */

export const STYLE_ATTRIBUTE = 'data-style';

export interface MovedStyles {
  markup: string;
  /** The page's stylesheet; empty when the markup had no style attribute. */
  css: string;
}

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

/**
 * Moves the style attributes of `markup` into rules. `:not(#_)` lifts a rule above any
 * class-based rule, as an inline style would be.
 */
export function moveInlineStyles(markup: string): MovedStyles {
  const rules = new Map<string, string>();
  const moved = markup.replace(/\sstyle="([^"]*)"/g, (_attribute, escaped: string) => {
    const declarations = unescapeAttribute(escaped);
    if (!isContained(declarations)) {
      console.warn(`Style left out of a rendered page (it could escape its rule): ${declarations}`);
      return '';
    }
    let name = rules.get(declarations);
    if (name === undefined) {
      name = `s${rules.size}`;
      rules.set(declarations, name);
    }
    return ` ${STYLE_ATTRIBUTE}="${name}"`;
  });
  const css = [...rules]
    .map(([declarations, name]) => `[${STYLE_ATTRIBUTE}="${name}"]:not(#_){${declarations}}`)
    .join('\n');
  return { markup: moved, css };
}
