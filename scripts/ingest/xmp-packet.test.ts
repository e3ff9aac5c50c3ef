import { describe, expect, it } from 'vitest';
import { readXmpPacket } from './xmp-packet.ts';

const RDF = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#';

function packet(description: string): string {
  return `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="${RDF}">${description}</rdf:RDF></x:xmpmeta>`;
}

describe('reading an XMP packet', () => {
  it('decodes character references, as exiftool writes an apostrophe', () => {
    const read = readXmpPacket(
      packet(
        '<rdf:Description xmlns:xmp="http://ns.adobe.com/xap/1.0/"><xmp:Label>The image&#39;s &#x263A;</xmp:Label></rdf:Description>',
      ),
    );
    expect(read).toEqual({
      ok: true,
      properties: new Map([['http://ns.adobe.com/xap/1.0/Label', "The image's ☺"]]),
    });
  });

  it('reads properties written as attributes, as darktable and Lightroom write simple ones', () => {
    const read = readXmpPacket(
      packet(
        '<rdf:Description xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmp:Rating="3" xmp:Label="Green"/>',
      ),
    );
    expect(read).toEqual({
      ok: true,
      properties: new Map([
        ['http://ns.adobe.com/xap/1.0/Rating', '3'],
        ['http://ns.adobe.com/xap/1.0/Label', 'Green'],
      ]),
    });
  });

  it('goes by namespace, not by the prefix a tool chose', () => {
    const read = readXmpPacket(
      packet(
        '<rdf:Description xmlns:d="http://purl.org/dc/elements/1.1/"><d:subject><rdf:Bag>' +
          '<rdf:li>1984</rdf:li><rdf:li>a &amp; b</rdf:li></rdf:Bag></d:subject>' +
          '<d:rights rdf:resource="https://example.org/rights"/></rdf:Description>',
      ),
    );
    expect(read.ok && [...read.properties]).toEqual([
      ['http://purl.org/dc/elements/1.1/subject', ['1984', 'a & b']],
      ['http://purl.org/dc/elements/1.1/rights', 'https://example.org/rights'],
    ]);
  });

  it('refuses what is not well-formed, a DTD, and XML with no RDF, each with a reason', () => {
    expect(readXmpPacket('<x:xmpmeta><rdf:RDF>')).toEqual({
      ok: false,
      reason: 'is not well-formed XML (line 1, column 1): unclosed x:xmpmeta, rdf:RDF',
    });
    expect(readXmpPacket('<!DOCTYPE x [<!ENTITY a "aaaa">]><x>&a;</x>')).toEqual({
      ok: false,
      reason: 'has a DOCTYPE, which XMP does not allow',
    });
    expect(readXmpPacket('<notes>no metadata here</notes>')).toEqual({
      ok: false,
      reason: 'has no rdf:Description',
    });
  });
});
