import { describe, expect, it } from 'vitest';
import type { ItemView } from '@/types/item';
import { PAGE_DATA_ID, pageDataBlock, readPageData, type PageData } from './page-data';

const hostile = '</script><script>alert(1)</script><!-- \u2028 \u2029 & >';

const data: PageData = {
  path: '/item/aqua',
  instantSearch: null,
  items: { aqua: { objectID: 'aqua', title: hostile } as ItemView },
  loads: {},
};

/** A page parsed as a browser parses it, at `address`. */
function pageWith(body: string, address = '/item/aqua') {
  const document = new DOMParser().parseFromString(
    `<!doctype html><html><body>${body}</body></html>`,
    'text/html',
  );
  const { pathname, search } = new URL(address, 'https://folio.example');
  return { document, location: { pathname, search } };
}

describe('page data', () => {
  it('holds hostile record text in one data block that no text can end', () => {
    const block = pageDataBlock(data);
    expect(block).not.toMatch(/<\/script>.*<\/script>/s);
    const window = pageWith(block);
    expect(window.document.querySelectorAll('script')).toHaveLength(1);
    expect(readPageData(window.document, window.location)).toEqual(data);
  });

  it('is not a data block a browser runs', () => {
    expect(pageDataBlock(data)).toMatch(
      new RegExp(`^<script type="application/json" id="${PAGE_DATA_ID}">`),
    );
  });

  it('is not this page’s data at another address (index.html served for it)', () => {
    const window = pageWith(pageDataBlock({ ...data, path: '/' }), '/?q=x');
    expect(readPageData(window.document, window.location)).toBeNull();
  });

  it('is no data when the block is damaged', () => {
    const window = pageWith(
      `<script type="application/json" id="${PAGE_DATA_ID}">{"path":</script>`,
    );
    expect(readPageData(window.document, window.location)).toBeNull();
  });
});
