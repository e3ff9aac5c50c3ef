import { describe, expect, it } from 'vitest';
import { floorTarget, folioTarget, highlightText } from './keystroke-targets.ts';

describe('the grid signatures the keystroke benchmark waits for', () => {
  it('Folio: the first hit and the count of the response', () => {
    const target = folioTarget('http://127.0.0.1:1');
    const result = { nbHits: 12, hits: [{ objectID: 'kite' }, { objectID: 'sunset' }] };
    expect(target.expectedSignature(result, {})).toBe('kite|12');
  });

  it('the floor: the first hit as its page shows it, highlight tags gone', () => {
    const target = floorTarget('http://127.0.0.1:4444/');
    const result = {
      hits: [
        {
          _highlightResult: {
            name: { value: '__ais-highlight__Gr&amp;__/ais-highlight__ Product 7' },
          },
        },
      ],
    };
    const request = {
      requests: [
        {
          indexName: 'instant_search',
          query: 'Gr&',
          highlightPreTag: '__ais-highlight__',
          highlightPostTag: '__/ais-highlight__',
        },
      ],
    };
    expect(target.expectedSignature(result, request)).toBe('Gr& Product 7');
  });

  it('reads highlighted text with the default tags and escaped characters', () => {
    expect(highlightText('<em>a</em> &lt;b&gt; &quot;c&quot; &#39;d&#39;')).toBe(`a <b> "c" 'd'`);
    expect(highlightText(undefined)).toBe('');
  });
});
