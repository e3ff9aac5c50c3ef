/**
 * The rights of an item as an XMP packet, for the files a visitor downloads (issue 28 point 6):
 * the credit, the copyright notice, the creator, the licence's URI and the web statement, in
 * the properties Lightroom, Bridge, exiftool and the IPTC Photo Metadata standard read.
 * Ingest writes it into every rendition and into JPEG originals (docs/ingest.md).
 */
import type { ItemRecord } from '../../src/types/item.ts';

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

/** Text content needs only &, < and > escaped; a credit's quotes stay quotes for every reader. */
function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const escapeAttribute = (text: string): string => escapeXml(text).replace(/"/g, '&quot;');

const altText = (name: string, text: string): string =>
  `<${name}><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(text)}</rdf:li></rdf:Alt></${name}>`;

/** The record's rights, as the files served should carry them. */
export function rightsOfRecord(record: ItemRecord): Rights {
  return {
    credit: record.credit,
    creators: record.creators ?? [],
    copyrightNotice: record.copyrightNotice ?? null,
    licenseUrl: record.license.url || null,
    usageTerms: record.license.name || null,
    webStatement: record.webStatement ?? null,
  };
}

function rightsDescription(rights: Rights): string {
  const properties = [
    `<photoshop:Credit>${escapeXml(rights.credit)}</photoshop:Credit>`,
    rights.creators.length > 0
      ? `<dc:creator><rdf:Seq>${rights.creators
          .map((name) => `<rdf:li>${escapeXml(name)}</rdf:li>`)
          .join('')}</rdf:Seq></dc:creator>`
      : '',
    rights.copyrightNotice ? altText('dc:rights', rights.copyrightNotice) : '',
    rights.usageTerms ? altText('xmpRights:UsageTerms', rights.usageTerms) : '',
    rights.licenseUrl ? `<cc:license rdf:resource="${escapeAttribute(rights.licenseUrl)}"/>` : '',
    rights.webStatement
      ? `<xmpRights:WebStatement>${escapeXml(rights.webStatement)}</xmpRights:WebStatement>`
      : '',
  ].filter(Boolean);
  return [
    '<rdf:Description rdf:about=""',
    ' xmlns:dc="http://purl.org/dc/elements/1.1/"',
    ' xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/"',
    ' xmlns:xmpRights="http://ns.adobe.com/xap/1.0/rights/"',
    ' xmlns:cc="http://creativecommons.org/ns#">',
    ...properties,
    '</rdf:Description>',
  ].join('\n');
}

/** An XMP packet (for sharp's `withXmp`); empty properties are left out. */
export function rightsXmp(rights: Rights): string {
  return [
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/">',
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    rightsDescription(rights),
    '</rdf:RDF>',
    '</x:xmpmeta>',
    '<?xpacket end="w"?>',
  ].join('\n');
}

const OWN_PROPERTIES = [
  'photoshop:Credit',
  'dc:creator',
  'dc:rights',
  'xmpRights:UsageTerms',
  'cc:license',
  'xmpRights:WebStatement',
];

/**
 * The file's own XMP packet with the rights in it: the owner's other properties (title,
 * keywords, people…) stay; the ones the rights set are taken out and written again from the
 * record, so the file and the record say the same. No packet (or one we cannot read): ours.
 */
export function mergeRightsXmp(existing: string | null, rights: Rights): string {
  if (!existing || !existing.includes('</rdf:RDF>')) return rightsXmp(rights);
  let text = existing;
  for (const name of OWN_PROPERTIES) {
    const element = new RegExp(`<${name}\\b[^>]*?(?:/>|>[\\s\\S]*?</${name}>)`, 'g');
    const attribute = new RegExp(`\\s${name}=(?:"[^"]*"|'[^']*')`, 'g');
    text = text.replace(element, '').replace(attribute, '');
  }
  return text.replace('</rdf:RDF>', `${rightsDescription(rights)}\n</rdf:RDF>`);
}
