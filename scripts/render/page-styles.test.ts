import { afterEach, describe, expect, it, vi } from 'vitest';
import { moveInlineStyles } from './page-styles.ts';

afterEach(() => vi.restoreAllMocks());

describe('moveInlineStyles', () => {
  it('moves each style attribute into one rule of the page’s stylesheet', () => {
    const { markup, css } = moveInlineStyles(
      '<li style="--ratio:1.5"><img style="background-image:url(&quot;data:image/webp;base64,AA==&quot;)"></li>' +
        '<li style="--ratio:1.5"></li>',
    );
    expect(markup).toBe('<li data-style="s0"><img data-style="s1"></li><li data-style="s0"></li>');
    expect(css.split('\n')).toEqual([
      '[data-style="s0"]:not(#_){--ratio:1.5}',
      '[data-style="s1"]:not(#_){background-image:url("data:image/webp;base64,AA==")}',
    ]);
  });

  it('leaves out a style that could close its rule and style the whole page', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { markup, css } = moveInlineStyles(
      '<div style="color:red}body{display:none"></div><p style="color:blue /* x"></p>',
    );
    expect(markup).toBe('<div></div><p></p>');
    expect(css).toBe('');
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('gives no stylesheet to markup without style attributes', () => {
    expect(moveInlineStyles('<p title="style=&quot;x&quot;">text</p>')).toEqual({
      markup: '<p title="style=&quot;x&quot;">text</p>',
      css: '',
    });
  });
});
