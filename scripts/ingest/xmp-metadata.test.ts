import { describe, expect, it } from 'vitest';
import { metadataFromXmp } from './xmp-metadata.ts';
import type { XmpValue } from './xmp-packet.ts';

const DC = 'http://purl.org/dc/elements/1.1/';

describe('XMP properties to record fields', () => {
  it('takes no text from an alternative whose text is its own language tag', () => {
    // As some cameras' software writes it (two of the demo collection's photos have it).
    const layer = metadataFromXmp(
      new Map<string, XmpValue>([
        [`${DC}description`, [{ lang: 'x-default', text: 'x-default' }]],
        [
          `${DC}title`,
          [
            { lang: 'x-default', text: 'Kite' },
            { lang: 'de', text: 'de' },
          ],
        ],
      ]),
    );
    expect(layer).toEqual({ title: 'Kite' });
  });

  it('uses the first alternative when there is no x-default, and drops a rejected rating', () => {
    const layer = metadataFromXmp(
      new Map<string, XmpValue>([
        [`${DC}title`, [{ lang: 'fr', text: 'Le port' }]],
        ['http://ns.adobe.com/xap/1.0/Rating', '-1'],
      ]),
    );
    expect(layer).toEqual({ title: 'Le port', languages: { fr: { title: 'Le port' } } });
  });
});
