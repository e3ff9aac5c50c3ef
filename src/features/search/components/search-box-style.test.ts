import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** What the search box's styles promise, read from the CSS itself (jsdom draws nothing). */

const appCss = readFileSync('src/app/styles.css', 'utf8');
const boxCss = readFileSync('src/features/search/components/search-box.css', 'utf8');

/** Every rule body that sets both the page's background and --muted: one per theme. */
function themes(): { bg: string; muted: string }[] {
  const found: { bg: string; muted: string }[] = [];
  for (const [, body = ''] of appCss.matchAll(/\{([^{}]*)\}/g)) {
    const bg = /--bg:\s*(#[0-9a-f]{6})\b/i.exec(body)?.[1];
    const muted = /--muted:\s*(#[0-9a-f]{6})\b/i.exec(body)?.[1];
    if (bg && muted) found.push({ bg, muted });
  }
  return found;
}

function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('the search box', () => {
  it('draws its edge in --muted, at least 3:1 against the page in every theme', () => {
    expect(boxCss).toMatch(
      /\.search-box input\[type='search'\]\s*\{\s*border-color: var\(--muted\);/,
    );
    const found = themes();
    expect(found.length).toBeGreaterThanOrEqual(2); // light and dark
    for (const { bg, muted } of found) expect(contrast(muted, bg)).toBeGreaterThanOrEqual(3);
  });

  it("hides the browser's own clear button: the box has one ×, its own", () => {
    expect(boxCss).toMatch(
      /\.search-box input\[type='search'\]::-webkit-search-cancel-button[^{]*\{[^}]*appearance: none;/,
    );
  });
});
