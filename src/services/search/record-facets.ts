import type { Camera, CameraPath } from '@/types/item';

/**
 * Facet values made from a record's own fields: ingest writes them (`cameraPath`, `creators`)
 * and the search screen labels and reads them, so both follow the same rules.
 */

/** Between the levels of a hierarchical facet value, as Algolia's hierarchical menu expects. */
export const CAMERA_SEPARATOR = ' > ';

// EXIF text ends at its first NUL; what follows is padding or garbage ("Nokia\u00002").
// eslint-disable-next-line no-control-regex
const AFTER_CONTROL = /[\u0000-\u001f\u007f].*$/s;
const COMPANY_SUFFIX =
  /[\s,.]+(?:co|corp|corporation|company|ltd|limited|inc|ag|gmbh|imaging|optical|camera|computer|techwin|electronics)\.?$/i;
const ALIASES: Record<string, string> = { 'eastman kodak': 'Kodak', 'hewlett-packard': 'HP' };

/** Text as a camera writes it, made fit for a facet: cut at a NUL, spaces collapsed, no `>`. */
export function tidyCameraText(value: string): string {
  return value.replace(AFTER_CONTROL, '').replace(/>/g, ' ').replace(/\s+/g, ' ').trim();
}

function titleCase(word: string): string {
  const shouting = word.length >= 4 && word === word.toUpperCase();
  const quiet = word === word.toLowerCase();
  return shouting || quiet ? word.charAt(0).toUpperCase() + word.slice(1).toLowerCase() : word;
}

/** "OLYMPUS IMAGING CORP." → "Olympus", "NIKON CORPORATION" → "Nikon", "HTC" stays. */
export function tidyCameraMake(make: string): string {
  let name = tidyCameraText(make);
  for (let shorter = name.replace(COMPANY_SUFFIX, ''); shorter !== name && shorter !== '';) {
    name = shorter.replace(/[\s,.]+$/, '');
    shorter = name.replace(COMPANY_SUFFIX, '');
  }
  const words = name.split(' ').map(titleCase).join(' ');
  return ALIASES[words.toLowerCase()] ?? words;
}

/** `{ lvl0: make, lvl1: "make > model" }`, or one level when the camera names only one. */
export function cameraPathOf(camera: Camera | null): CameraPath | null {
  const make = camera?.make ? tidyCameraMake(camera.make) : '';
  const model = camera?.model ? tidyCameraText(camera.model) : '';
  if (make && model) return { lvl0: make, lvl1: `${make}${CAMERA_SEPARATOR}${model}` };
  return make || model ? { lvl0: make || model } : null;
}

/** A model without the make it repeats: "Canon EOS 70D" under Canon reads "EOS 70D". */
export function cameraModelLabel(make: string, model: string): string {
  const prefix = `${make.toLowerCase()} `;
  return model.toLowerCase().startsWith(prefix) && model.length > prefix.length
    ? model.slice(prefix.length)
    : model;
}

const CREATOR_SEPARATOR = /\s*[,;]\s+(?:and\s+|&\s+)?|\s+(?:and|&)\s+/g;
const NAME_SUFFIX = /^(?:jr|sr|inc|ltd|llc|co|ii|iii|iv|phd|md)\.?$/i;

/**
 * The people in a credit: "A, B and C" → A, B, C. Commas inside brackets, suffixes ("Jr.",
 * "Inc.") and a name repeated ("Johnson & Johnson") keep the credit whole.
 */
export function splitCreators(creator: string | null): string[] {
  const whole = creator?.trim() ?? '';
  if (whole === '') return [];
  const parts: string[] = [];
  let start = 0;
  for (const match of whole.matchAll(CREATOR_SEPARATOR)) {
    const before = whole.slice(0, match.index);
    if (before.split('(').length !== before.split(')').length) continue;
    parts.push(whole.slice(start, match.index));
    start = match.index + match[0].length;
  }
  parts.push(whole.slice(start));
  const names: string[] = [];
  for (const part of parts.map((text) => text.trim())) {
    const last = names.length - 1;
    if (NAME_SUFFIX.test(part) && last >= 0) names[last] = `${names[last]}, ${part}`;
    else if (part !== '') names.push(part);
  }
  return new Set(names).size === names.length ? names : [whole];
}
