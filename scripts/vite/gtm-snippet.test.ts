// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import TagManager from 'react-gtm-module';
import { afterEach, describe, expect, it } from 'vitest';
import { gtmInlineScript, gtmInlineScriptHash } from './gtm-snippet.ts';

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe("Tag Manager's inline loader", () => {
  it('is the text TagManager.initialize({ gtmId }) writes, and the hash is of that text', () => {
    // jsdom does not run inline scripts, so nothing loads here.
    TagManager.initialize({ gtmId: 'GTM-AB12CD3' });
    const inline = [...document.querySelectorAll('script')].filter((script) => !script.src);
    expect(inline).toHaveLength(1);
    const text = inline[0]?.textContent ?? '';
    expect(text).toBe(gtmInlineScript('GTM-AB12CD3'));
    expect(text).toContain("'GTM-AB12CD3'");
    expect(gtmInlineScriptHash('GTM-AB12CD3')).toBe(
      `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`,
    );
  });
});
