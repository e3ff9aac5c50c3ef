import { itemName } from '@/services/validation/read-item';
import type { ItemView } from '@/types/item';
import { personName } from './citation-js';
import type { CitationSource } from './citation-types';
import { dayParts, issuedDate, type CslDate } from './csl-date';

export interface CslName {
  family?: string;
  given?: string;
  literal?: string;
  'non-dropping-particle'?: string;
  'dropping-particle'?: string;
  suffix?: string;
}

/** A CSL-JSON item (citationstyles.org), what citation-js reads and the .json file holds. */
export interface CslItem {
  id: string;
  type: 'graphic' | 'motion_picture';
  title: string;
  author?: CslName[];
  issued?: CslDate;
  accessed: CslDate;
  URL: string;
  publisher: string;
  medium: string;
  dimensions?: string;
}

// A studio, agency or institution is cited as written, never split into given and family names.
const ORGANISATION =
  /\b(archives?|museums?|library|libraries|agency|studios?|society|foundation|university|institute|association|press|office|department|ministry|council|company|corporation|collection|news|inc|ltd|llc|gmbh)\b|&|\d/i;

function citedName(name: string): CslName {
  return ORGANISATION.test(name) ? { literal: name } : personName(name);
}

function creatorsOf(item: ItemView): string[] {
  const listed = (item.creators ?? []).map((name) => name.trim()).filter(Boolean);
  if (listed.length > 0) return listed;
  const creator = item.creator?.trim();
  return creator ? [creator] : [];
}

function dimensionsOf(item: ItemView): string | undefined {
  if (item.type === 'video') {
    const seconds = item.video?.durationSec;
    if (!seconds) return undefined;
    const whole = Math.round(seconds);
    return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
  }
  return item.image ? `${item.image.width} × ${item.image.height} px` : undefined;
}

/** The record as a CSL-JSON item, the one source every style and file is made from. */
export function cslItem({ item, archiveName, url, accessed }: CitationSource): CslItem {
  const authors = creatorsOf(item).map(citedName);
  const issued = issuedDate(item);
  const dimensions = dimensionsOf(item);
  return {
    id: item.objectID,
    type: item.type === 'video' ? 'motion_picture' : 'graphic',
    title: itemName(item),
    ...(authors.length > 0 ? { author: authors } : {}),
    ...(issued ? { issued } : {}),
    accessed: dayParts(accessed),
    URL: url,
    publisher: archiveName,
    medium: item.type === 'video' ? 'Video' : 'Photograph',
    ...(dimensions ? { dimensions } : {}),
  };
}
