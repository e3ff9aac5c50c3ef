/**
 * The rights of an item as an XMP packet, for the files a visitor downloads (issue 28 point 6):
 * the credit, the copyright notice, the creator, the licence's URI and the web statement, in
 * the properties Lightroom, Bridge, exiftool and the IPTC Photo Metadata standard read.
 * Not yet written into renditions or originals: see docs/ingest.md.
 */

export interface Rights {
  credit: string;
  creators: string[];
  copyrightNotice: string | null;
  /** The licence's URI (a Creative Commons deed, a rightsstatements.org statement). */
  licenseUrl: string | null;
  /** Usage terms in words: the licence's name. */
  usageTerms: string | null;
  webStatement: string | null;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

const altText = (name: string, text: string): string =>
  `<${name}><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(text)}</rdf:li></rdf:Alt></${name}>`;

/** An XMP packet (for sharp's `withXmp`); empty properties are left out. */
export function rightsXmp(rights: Rights): string {
  const properties = [
    `<photoshop:Credit>${escapeXml(rights.credit)}</photoshop:Credit>`,
    rights.creators.length > 0
      ? `<dc:creator><rdf:Seq>${rights.creators
          .map((name) => `<rdf:li>${escapeXml(name)}</rdf:li>`)
          .join('')}</rdf:Seq></dc:creator>`
      : '',
    rights.copyrightNotice ? altText('dc:rights', rights.copyrightNotice) : '',
    rights.usageTerms ? altText('xmpRights:UsageTerms', rights.usageTerms) : '',
    rights.licenseUrl ? `<cc:license rdf:resource="${escapeXml(rights.licenseUrl)}"/>` : '',
    rights.webStatement
      ? `<xmpRights:WebStatement>${escapeXml(rights.webStatement)}</xmpRights:WebStatement>`
      : '',
  ].filter(Boolean);
  return [
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/">',
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '<rdf:Description rdf:about=""',
    ' xmlns:dc="http://purl.org/dc/elements/1.1/"',
    ' xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/"',
    ' xmlns:xmpRights="http://ns.adobe.com/xap/1.0/rights/"',
    ' xmlns:cc="http://creativecommons.org/ns#">',
    ...properties,
    '</rdf:Description>',
    '</rdf:RDF>',
    '</x:xmpmeta>',
    '<?xpacket end="w"?>',
  ].join('\n');
}
