// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readItem } from '@/services/validation/read-item';
import {
  HOSTILE_COLLECTION,
  MARKUP,
  validRecord,
} from '../../../tests/fixtures/hostile-collection';
import { readHead } from '../../../tests/utils/read-head';
import { renderHeadTags } from './head-tags';
import { itemPageMeta } from './item-page-meta';
import type { SiteContext } from './page-meta-types';
import { collectionPageMeta } from './site-page-meta';

const SITE: SiteContext = {
  siteUrl: 'https://photos.example.org/',
  archiveName: 'Folio',
  description: 'A searchable archive.',
};
const BREAKOUT = `</script><script>window.broke=1</script>"'><img src=x onerror=alert(1)>&amp;\u2028\u2029<!--`;
const ALLOWED = new Set(['TITLE', 'META', 'LINK', 'SCRIPT']);

/** Everything the head holds stayed inside the tag or block it was written in. */
function expectContained(html: string) {
  const head = readHead(html);
  const elements = [...head.doc.querySelectorAll('head *, body *')];
  expect(elements.filter((element) => !ALLOWED.has(element.tagName))).toEqual([]);
  expect(head.doc.body.childNodes).toHaveLength(0);
  const scripts = head.doc.querySelectorAll('script');
  expect(scripts).toHaveLength(1);
  expect(scripts[0]?.getAttribute('type')).toBe('application/ld+json');
  // Nothing a browser would treat as an event handler or run as script.
  for (const element of elements) {
    for (const { name } of element.attributes) expect(name).not.toMatch(/^on/i);
  }
  // The data block holds no character that could end it or change how it is read.
  expect(scripts[0]?.textContent).not.toMatch(/[<>\u2028\u2029]/);
  return head;
}

describe('hostile record text in a page’s head', () => {
  it.each(HOSTILE_COLLECTION.map((raw) => [String(raw.objectID), raw] as const))(
    '%s stays text in every tag and block',
    (_id, raw) => {
      const item = readItem(raw);
      const meta = itemPageMeta(SITE, item);
      const head = expectContained(renderHeadTags(meta));
      expect(head.title).toBe(meta.title.replace(/\s+/g, ' ').trim());
      expect(head.jsonLd[0]).toEqual(meta.jsonLd);
      // A script URL in a record never becomes a link, a picture or a licence.
      const urls = [
        head.canonical,
        ...head.property('og:image'),
        ...head.property('og:url'),
        head.jsonLd[0]?.license,
        head.jsonLd[0]?.contentUrl,
        head.jsonLd[0]?.thumbnailUrl,
      ].filter((url) => url !== null && url !== undefined);
      for (const url of urls) expect(String(url)).toMatch(/^https:\/\//);
    },
  );

  it('reads back, character for character, text written to break out of every context', () => {
    const record = {
      ...validRecord('breakout', BREAKOUT),
      description: BREAKOUT,
      creator: BREAKOUT,
      credit: BREAKOUT,
      tags: [BREAKOUT],
      place: { name: BREAKOUT, country: null },
    };
    const meta = itemPageMeta(SITE, readItem(record));
    const html = renderHeadTags(meta);
    const head = expectContained(html);
    const expected = BREAKOUT.replace(/\s+/g, ' ').trim();
    expect(head.jsonLd[0]?.name).toBe(expected);
    expect(head.jsonLd[0]?.creditText).toBe(expected);
    expect(head.jsonLd[0]?.contentLocation).toEqual({ '@type': 'Place', name: expected });
    expect(head.property('og:title')).toEqual([expected]);
    expect(head.name('DC.creator')).toEqual([expected]);
    expect(head.name('DC.subject')).toEqual([expected]);
    expect(head.title).toBe(`${expected} · Folio`);
    expect(html).not.toContain('</script><script>');
  });

  it('escapes a collection’s own words too', () => {
    const meta = collectionPageMeta(
      SITE,
      { slug: 'odd', title: MARKUP, description: BREAKOUT, filters: {}, cover: 'x' },
      { cover: null, items: [readItem(validRecord('a', MARKUP))], total: 1 },
    );
    const head = expectContained(renderHeadTags(meta));
    expect(head.property('og:title')).toEqual([MARKUP]);
    expect(head.jsonLd[0]?.name).toBe(MARKUP);
  });
});
