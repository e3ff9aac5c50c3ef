import type { License, Reuse } from '../../src/types/item.ts';

/**
 * Where each licence belongs (decision 045): free to reuse, reuse with conditions, or ask
 * permission. Creative Commons by the licence's code, RightsStatements.org by the statement's.
 */
const CC_REUSE: Record<string, Reuse> = {
  zero: 'free',
  mark: 'free',
  by: 'free',
  'by-sa': 'free',
  'by-nc': 'conditions',
  'by-nd': 'conditions',
  'by-nc-sa': 'conditions',
  'by-nc-nd': 'conditions',
};

/** The twelve statements: code, official name, group. */
export const RIGHTS_STATEMENTS: Record<string, { name: string; reuse: Reuse }> = {
  InC: { name: 'In Copyright', reuse: 'permission' },
  'InC-OW-EU': { name: 'In Copyright - EU Orphan Work', reuse: 'permission' },
  'InC-EDU': { name: 'In Copyright - Educational Use Permitted', reuse: 'conditions' },
  'InC-NC': { name: 'In Copyright - Non-Commercial Use Permitted', reuse: 'conditions' },
  'InC-RUU': {
    name: 'In Copyright - Rights-holder(s) Unlocatable or Unidentifiable',
    reuse: 'permission',
  },
  'NoC-CR': { name: 'No Copyright - Contractual Restrictions', reuse: 'conditions' },
  'NoC-NC': { name: 'No Copyright - Non-Commercial Use Only', reuse: 'conditions' },
  'NoC-OKLR': { name: 'No Copyright - Other Known Legal Restrictions', reuse: 'conditions' },
  'NoC-US': { name: 'No Copyright - United States', reuse: 'free' },
  CNE: { name: 'Copyright Not Evaluated', reuse: 'permission' },
  UND: { name: 'Copyright Undetermined', reuse: 'permission' },
  NKC: { name: 'No Known Copyright', reuse: 'free' },
};

export const PUBLIC_DOMAIN_MARK: License = {
  name: 'Public Domain Mark 1.0',
  url: 'https://creativecommons.org/publicdomain/mark/1.0/',
};

export const IN_COPYRIGHT: License = {
  name: 'In Copyright',
  url: 'http://rightsstatements.org/vocab/InC/1.0/',
};

/** Free software licences: any use, commercial too, under attribution or share-alike terms. */
const FREE_SOFTWARE = /^(?:https?:\/\/)?(?:www\.)?(?:gnu\.org\/licenses|opensource\.org\/licen)/;

const CC_URI = /^https:\/\/creativecommons\.org\/(?:licenses|publicdomain)\/([a-z-]+)\/(\d\.\d)\/$/;
const RS_URI = /^http:\/\/rightsstatements\.org\/vocab\/([A-Za-z-]+)\/(\d\.\d)\/$/;

/** `by-nc-sa`, `4.0` → `CC BY-NC-SA 4.0`, as Creative Commons abbreviates its licences. */
function ccName(code: string, version: string): string {
  if (code === 'zero') return `CC0 ${version}`;
  if (code === 'mark') return `Public Domain Mark ${version}`;
  return `CC ${code.toUpperCase()} ${version}`;
}

/**
 * A licence with its rights URI and official name: "Public domain" without a URI is the Public
 * Domain Mark, "All rights reserved" is In Copyright; a Creative Commons or RightsStatements.org
 * URI (as license-uri.ts writes it) gets its statement's name. Others are kept as given.
 */
export function officialLicense(license: License): License {
  const name = license.name.trim().toLowerCase();
  if (!license.url && name === 'public domain') return PUBLIC_DOMAIN_MARK;
  if (!license.url && name === 'all rights reserved') return IN_COPYRIGHT;
  const cc = CC_URI.exec(license.url ?? '');
  if (cc?.[1] && cc[2] && CC_REUSE[cc[1]]) return { name: ccName(cc[1], cc[2]), url: license.url };
  const rs = RS_URI.exec(license.url ?? '');
  const statement = rs?.[1] ? RIGHTS_STATEMENTS[rs[1]] : undefined;
  if (statement) return { name: statement.name, url: license.url };
  return license;
}

/** The reuse group of a licence as officialLicense gives it; unknown licences ask permission. */
export function reuseOf(license: License): Reuse {
  const url = license.url ?? '';
  const cc = CC_URI.exec(url)?.[1];
  if (cc) return CC_REUSE[cc] ?? 'permission';
  const rs = RS_URI.exec(url)?.[1];
  if (rs) return RIGHTS_STATEMENTS[rs]?.reuse ?? 'permission';
  return FREE_SOFTWARE.test(url) ? 'free' : 'permission';
}
